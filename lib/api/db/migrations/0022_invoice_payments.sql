CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"payment_date" date NOT NULL,
	"receipt" text,
	"receipt_path" text,
	"status" text DEFAULT 'proses' NOT NULL,
	"rejection" text,
	"notes" text,
	"online_order_id" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_one_waiting_idx" ON "invoice_payments" USING btree ("invoice_id") WHERE "invoice_payments"."status" = 'proses';--> statement-breakpoint
-- Backfill: an invoice paid before payments were recorded one by one was paid in full at once.
INSERT INTO "invoice_payments" ("invoice_id", "amount", "method", "payment_date", "receipt", "receipt_path", "status", "created_at", "decided_at")
SELECT "id", "total", coalesce("payment_method", 'tunai'), coalesce("payment_date", ("paid_at" at time zone 'Asia/Jakarta')::date, ("updated_at" at time zone 'Asia/Jakarta')::date),
       "payment_receipt", "payment_receipt_path", 'diterima', coalesce("paid_at", "updated_at"), coalesce("paid_at", "updated_at")
FROM "invoices" WHERE "status" = 'lunas';--> statement-breakpoint
INSERT INTO "invoice_payments" ("invoice_id", "amount", "method", "payment_date", "receipt", "receipt_path", "status", "created_at")
SELECT "id", "total", coalesce("payment_method", 'transfer'), coalesce("payment_date", ("updated_at" at time zone 'Asia/Jakarta')::date),
       "payment_receipt", "payment_receipt_path", 'proses', "updated_at"
FROM "invoices" WHERE "status" = 'proses';--> statement-breakpoint
UPDATE "invoices" SET "paid_amount" = "total" WHERE "status" = 'lunas';
