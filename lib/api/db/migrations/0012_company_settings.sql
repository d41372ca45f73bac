CREATE TABLE "company_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone" text,
	"npwp" text,
	"is_pkp" boolean DEFAULT false NOT NULL,
	"bank_name" text,
	"bank_account_number" text,
	"bank_account_name" text,
	"invoice_footer" text,
	"tax_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_single_row" CHECK ("company_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;