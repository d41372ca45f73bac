CREATE TABLE "standing_order_dates" (
	"standing_order_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"outcome" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_order_dates_standing_order_id_delivery_date_pk" PRIMARY KEY("standing_order_id","delivery_date")
);
--> statement-breakpoint
CREATE TABLE "standing_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"outlet_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"items" jsonb NOT NULL,
	"paused_until" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transaction_orders" ADD COLUMN "standing_order_id" integer;--> statement-breakpoint
ALTER TABLE "standing_order_dates" ADD CONSTRAINT "standing_order_dates_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_dates" ADD CONSTRAINT "standing_order_dates_order_id_transaction_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."transaction_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "standing_orders_outlet_weekday_idx" ON "standing_orders" USING btree ("outlet_id","weekday");--> statement-breakpoint
ALTER TABLE "transaction_orders" ADD CONSTRAINT "transaction_orders_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_orders_standing_date_idx" ON "transaction_orders" USING btree ("standing_order_id","delivery_date");