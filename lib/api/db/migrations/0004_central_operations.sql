CREATE TABLE "procurement_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"procurement_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"qty" bigint NOT NULL,
	"price" bigint NOT NULL,
	"unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"supplier_id" integer NOT NULL,
	"payment_due_on" date,
	"delivery_status" text DEFAULT 'dipesan' NOT NULL,
	"status_payment" text DEFAULT 'belum_bayar' NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"notes" text,
	"delivery_name" text,
	"delivery_receipt" text,
	"delivery_receipt_path" text,
	"delivery_date" date,
	"payment_note" text,
	"payment_receipt" text,
	"payment_receipt_path" text,
	"payment_date" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procurements_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "production_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"qty" bigint NOT NULL,
	"unit" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productions" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"created_by" integer,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productions_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "document_sequences" (
	"prefix" text NOT NULL,
	"period" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_sequences_prefix_period_pk" PRIMARY KEY("prefix","period")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"qty" bigint NOT NULL,
	"unit" text NOT NULL,
	"kind" text NOT NULL,
	"document_type" text,
	"document_id" text,
	"document_number" text,
	"notes" text,
	"balance" bigint NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "procurement_items" ADD CONSTRAINT "procurement_items_procurement_id_procurements_id_fk" FOREIGN KEY ("procurement_id") REFERENCES "public"."procurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_items" ADD CONSTRAINT "procurement_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurements" ADD CONSTRAINT "procurements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurements" ADD CONSTRAINT "procurements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_items" ADD CONSTRAINT "production_items_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_items" ADD CONSTRAINT "production_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "procurement_items_procurement_idx" ON "procurement_items" USING btree ("procurement_id");--> statement-breakpoint
CREATE INDEX "procurements_status_idx" ON "procurements" USING btree ("delivery_status","status_payment","created_at");--> statement-breakpoint
CREATE INDEX "procurements_supplier_idx" ON "procurements" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "procurements_due_idx" ON "procurements" USING btree ("status_payment","payment_due_on");--> statement-breakpoint
CREATE INDEX "procurements_number_trgm_idx" ON "procurements" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "production_items_production_idx" ON "production_items" USING btree ("production_id");--> statement-breakpoint
CREATE INDEX "productions_status_idx" ON "productions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "productions_number_trgm_idx" ON "productions" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_document_idx" ON "stock_movements" USING btree ("document_type","document_id");