CREATE TABLE "recipe_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipe_product_id" text NOT NULL,
	"ingredient_id" text NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	CONSTRAINT "recipe_items_line_unique" UNIQUE("recipe_product_id","ingredient_id"),
	CONSTRAINT "recipe_items_qty_check" CHECK ("recipe_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"product_id" text PRIMARY KEY NOT NULL,
	"batch_yield" integer NOT NULL,
	"loss_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_batch_yield_check" CHECK ("recipes"."batch_yield" >= 1),
	CONSTRAINT "recipes_loss_percent_check" CHECK ("recipes"."loss_percent" >= 0 and "recipes"."loss_percent" <= 50)
);
--> statement-breakpoint
CREATE TABLE "supplier_products" (
	"supplier_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"lead_days" integer DEFAULT 1 NOT NULL,
	"preferred" boolean DEFAULT false NOT NULL,
	CONSTRAINT "supplier_products_supplier_id_product_id_pk" PRIMARY KEY("supplier_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "stock" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "procurement_items" ALTER COLUMN "qty" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "production_items" ALTER COLUMN "qty" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "qty" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "balance" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_life_days" integer;--> statement-breakpoint
ALTER TABLE "production_items" ADD COLUMN "direction" text;--> statement-breakpoint
UPDATE "production_items" SET "direction" = CASE WHEN "type" = 'bahan_jadi' THEN 'in' ELSE 'out' END;--> statement-breakpoint
ALTER TABLE "production_items" ALTER COLUMN "direction" SET NOT NULL;--> statement-breakpoint
INSERT INTO "product_types" ("key", "name") VALUES ('setengah_jadi', 'Setengah Jadi') ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
ALTER TABLE "productions" ADD COLUMN "production_date" date;--> statement-breakpoint
ALTER TABLE "productions" ADD COLUMN "plan_delivery_date" date;--> statement-breakpoint
ALTER TABLE "productions" ADD COLUMN "plan_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "recipe_items" ADD CONSTRAINT "recipe_items_recipe_product_id_recipes_product_id_fk" FOREIGN KEY ("recipe_product_id") REFERENCES "public"."recipes"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_items" ADD CONSTRAINT "recipe_items_ingredient_id_products_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_items_ingredient_idx" ON "recipe_items" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "supplier_products_product_idx" ON "supplier_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_products_preferred_idx" ON "supplier_products" USING btree ("product_id") WHERE "supplier_products"."preferred";--> statement-breakpoint
CREATE UNIQUE INDEX "productions_pending_plan_idx" ON "productions" USING btree ("plan_delivery_date") WHERE "productions"."status" = 'pending' and "productions"."plan_delivery_date" is not null;