CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"barcode" text,
	"category_id" uuid,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"unit" text,
	"description" text,
	"image" text,
	"low_stock_threshold" integer,
	"show_in_shop" boolean DEFAULT true NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_price_check" CHECK ("inventory_items"."price" >= 0),
	CONSTRAINT "inventory_items_cost_check" CHECK ("inventory_items"."cost" >= 0),
	CONSTRAINT "inventory_items_threshold_check" CHECK ("inventory_items"."low_stock_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"type" text NOT NULL,
	"quantity_change" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"unit_cost" numeric(14, 2),
	"note" text,
	"sale_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_entries_quantity_check" CHECK ("stock_entries"."quantity_change" <> 0),
	CONSTRAINT "stock_entries_type_check" CHECK ("type" in ('opening', 'restock', 'adjustment', 'damage', 'return', 'sale'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_product_id_inventory_items_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_business_name_key" ON "categories" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE INDEX "categories_business_position_idx" ON "categories" USING btree ("business_id","position");--> statement-breakpoint
CREATE INDEX "inventory_items_business_name_idx" ON "inventory_items" USING btree ("business_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "inventory_items_business_price_idx" ON "inventory_items" USING btree ("business_id","price","id");--> statement-breakpoint
CREATE INDEX "inventory_items_business_stock_idx" ON "inventory_items" USING btree ("business_id","stock","id");--> statement-breakpoint
CREATE INDEX "inventory_items_business_updated_idx" ON "inventory_items" USING btree ("business_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "inventory_items_category_name_idx" ON "inventory_items" USING btree ("category_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_business_sku_key" ON "inventory_items" USING btree ("business_id",lower("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_business_barcode_key" ON "inventory_items" USING btree ("business_id","barcode");--> statement-breakpoint
CREATE INDEX "stock_entries_business_created_idx" ON "stock_entries" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_entries_product_created_idx" ON "stock_entries" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_entries_sale_idx" ON "stock_entries" USING btree ("sale_id") WHERE "stock_entries"."sale_id" is not null;