CREATE TABLE "order_item_lots" (
	"order_item_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	CONSTRAINT "order_item_lots_order_item_id_lot_id_pk" PRIMARY KEY("order_item_id","lot_id"),
	CONSTRAINT "order_item_lots_qty_check" CHECK ("order_item_lots"."qty" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_item_lots" ADD CONSTRAINT "order_item_lots_order_item_id_transaction_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."transaction_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_lots" ADD CONSTRAINT "order_item_lots_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_lots_lot_idx" ON "order_item_lots" USING btree ("lot_id");