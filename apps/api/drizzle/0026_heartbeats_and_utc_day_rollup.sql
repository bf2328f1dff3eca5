-- Every server instance's heartbeat for the admin health (ADR 066): each instance upserts its own
-- row every INSTANCE_HEARTBEAT_MS (beat_at on the database's clock, so instances' clocks do not
-- matter) and deletes it on a clean stop; a row older than three periods is a dead instance.
CREATE TABLE "instance_heartbeats" (
	"id" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"every_ms" integer NOT NULL,
	"uptime_seconds" integer NOT NULL,
	"rss_bytes" bigint NOT NULL,
	"socket_users" integer NOT NULL,
	"socket_connections" integer NOT NULL,
	"jobs_running" integer NOT NULL,
	"jobs_done" integer NOT NULL,
	"jobs_failed" integer NOT NULL,
	"emails_sent" integer NOT NULL,
	"email_failures" integer NOT NULL,
	"email_last_error" jsonb
);
--> statement-breakpoint
-- ADR 066: the platform's sales per business and UTC day, for the admin statistics (GET
-- /admin/stats and /admin/stats/daily count by UTC day; rollup_days is in each business's own
-- time zone, and its hours carry no tax, so neither gives a UTC day exactly). Kept by the sales
-- trigger like the other sale rollups (ADR 034, rollup_apply_sales below).
CREATE TABLE "rollup_utc_days" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"total" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_utc_days_business_id_day_pk" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
ALTER TABLE "rollup_utc_days" ADD CONSTRAINT "rollup_utc_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "rollup_utc_days_day_idx" ON "rollup_utc_days" USING btree ("day");
--> statement-breakpoint
-- The sale rollups of 0021 plus the UTC days, in the same statement and the same way (signed
-- deltas grouped by key, taken in key order): no trigger of its own, so a sale pays one more
-- upsert inside the statement it already runs, not another trigger call.
CREATE OR REPLACE FUNCTION rollup_apply_sales(old_rows sales[], new_rows sales[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT s.business_id, s.sign, s.sold_at AT TIME ZONE rollup_tz(b.settings) AS local,
           s.total - s.tax AS revenue, s.cogs, s.discount, s.tax, s.balance AS credit,
           s.payment_method, s.customer_id, s.total, (s.sold_at AT TIME ZONE 'UTC')::date AS utc_day
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
  utc_days AS (
    -- ADR 066: the admin statistics' UTC days.
    INSERT INTO rollup_utc_days AS r (business_id, day, sales_count, total)
    SELECT business_id, utc_day, sum(sign), sum(sign * total)
    FROM changed GROUP BY 1, 2
    HAVING sum(sign) <> 0 OR sum(sign * total) <> 0
    ORDER BY 1, 2
    ON CONFLICT (business_id, day) DO UPDATE SET
      sales_count = r.sales_count + excluded.sales_count, total = r.total + excluded.total
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
-- The rebuild of 0021, clearing and refilling the UTC days too (npm run rollups:rebuild).
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
-- The backfill from the sales already recorded.
INSERT INTO rollup_utc_days (business_id, day, sales_count, total)
SELECT business_id, (sold_at AT TIME ZONE 'UTC')::date, count(*), sum(total)
FROM sales GROUP BY 1, 2;
--> statement-breakpoint
ANALYZE rollup_utc_days;
