-- Returns and refunds. A refund gives back some units of a sale's lines (their share of
-- what the sale charged), optionally restocked; reports count it on the refund's own day.
CREATE TABLE "refund_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"sale_item_id" uuid NOT NULL,
	"product_id" uuid,
	"quantity" integer NOT NULL,
	"gross" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	CONSTRAINT "refund_lines_quantity_check" CHECK ("refund_lines"."quantity" > 0),
	CONSTRAINT "refund_lines_amounts_check" CHECK ("refund_lines"."gross" >= 0 and "refund_lines"."amount" >= 0 and "refund_lines"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"register" text DEFAULT 'Main' NOT NULL,
	"shift_id" uuid,
	"method" text NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"cogs" numeric(14, 2) NOT NULL,
	"restock" boolean NOT NULL,
	"reason" text,
	"refunded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amounts_check" CHECK ("refunds"."subtotal" >= 0 and "refunds"."discount" >= 0 and "refunds"."discount" <= "refunds"."subtotal" and "refunds"."tax" >= 0 and "refunds"."cogs" >= 0),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" = "refunds"."subtotal" - "refunds"."discount" + "refunds"."tax"),
	CONSTRAINT "refunds_method_check" CHECK ("method" in ('cash', 'card', 'transfer', 'mobile_money', 'credit'))
);
--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_sale_item_id_sale_items_id_fk" FOREIGN KEY ("sale_item_id") REFERENCES "public"."sale_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_product_id_inventory_items_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_lines_refund_idx" ON "refund_lines" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refund_lines_sale_item_idx" ON "refund_lines" USING btree ("sale_item_id");--> statement-breakpoint
CREATE INDEX "refunds_sale_idx" ON "refunds" USING btree ("sale_id","refunded_at");--> statement-breakpoint
CREATE INDEX "refunds_business_refunded_at_idx" ON "refunds" USING btree ("business_id","refunded_at");--> statement-breakpoint
CREATE INDEX "refunds_shift_idx" ON "refunds" USING btree ("shift_id");
--> statement-breakpoint
-- The rollups (ADR 034) net of refunds, on the refund's day (refunded_at in the business's time
-- zone): revenue (amount - tax), cost of goods, discount and tax go down in the day, its hour and
-- the refund's method; sales counts do not change (a refund is not a sale undone). The product
-- rollups lose the refunded units: rollup_apply_lines with the lines' gross share, sign -1, so a
-- product's revenue falls by that share less its share of the order discount, as it rose.
-- Customer rollups stay as sold (a credit refund lowers what is owed through the payments'
-- side: customers.repo / record-payment.repo), and so do the admin's UTC days (gross sales).
CREATE FUNCTION rollup_apply_refunds(rows refunds[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT r.business_id, r.refunded_at AT TIME ZONE rollup_tz(b.settings) AS local,
           -sign * (r.amount - r.tax) AS revenue, -sign * r.cogs AS cogs,
           -sign * r.discount AS discount, -sign * r.tax AS tax, r.method
    FROM unnest(rows) r JOIN businesses b ON b.id = r.business_id
  ),
  days AS (
    INSERT INTO rollup_days AS d (business_id, day, revenue, cogs, discount, tax)
    SELECT business_id, local::date, sum(revenue), sum(cogs), sum(discount), sum(tax)
    FROM changed GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (business_id, day) DO UPDATE SET
      revenue = d.revenue + excluded.revenue, cogs = d.cogs + excluded.cogs,
      discount = d.discount + excluded.discount, tax = d.tax + excluded.tax
  ),
  hours AS (
    INSERT INTO rollup_day_hours AS d (business_id, day, hour, revenue)
    SELECT business_id, local::date, extract(hour FROM local), sum(revenue)
    FROM changed GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (business_id, day, hour) DO UPDATE SET revenue = d.revenue + excluded.revenue
  )
  INSERT INTO rollup_day_methods AS d (business_id, day, payment_method, revenue)
  SELECT business_id, local::date, method, sum(revenue)
  FROM changed GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (business_id, day, payment_method) DO UPDATE SET revenue = d.revenue + excluded.revenue;
END
$$;
--> statement-breakpoint
CREATE FUNCTION rollup_refunds_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollup_apply_refunds(array(SELECT n::refunds FROM new_rows n), 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A refund's lines as product rollup lines (sign -1: units given back), at the refund's time,
-- under the product the refund line names (null once deleted: then its name, as the sale's line).
CREATE FUNCTION rollup_refund_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rollup_apply_lines(array(
      SELECT (r.business_id, r.refunded_at, s.subtotal, s.discount, n.product_id, i.name,
              n.quantity, i.cost, n.gross, -1)::rollup_line
      FROM new_rows n JOIN refunds r ON r.id = n.refund_id JOIN sales s ON s.id = r.sale_id
      JOIN sale_items i ON i.id = n.sale_item_id));
  ELSE
    PERFORM rollup_apply_lines(array(
      SELECT (r.business_id, r.refunded_at, s.subtotal, s.discount, l.product_id, i.name,
              l.quantity, i.cost, l.gross, l.sign)::rollup_line
      FROM (SELECT o.*, 1 AS sign FROM old_rows o UNION ALL SELECT n.*, -1 FROM new_rows n) l
      JOIN refunds r ON r.id = l.refund_id JOIN sales s ON s.id = r.sale_id
      JOIN sale_items i ON i.id = l.sale_item_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Refunds are never edited; they go only with their sale, which cannot be deleted once refunded
-- (sales.service), or with their business, whose rollups go too.
CREATE TRIGGER rollup_refunds_inserted AFTER INSERT ON refunds
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollup_refunds_inserted();
--> statement-breakpoint
CREATE TRIGGER rollup_refund_lines_inserted AFTER INSERT ON refund_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollup_refund_lines_changed();
--> statement-breakpoint
-- A product deleted: its refund lines' product_id becomes null, their figures move to its name.
CREATE TRIGGER rollup_refund_lines_updated AFTER UPDATE ON refund_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_refund_lines_changed();
--> statement-breakpoint
-- The rebuild of 0026, with the refunds (the same apply functions as the triggers).
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
      FROM expenses e WHERE e.business_id = b.id));
    done := done + 1;
  END LOOP;
  RETURN done;
END
$$;
