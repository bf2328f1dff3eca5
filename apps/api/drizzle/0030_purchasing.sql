-- Suppliers, purchase orders and their lines, supplier payments, an item's usual supplier.
-- Profit leaves out expenses of category 'stock_purchases' (stock bought is not an expense).
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"whatsapp" text,
	"email" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_counters" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"unit_cost" numeric(14, 2) NOT NULL,
	CONSTRAINT "purchase_order_lines_quantity_check" CHECK ("purchase_order_lines"."quantity" > 0 and "purchase_order_lines"."received_quantity" >= 0 and "purchase_order_lines"."received_quantity" <= "purchase_order_lines"."quantity"),
	CONSTRAINT "purchase_order_lines_cost_check" CHECK ("purchase_order_lines"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"note" text,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"received_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"ordered_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_status_check" CHECK ("status" in ('draft', 'ordered', 'partially_received', 'received', 'cancelled')),
	CONSTRAINT "purchase_orders_total_check" CHECK ("purchase_orders"."total" >= 0 and "purchase_orders"."received_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"expense_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payments_amount_check" CHECK ("supplier_payments"."amount" > 0),
	CONSTRAINT "supplier_payments_method_check" CHECK ("method" in ('cash', 'card', 'transfer', 'mobile_money', 'other'))
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_counters" ADD CONSTRAINT "purchase_order_counters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_product_id_inventory_items_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suppliers_business_name_idx" ON "suppliers" USING btree ("business_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("purchase_order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_business_number_key" ON "purchase_orders" USING btree ("business_id","number");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "supplier_payments_supplier_idx" ON "supplier_payments" USING btree ("supplier_id","created_at");--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Hand-written. A payment to a supplier may also be recorded as an expense of category
-- 'stock_purchases'; stock bought is not an expense (its cost counts in cogs when it is sold), so
-- the rollups that profit reads (rollup_days.expenses: dashboard, analytics) leave that category
-- out. The expenses list still shows it: the money did leave. An update moving an expense into or
-- out of the category takes it out of or puts it into the day's figure.
CREATE OR REPLACE FUNCTION rollup_expenses_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rollup_apply_money(array(
      SELECT (n.business_id, n.date, 0, n.amount)::rollup_money FROM new_rows n
      WHERE n.category <> 'stock_purchases'));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM rollup_apply_money(array(
      SELECT (o.business_id, o.date, 0, -o.amount)::rollup_money FROM old_rows o
      WHERE o.category <> 'stock_purchases'
      UNION ALL SELECT (n.business_id, n.date, 0, n.amount)::rollup_money FROM new_rows n
      WHERE n.category <> 'stock_purchases'));
  ELSE
    PERFORM rollup_apply_money(array(
      SELECT (o.business_id, o.date, 0, -o.amount)::rollup_money FROM old_rows o
      WHERE o.category <> 'stock_purchases'));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The rebuild of 0029 (with refunds), with the same rule for expenses.
CREATE OR REPLACE FUNCTION rollups_rebuild(business uuid) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  b record;
  done integer := 0;
BEGIN
  FOR b IN SELECT id, rollup_tz(settings) AS tz FROM businesses
           WHERE business IS NULL OR id = business ORDER BY id FOR UPDATE
  LOOP
    DELETE FROM rollup_days WHERE business_id = b.id;
    DELETE FROM rollup_day_hours WHERE business_id = b.id;
    DELETE FROM rollup_day_methods WHERE business_id = b.id;
    DELETE FROM rollup_day_customers WHERE business_id = b.id;
    DELETE FROM rollup_customers WHERE business_id = b.id;
    DELETE FROM rollup_month_customers WHERE business_id = b.id;
    DELETE FROM rollup_year_customers WHERE business_id = b.id;
    DELETE FROM rollup_day_products WHERE business_id = b.id;
    DELETE FROM rollup_month_products WHERE business_id = b.id;
    DELETE FROM rollup_year_products WHERE business_id = b.id;
    DELETE FROM rollup_utc_days WHERE business_id = b.id;
    PERFORM rollup_apply_sales('{}', array(SELECT s FROM sales s WHERE s.business_id = b.id));
    PERFORM rollup_apply_lines(array(
      SELECT (s.business_id, s.sold_at, s.subtotal, s.discount, i.product_id, i.name, i.quantity,
              i.cost, i.line_total, 1)::rollup_line
      FROM sales s JOIN sale_items i ON i.sale_id = s.id
      WHERE s.business_id = b.id));
    PERFORM rollup_apply_refunds(array(SELECT r FROM refunds r WHERE r.business_id = b.id), 1);
    PERFORM rollup_apply_lines(array(
      SELECT (r.business_id, r.refunded_at, s.subtotal, s.discount, l.product_id, i.name,
              l.quantity, i.cost, l.gross, -1)::rollup_line
      FROM refunds r JOIN refund_lines l ON l.refund_id = r.id JOIN sales s ON s.id = r.sale_id
      JOIN sale_items i ON i.id = l.sale_item_id
      WHERE r.business_id = b.id));
    PERFORM rollup_apply_money(array(
      SELECT (p.business_id, (p.created_at AT TIME ZONE b.tz)::date, p.amount, 0)::rollup_money
      FROM customer_payments p WHERE p.business_id = b.id
      UNION ALL
      SELECT (e.business_id, e.date, 0, e.amount)::rollup_money
      FROM expenses e WHERE e.business_id = b.id AND e.category <> 'stock_purchases'));
    done := done + 1;
  END LOOP;
  RETURN done;
END
$$;
