CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"category" text NOT NULL,
	"date" date NOT NULL,
	"payment_method" text NOT NULL,
	"note" text,
	"receipt_image" text,
	"recurring_id" uuid,
	"occurrence_date" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_check" CHECK ("expenses"."amount" > 0),
	CONSTRAINT "expenses_category_check" CHECK (length("expenses"."category") between 1 and 40),
	CONSTRAINT "expenses_payment_method_check" CHECK ("payment_method" in ('cash', 'card', 'transfer', 'mobile_money', 'other'))
);
--> statement-breakpoint
CREATE TABLE "recurring_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"category" text NOT NULL,
	"payment_method" text NOT NULL,
	"note" text,
	"frequency" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"next_index" integer DEFAULT 0 NOT NULL,
	"next_date" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_expenses_amount_check" CHECK ("recurring_expenses"."amount" > 0),
	CONSTRAINT "recurring_expenses_dates_check" CHECK ("recurring_expenses"."end_date" is null or "recurring_expenses"."end_date" >= "recurring_expenses"."start_date"),
	CONSTRAINT "recurring_expenses_next_index_check" CHECK ("recurring_expenses"."next_index" >= 0),
	CONSTRAINT "recurring_expenses_payment_method_check" CHECK ("payment_method" in ('cash', 'card', 'transfer', 'mobile_money', 'other')),
	CONSTRAINT "recurring_expenses_frequency_check" CHECK ("frequency" in ('weekly', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_recurring_id_recurring_expenses_id_fk" FOREIGN KEY ("recurring_id") REFERENCES "public"."recurring_expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_business_date_idx" ON "expenses" USING btree ("business_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "expenses_business_category_idx" ON "expenses" USING btree ("business_id","category","date");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_recurring_occurrence_key" ON "expenses" USING btree ("recurring_id","occurrence_date");--> statement-breakpoint
CREATE INDEX "recurring_expenses_business_idx" ON "recurring_expenses" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_expenses_due_idx" ON "recurring_expenses" USING btree ("next_date") WHERE "recurring_expenses"."next_date" is not null;--> statement-breakpoint
-- Written by hand (not in the Drizzle schema of the sales tables): the analytics and dashboard reads. A year of a business's sales by time with the figures they sum (index-only on PostgreSQL), the lines of those sales without scanning other businesses' lines, and the unpaid sales behind customers' balances.
CREATE INDEX IF NOT EXISTS "analytics_sales_business_sold_at_idx" ON "sales" USING btree ("business_id","sold_at") INCLUDE ("id","subtotal","discount","tax","total","payment_method","customer_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_sale_items_business_sale_idx" ON "sale_items" USING btree ("business_id","sale_id") INCLUDE ("product_id","quantity","cost","line_total");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_sales_unpaid_idx" ON "sales" USING btree ("business_id","customer_id") INCLUDE ("balance") WHERE "balance" > 0;
