-- The number of orders, kept by statement-level triggers, so the staff's unfiltered order list
-- (365,000 orders at a large franchise) shows its exact total without counting every row on
-- every page view. Statement-level with transition tables: a bulk insert bumps it once.
CREATE TABLE "row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "n") SELECT 'transaction_orders', count(*) FROM "transaction_orders";
--> statement-breakpoint
CREATE FUNCTION "count_orders_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "row_counts" SET "n" = "n" + (SELECT count(*) FROM new_rows) WHERE "table_name" = 'transaction_orders';
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "count_orders_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "row_counts" SET "n" = "n" - (SELECT count(*) FROM old_rows) WHERE "table_name" = 'transaction_orders';
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "count_orders_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "row_counts" SET "n" = 0 WHERE "table_name" = 'transaction_orders';
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transaction_orders_count_insert" AFTER INSERT ON "transaction_orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_orders_inserted"();
--> statement-breakpoint
CREATE TRIGGER "transaction_orders_count_delete" AFTER DELETE ON "transaction_orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_orders_deleted"();
--> statement-breakpoint
CREATE TRIGGER "transaction_orders_count_truncate" AFTER TRUNCATE ON "transaction_orders" FOR EACH STATEMENT EXECUTE FUNCTION "count_orders_truncated"();
