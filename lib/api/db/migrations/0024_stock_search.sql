-- btree_gin lets one GIN index hold the product id beside the trigrams of a text column.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "stock_movements_document_number_trgm_idx" ON "stock_movements" USING gin ("product_id","document_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_movements_notes_trgm_idx" ON "stock_movements" USING gin ("product_id","notes" gin_trgm_ops);