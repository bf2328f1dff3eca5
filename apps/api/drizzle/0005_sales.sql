CREATE TABLE "customer_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_payments_amount_check" CHECK ("customer_payments"."amount" > 0),
	CONSTRAINT "customer_payments_method_check" CHECK ("method" in ('cash', 'card', 'transfer', 'mobile_money'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"address" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_counters" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"last_receipt_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"product_id" uuid,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"line_total" numeric(14, 2) NOT NULL,
	CONSTRAINT "sale_items_quantity_check" CHECK ("sale_items"."quantity" > 0),
	CONSTRAINT "sale_items_amounts_check" CHECK ("sale_items"."unit_price" >= 0 and "sale_items"."discount" >= 0 and "sale_items"."cost" >= 0 and "sale_items"."line_total" >= 0),
	CONSTRAINT "sale_items_line_total_check" CHECK ("sale_items"."line_total" = "sale_items"."quantity" * "sale_items"."unit_price" - "sale_items"."discount")
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"customer_id" uuid,
	"receipt_number" integer NOT NULL,
	"receipt_code" text NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax_rate" numeric(7, 4) DEFAULT '0' NOT NULL,
	"tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"amount_paid" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"payment_method" text NOT NULL,
	"note" text,
	"request_hash" text,
	"sold_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_amounts_check" CHECK ("sales"."subtotal" >= 0 and "sales"."discount" >= 0 and "sales"."discount" <= "sales"."subtotal" and "sales"."tax" >= 0 and "sales"."amount_paid" >= 0),
	CONSTRAINT "sales_total_check" CHECK ("sales"."total" = "sales"."subtotal" - "sales"."discount" + "sales"."tax"),
	CONSTRAINT "sales_balance_check" CHECK ("sales"."balance" = greatest("sales"."total" - "sales"."amount_paid", 0)),
	CONSTRAINT "sales_tax_rate_check" CHECK ("sales"."tax_rate" >= 0 and "sales"."tax_rate" <= 100),
	CONSTRAINT "sales_payment_method_check" CHECK ("payment_method" in ('cash', 'card', 'transfer', 'mobile_money', 'credit'))
);
--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_counters" ADD CONSTRAINT "sale_counters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_product_id_inventory_items_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_payments_customer_idx" ON "customer_payments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_payments_business_idx" ON "customer_payments" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_business_name_idx" ON "customers" USING btree ("business_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "customers_business_phone_idx" ON "customers" USING btree ("business_id","phone");--> statement-breakpoint
CREATE INDEX "customers_business_email_idx" ON "customers" USING btree ("business_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "sale_items_sale_position_key" ON "sale_items" USING btree ("sale_id","position");--> statement-breakpoint
CREATE INDEX "sale_items_product_idx" ON "sale_items" USING btree ("product_id","sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_business_receipt_number_key" ON "sales" USING btree ("business_id","receipt_number");--> statement-breakpoint
CREATE INDEX "sales_business_sold_at_idx" ON "sales" USING btree ("business_id","sold_at","id");--> statement-breakpoint
CREATE INDEX "sales_business_customer_idx" ON "sales" USING btree ("business_id","customer_id","sold_at");