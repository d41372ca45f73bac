ALTER TABLE "transaction_orders" ADD COLUMN "hold_reason" text;
