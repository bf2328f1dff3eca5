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
-- time zone, and its hours carry no tax, so neither gives a UTC day exactly). Kept like the other
-- rollups (ADR 034): signed deltas in the write's own statement, grouped by key, taken in key
-- order; a business being deleted is skipped (the join), its rows go by cascade.
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
CREATE FUNCTION rollup_apply_utc_days(old_rows sales[], new_rows sales[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_utc_days AS r (business_id, day, sales_count, total)
  SELECT s.business_id, (s.sold_at AT TIME ZONE 'UTC')::date, sum(s.sign), sum(s.sign * s.total)
  FROM (SELECT o.business_id, o.sold_at, o.total, -1 AS sign FROM unnest(old_rows) o
        UNION ALL SELECT n.business_id, n.sold_at, n.total, 1 FROM unnest(new_rows) n) s
  JOIN businesses b ON b.id = s.business_id
  GROUP BY 1, 2
  HAVING sum(s.sign) <> 0 OR sum(s.sign * s.total) <> 0
  ORDER BY 1, 2
  ON CONFLICT (business_id, day) DO UPDATE SET
    sales_count = r.sales_count + excluded.sales_count, total = r.total + excluded.total;
END
$$;
--> statement-breakpoint
-- One function for the three statement triggers; an update counts only the sales whose day or
-- total changed (a payment updates a sale's balance, and must cost nothing here).
CREATE FUNCTION rollup_utc_sales_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rollup_apply_utc_days('{}', array(SELECT n::sales FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM rollup_apply_utc_days(
      array(SELECT o::sales FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE (o.sold_at, o.total) IS DISTINCT FROM (n.sold_at, n.total)),
      array(SELECT n::sales FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE (o.sold_at, o.total) IS DISTINCT FROM (n.sold_at, n.total)));
  ELSE
    PERFORM rollup_apply_utc_days(array(SELECT o::sales FROM old_rows o), '{}');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER rollup_utc_sales_inserted AFTER INSERT ON sales
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollup_utc_sales_changed();
--> statement-breakpoint
CREATE TRIGGER rollup_utc_sales_updated AFTER UPDATE ON sales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_utc_sales_changed();
--> statement-breakpoint
CREATE TRIGGER rollup_utc_sales_deleted AFTER DELETE ON sales
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollup_utc_sales_changed();
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
    PERFORM rollup_apply_utc_days('{}', array(SELECT s FROM sales s WHERE s.business_id = b.id));
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
