CREATE TABLE "stock_sizes" (
	"product_id" text NOT NULL,
	"size" text NOT NULL,
	"qty" numeric(14, 3) DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_sizes_product_id_size_pk" PRIMARY KEY("product_id","size"),
	CONSTRAINT "stock_sizes_qty_check" CHECK ("stock_sizes"."qty" >= 0)
);
--> statement-breakpoint
ALTER TABLE "production_items" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "stock_sizes" ADD CONSTRAINT "stock_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;