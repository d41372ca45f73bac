CREATE TABLE "order_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"outlet_id" integer NOT NULL,
	"order_id" integer,
	"delivery_date" date NOT NULL,
	"items" jsonb NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'menunggu' NOT NULL,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"result_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_change_requests" ADD CONSTRAINT "order_change_requests_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_change_requests" ADD CONSTRAINT "order_change_requests_order_id_transaction_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."transaction_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_change_requests" ADD CONSTRAINT "order_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_change_requests" ADD CONSTRAINT "order_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_change_requests" ADD CONSTRAINT "order_change_requests_result_order_id_transaction_orders_id_fk" FOREIGN KEY ("result_order_id") REFERENCES "public"."transaction_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_change_requests_status_idx" ON "order_change_requests" USING btree ("status","delivery_date");--> statement-breakpoint
CREATE INDEX "order_change_requests_outlet_idx" ON "order_change_requests" USING btree ("outlet_id","created_at");