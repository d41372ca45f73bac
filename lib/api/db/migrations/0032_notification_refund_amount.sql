DROP INDEX "payment_notifications_unique_idx";--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "refund_amount" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_unique_idx" ON "payment_notifications" USING btree ("order_id","transaction_id","transaction_status","fraud_status","refund_amount");