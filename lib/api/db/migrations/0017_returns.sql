CREATE TABLE "return_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"size" text,
	"unit" text NOT NULL,
	"qty" bigint NOT NULL,
	"reason" text NOT NULL,
	"disposition" text,
	"credit_qty" bigint DEFAULT 0 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"outlet_id" integer NOT NULL,
	"return_date" date NOT NULL,
	"status" text DEFAULT 'menunggu' NOT NULL,
	"photo" text,
	"photo_path" text,
	"client_key" text NOT NULL,
	"credit_total" bigint DEFAULT 0 NOT NULL,
	"invoice_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_by" integer,
	"processed_at" timestamp with time zone,
	CONSTRAINT "returns_number_unique" UNIQUE("number"),
	CONSTRAINT "returns_client_key_unique" UNIQUE("client_key")
);
--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_items_return_idx" ON "return_items" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_items_product_idx" ON "return_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "returns_outlet_idx" ON "returns" USING btree ("outlet_id","return_date");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","return_date");--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;