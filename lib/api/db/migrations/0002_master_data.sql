CREATE TABLE "product_prices" (
	"product_id" text NOT NULL,
	"branch_group_id" integer NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "product_prices_product_id_branch_group_id_pk" PRIMARY KEY("product_id","branch_group_id")
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "product_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "product_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "product_units_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"product_type_id" integer NOT NULL,
	"product_unit_id" integer NOT NULL,
	"min_order" integer DEFAULT 0 NOT NULL,
	"quota" integer,
	"is_publish" boolean DEFAULT true NOT NULL,
	"is_center_only" boolean DEFAULT false NOT NULL,
	"thumbnail" text,
	"thumbnail_path" text,
	"queue" integer DEFAULT 0 NOT NULL,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"size_required" boolean DEFAULT false NOT NULL,
	"default_size" text,
	"has_label" boolean DEFAULT false NOT NULL,
	"stock" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"filename" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"original_name" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"company_phone_number" text,
	"company_email" text,
	"person_in_company" text,
	"person_in_company_phone_number" text,
	"region" text,
	"district" text,
	"subdistrict" text,
	"address" text,
	"notes" text,
	"bank_account" text,
	"bank_account_name" text,
	"bank_account_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_branch_group_id_branch_groups_id_fk" FOREIGN KEY ("branch_group_id") REFERENCES "public"."branch_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_unit_id_product_units_id_fk" FOREIGN KEY ("product_unit_id") REFERENCES "public"."product_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_queue_idx" ON "products" USING btree ("queue","id");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin (("id" || ' ' || "title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_search_trgm_idx" ON "suppliers" USING gin (("company" || ' ' || coalesce("person_in_company", '')) gin_trgm_ops);