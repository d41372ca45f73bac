CREATE TABLE "delivery_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"notes" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "delivery_proofs" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"client_key" text NOT NULL,
	"recipient_name" text NOT NULL,
	"photo" text NOT NULL,
	"photo_path" text NOT NULL,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"lines" jsonb NOT NULL,
	"delivered_by" integer,
	"delivered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_stops" (
	"route_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "route_stops_route_id_position_pk" PRIMARY KEY("route_id","position")
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"driver_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_disputes" ADD CONSTRAINT "delivery_disputes_order_id_transaction_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."transaction_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_disputes" ADD CONSTRAINT "delivery_disputes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_disputes" ADD CONSTRAINT "delivery_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_order_id_transaction_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."transaction_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_disputes_order_idx" ON "delivery_disputes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "delivery_disputes_status_idx" ON "delivery_disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_disputes_open_idx" ON "delivery_disputes" USING btree ("order_id") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_proofs_client_key_idx" ON "delivery_proofs" USING btree ("client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "route_stops_outlet_idx" ON "route_stops" USING btree ("outlet_id");--> statement-breakpoint
CREATE INDEX "route_stops_route_idx" ON "route_stops" USING btree ("route_id");--> statement-breakpoint
CREATE UNIQUE INDEX "routes_name_idx" ON "routes" USING btree (lower("name"));