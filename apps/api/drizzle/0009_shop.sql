CREATE TABLE "shop_catalogs" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"item_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hide_prices" boolean DEFAULT false NOT NULL,
	"show_stock" boolean DEFAULT false NOT NULL,
	"accent_color" text,
	"banner" text,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_note" text,
	"pickup_enabled" boolean DEFAULT true NOT NULL,
	"delivery_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"note" text,
	"fulfilment" text NOT NULL,
	"address" text,
	"lines" jsonb NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"sale_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_total_check" CHECK ("shop_orders"."total" = "shop_orders"."subtotal" + "shop_orders"."tax"),
	CONSTRAINT "shop_orders_status_check" CHECK ("status" in ('new', 'accepted', 'ready', 'completed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "shop_catalogs" ADD CONSTRAINT "shop_catalogs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_business_reference_key" ON "shop_orders" USING btree ("business_id","reference");--> statement-breakpoint
CREATE INDEX "shop_orders_business_created_idx" ON "shop_orders" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shop_orders_business_status_idx" ON "shop_orders" USING btree ("business_id","status","created_at","id");