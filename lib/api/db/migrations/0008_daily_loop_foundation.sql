CREATE TABLE "job_runs" (
	"name" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	CONSTRAINT "job_runs_name_period_pk" PRIMARY KEY("name","period")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"entity" text,
	"entity_id" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_role" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "diff" jsonb;--> statement-breakpoint
ALTER TABLE "branch_groups" ADD COLUMN "cutoff_days_before" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_groups" ADD COLUMN "cutoff_time" text DEFAULT '20:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_groups" ADD COLUMN "payment_term_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_groups" ADD COLUMN "return_policy" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_groups" ADD COLUMN "return_percent" integer;--> statement-breakpoint
ALTER TABLE "branch_groups" ADD COLUMN "reminder_levels" integer[] DEFAULT '{-3,0,3,7,14}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "cutoff_days_before" integer;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "cutoff_time" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
-- custom: the audit trail is append-only (DOMAIN 20). Nobody, the application included, may
-- change or remove what it recorded.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
