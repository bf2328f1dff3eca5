CREATE TABLE "rollup_customers" (
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"total" numeric DEFAULT '0' NOT NULL,
	"owed" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_customers_business_id_customer_id_pk" PRIMARY KEY("business_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_month_customers" (
	"business_id" uuid NOT NULL,
	"month" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_month_customers_business_id_month_customer_id_pk" PRIMARY KEY("business_id","month","customer_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_year_customers" (
	"business_id" uuid NOT NULL,
	"year" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_year_customers_business_id_year_customer_id_pk" PRIMARY KEY("business_id","year","customer_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_year_products" (
	"business_id" uuid NOT NULL,
	"year" date NOT NULL,
	"product_key" uuid NOT NULL,
	"product_id" uuid,
	"name" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	"cogs" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_year_products_business_id_year_product_key_pk" PRIMARY KEY("business_id","year","product_key")
);
--> statement-breakpoint
ALTER TABLE "rollup_customers" ADD CONSTRAINT "rollup_customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_month_customers" ADD CONSTRAINT "rollup_month_customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_year_customers" ADD CONSTRAINT "rollup_year_customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_year_products" ADD CONSTRAINT "rollup_year_products_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- ADR 037: the sale rollups of 0020 plus each customer's all-time sales (rollup_customers) and
-- their sales by month and by year (a range's top customers read signed years, months and days),
-- in the same statement and the same way (signed deltas, grouped by key, taken in key order).
CREATE OR REPLACE FUNCTION rollup_apply_sales(old_rows sales[], new_rows sales[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT s.business_id, s.sign, s.sold_at AT TIME ZONE rollup_tz(b.settings) AS local,
           s.total - s.tax AS revenue, s.cogs, s.discount, s.tax, s.balance AS credit,
           s.payment_method, s.customer_id, s.total
    FROM (SELECT o.*, -1 AS sign FROM unnest(old_rows) o
          UNION ALL SELECT n.*, 1 AS sign FROM unnest(new_rows) n) s
    JOIN businesses b ON b.id = s.business_id
  ),
  days AS (
    INSERT INTO rollup_days AS r (business_id, day, sales_count, revenue, cogs, discount, tax, credit)
    SELECT business_id, local::date, sum(sign), sum(sign * revenue), sum(sign * cogs),
           sum(sign * discount), sum(sign * tax), sum(sign * credit)
    FROM changed GROUP BY 1, 2
    HAVING sum(sign) <> 0 OR sum(sign * revenue) <> 0 OR sum(sign * cogs) <> 0
        OR sum(sign * discount) <> 0 OR sum(sign * tax) <> 0 OR sum(sign * credit) <> 0
    ORDER BY 1, 2
    ON CONFLICT (business_id, day) DO UPDATE SET
      sales_count = r.sales_count + excluded.sales_count, revenue = r.revenue + excluded.revenue,
      cogs = r.cogs + excluded.cogs, discount = r.discount + excluded.discount,
      tax = r.tax + excluded.tax, credit = r.credit + excluded.credit
  ),
  hours AS (
    INSERT INTO rollup_day_hours AS r (business_id, day, hour, sales_count, revenue)
    SELECT business_id, local::date, extract(hour FROM local), sum(sign), sum(sign * revenue)
    FROM changed GROUP BY 1, 2, 3
    HAVING sum(sign) <> 0 OR sum(sign * revenue) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (business_id, day, hour) DO UPDATE SET
      sales_count = r.sales_count + excluded.sales_count, revenue = r.revenue + excluded.revenue
  ),
  methods AS (
    INSERT INTO rollup_day_methods AS r (business_id, day, payment_method, sales_count, revenue)
    SELECT business_id, local::date, payment_method, sum(sign), sum(sign * revenue)
    FROM changed GROUP BY 1, 2, 3
    HAVING sum(sign) <> 0 OR sum(sign * revenue) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (business_id, day, payment_method) DO UPDATE SET
      sales_count = r.sales_count + excluded.sales_count, revenue = r.revenue + excluded.revenue
  ),
  customer_totals AS (
    -- A payment lowers a sale's balance through an update of the sale: owed follows.
    INSERT INTO rollup_customers AS r (business_id, customer_id, sales_count, total, owed)
    SELECT business_id, customer_id, sum(sign), sum(sign * total), sum(sign * credit)
    FROM changed WHERE customer_id IS NOT NULL GROUP BY 1, 2
    HAVING sum(sign) <> 0 OR sum(sign * total) <> 0 OR sum(sign * credit) <> 0
    ORDER BY 1, 2
    ON CONFLICT (business_id, customer_id) DO UPDATE SET
      sales_count = r.sales_count + excluded.sales_count, total = r.total + excluded.total,
      owed = r.owed + excluded.owed
  ),
  customer_months AS (
    INSERT INTO rollup_month_customers AS r (business_id, month, customer_id, sales_count, revenue)
    SELECT business_id, date_trunc('month', local)::date, customer_id, sum(sign), sum(sign * revenue)
    FROM changed WHERE customer_id IS NOT NULL GROUP BY 1, 2, 3
    HAVING sum(sign) <> 0 OR sum(sign * revenue) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (business_id, month, customer_id) DO UPDATE SET
      sales_count = r.sales_count + excluded.sales_count, revenue = r.revenue + excluded.revenue
  ),
  customer_years AS (
    INSERT INTO rollup_year_customers AS r (business_id, year, customer_id, sales_count, revenue)
    SELECT business_id, date_trunc('year', local)::date, customer_id, sum(sign), sum(sign * revenue)
    FROM changed WHERE customer_id IS NOT NULL GROUP BY 1, 2, 3
    HAVING sum(sign) <> 0 OR sum(sign * revenue) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (business_id, year, customer_id) DO UPDATE SET
      sales_count = r.sales_count + excluded.sales_count, revenue = r.revenue + excluded.revenue
  )
  INSERT INTO rollup_day_customers AS r (business_id, day, customer_id, sales_count, revenue)
  SELECT business_id, local::date, customer_id, sum(sign), sum(sign * revenue)
  FROM changed WHERE customer_id IS NOT NULL GROUP BY 1, 2, 3
  HAVING sum(sign) <> 0 OR sum(sign * revenue) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (business_id, day, customer_id) DO UPDATE SET
    sales_count = r.sales_count + excluded.sales_count, revenue = r.revenue + excluded.revenue;
END
$$;
--> statement-breakpoint
-- ADR 037: the product rollups of 0020 plus the same by calendar year.
CREATE OR REPLACE FUNCTION rollup_apply_lines(lines rollup_line[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT l.business_id, (l.sold_at AT TIME ZONE rollup_tz(b.settings))::date AS day,
           coalesce(l.product_id, md5('~' || l.name)::uuid) AS product_key, l.product_id,
           CASE WHEN l.product_id IS NULL THEN l.name END AS name,
           sum(l.sign * l.quantity) AS quantity,
           sum(l.sign * CASE WHEN l.discount > 0
                             THEN l.line_total * ((l.subtotal - l.discount) / l.subtotal)
                             ELSE l.line_total END) AS revenue,
           sum(l.sign * l.quantity * l.cost) AS cogs
    FROM unnest(lines) l
    JOIN businesses b ON b.id = l.business_id
    GROUP BY 1, 2, 3, 4, 5
  ),
  days AS (
    INSERT INTO rollup_day_products AS r (business_id, day, product_key, product_id, name, quantity, revenue, cogs)
    SELECT * FROM d ORDER BY 1, 2, 3
    ON CONFLICT (business_id, day, product_key) DO UPDATE SET
      quantity = r.quantity + excluded.quantity, revenue = r.revenue + excluded.revenue,
      cogs = r.cogs + excluded.cogs
  ),
  months AS (
    INSERT INTO rollup_month_products AS r (business_id, month, product_key, product_id, name, quantity, revenue, cogs)
    SELECT business_id, date_trunc('month', day)::date, product_key, product_id, name,
           sum(quantity), sum(revenue), sum(cogs)
    FROM d GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3
    ON CONFLICT (business_id, month, product_key) DO UPDATE SET
      quantity = r.quantity + excluded.quantity, revenue = r.revenue + excluded.revenue,
      cogs = r.cogs + excluded.cogs
  )
  -- A range reads signed whole years, months and days (analytics/product-rollups.ts).
  INSERT INTO rollup_year_products AS r (business_id, year, product_key, product_id, name, quantity, revenue, cogs)
  SELECT business_id, date_trunc('year', day)::date, product_key, product_id, name,
         sum(quantity), sum(revenue), sum(cogs)
  FROM d GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3
  ON CONFLICT (business_id, year, product_key) DO UPDATE SET
    quantity = r.quantity + excluded.quantity, revenue = r.revenue + excluded.revenue,
    cogs = r.cogs + excluded.cogs;
END
$$;
--> statement-breakpoint
-- ADR 037: the rebuild of 0020, clearing the two new rollups too (the apply functions above
-- refill them).
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
    PERFORM rollup_apply_sales('{}', array(SELECT s FROM sales s WHERE s.business_id = b.id));
    PERFORM rollup_apply_lines(array(
      SELECT (s.business_id, s.sold_at, s.subtotal, s.discount, i.product_id, i.name, i.quantity,
              i.cost, i.line_total, 1)::rollup_line
      FROM sales s JOIN sale_items i ON i.sale_id = s.id
      WHERE s.business_id = b.id));
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
--> statement-breakpoint
-- The backfill, from what the rollups of 0020 and the sales already hold (cheaper than a rebuild
-- of everything): product years from months, customer months and years from days, each
-- customer's totals from their sales.
INSERT INTO rollup_year_products (business_id, year, product_key, product_id, name, quantity, revenue, cogs)
SELECT business_id, date_trunc('year', month)::date, product_key, product_id, name,
       sum(quantity), sum(revenue), sum(cogs)
FROM rollup_month_products GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO rollup_month_customers (business_id, month, customer_id, sales_count, revenue)
SELECT business_id, date_trunc('month', day)::date, customer_id, sum(sales_count), sum(revenue)
FROM rollup_day_customers GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO rollup_year_customers (business_id, year, customer_id, sales_count, revenue)
SELECT business_id, date_trunc('year', day)::date, customer_id, sum(sales_count), sum(revenue)
FROM rollup_day_customers GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO rollup_customers (business_id, customer_id, sales_count, total, owed)
SELECT business_id, customer_id, count(*), sum(total), sum(balance)
FROM sales WHERE customer_id IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
ANALYZE rollup_year_products, rollup_customers, rollup_month_customers, rollup_year_customers;
