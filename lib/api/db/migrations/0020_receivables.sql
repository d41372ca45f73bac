CREATE TABLE "payment_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"level" integer NOT NULL,
	"remind_on" date NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credit_limit" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credit_overdue_days" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credit_mode" text DEFAULT 'peringatan' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_rejection" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_date" date;--> statement-breakpoint
-- Invoices issued before due dates existed: the issue date (WIB) plus their outlet's tier term.
UPDATE "invoices" i SET "due_date" = (i."created_at" AT TIME ZONE 'Asia/Jakarta')::date + coalesce(
  (SELECT g."payment_term_days" FROM "outlets" o JOIN "branch_groups" g ON g."id" = o."branch_group_id" WHERE o."id" = i."outlet_id"),
  14);--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "due_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminders_level_idx" ON "payment_reminders" USING btree ("invoice_id","level");--> statement-breakpoint
CREATE INDEX "payment_reminders_queue_idx" ON "payment_reminders" USING btree ("sent_at","remind_on");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("status","due_date");