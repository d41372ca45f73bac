CREATE TABLE "schedule_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"qty" bigint NOT NULL,
	"size" text,
	"price" bigint NOT NULL,
	"unit" text NOT NULL,
	"type" text NOT NULL,
	"ordered_qty" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"outlet_id" integer NOT NULL,
	"user_id" integer,
	"delivery_date" date NOT NULL,
	"driver_id" integer,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_accepted" boolean,
	"total" bigint DEFAULT 0 NOT NULL,
	"adjustment_notes" text,
	"adjustment_author_id" integer,
	"adjustment_created_at" timestamp with time zone,
	"invoice_id" integer,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "schedule_closures" ADD CONSTRAINT "schedule_closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_order_items" ADD CONSTRAINT "transaction_order_items_order_id_transaction_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."transaction_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_order_items" ADD CONSTRAINT "transaction_order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_orders" ADD CONSTRAINT "transaction_orders_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_orders" ADD CONSTRAINT "transaction_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_orders" ADD CONSTRAINT "transaction_orders_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_orders" ADD CONSTRAINT "transaction_orders_adjustment_author_id_users_id_fk" FOREIGN KEY ("adjustment_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_closures_range_idx" ON "schedule_closures" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "transaction_order_items_order_idx" ON "transaction_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "transaction_order_items_product_idx" ON "transaction_order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "transaction_orders_outlet_idx" ON "transaction_orders" USING btree ("outlet_id","delivery_date");--> statement-breakpoint
CREATE INDEX "transaction_orders_delivery_idx" ON "transaction_orders" USING btree ("delivery_date","status");--> statement-breakpoint
CREATE INDEX "transaction_orders_status_idx" ON "transaction_orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "transaction_orders_created_idx" ON "transaction_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "transaction_orders_invoice_idx" ON "transaction_orders" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "transaction_orders_number_trgm_idx" ON "transaction_orders" USING gin ("number" gin_trgm_ops);