CREATE TABLE "stock_movement_counts" (
	"product_id" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
-- Kept like row_counts (0007): statement-level triggers with transition tables, so a bulk insert
-- bumps each product's count once; rows are touched in product order, as the ledger locks them.
INSERT INTO "stock_movement_counts" ("product_id", "n") SELECT "product_id", count(*) FROM "stock_movements" GROUP BY "product_id";
--> statement-breakpoint
CREATE FUNCTION "count_stock_movements_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "stock_movement_counts" ("product_id", "n")
		SELECT "product_id", count(*) FROM new_rows GROUP BY "product_id" ORDER BY "product_id"
		ON CONFLICT ("product_id") DO UPDATE SET "n" = "stock_movement_counts"."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "count_stock_movements_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "stock_movement_counts" c SET "n" = c."n" - d."n"
		FROM (SELECT "product_id", count(*) AS "n" FROM old_rows GROUP BY "product_id") d
		WHERE c."product_id" = d."product_id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "count_stock_movements_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "stock_movement_counts";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stock_movements_count_insert" AFTER INSERT ON "stock_movements" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_stock_movements_inserted"();
--> statement-breakpoint
CREATE TRIGGER "stock_movements_count_delete" AFTER DELETE ON "stock_movements" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_stock_movements_deleted"();
--> statement-breakpoint
CREATE TRIGGER "stock_movements_count_truncate" AFTER TRUNCATE ON "stock_movements" FOR EACH STATEMENT EXECUTE FUNCTION "count_stock_movements_truncated"();
