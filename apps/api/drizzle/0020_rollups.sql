CREATE TABLE "rollup_day_customers" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_day_customers_business_id_day_customer_id_pk" PRIMARY KEY("business_id","day","customer_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_day_hours" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_day_hours_business_id_day_hour_pk" PRIMARY KEY("business_id","day","hour")
);
--> statement-breakpoint
CREATE TABLE "rollup_day_methods" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"payment_method" text NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_day_methods_business_id_day_payment_method_pk" PRIMARY KEY("business_id","day","payment_method")
);
--> statement-breakpoint
CREATE TABLE "rollup_day_products" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_key" uuid NOT NULL,
	"product_id" uuid,
	"name" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	"cogs" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_day_products_business_id_day_product_key_pk" PRIMARY KEY("business_id","day","product_key")
);
--> statement-breakpoint
CREATE TABLE "rollup_days" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	"cogs" numeric DEFAULT '0' NOT NULL,
	"discount" numeric DEFAULT '0' NOT NULL,
	"tax" numeric DEFAULT '0' NOT NULL,
	"credit" numeric DEFAULT '0' NOT NULL,
	"payments" numeric DEFAULT '0' NOT NULL,
	"expenses" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_days_business_id_day_pk" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
ALTER TABLE "rollup_day_customers" ADD CONSTRAINT "rollup_day_customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_day_hours" ADD CONSTRAINT "rollup_day_hours_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_day_methods" ADD CONSTRAINT "rollup_day_methods_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_day_products" ADD CONSTRAINT "rollup_day_products_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_days" ADD CONSTRAINT "rollup_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "rollup_month_products" (
	"business_id" uuid NOT NULL,
	"month" date NOT NULL,
	"product_key" uuid NOT NULL,
	"product_id" uuid,
	"name" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	"cogs" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_month_products_business_id_month_product_key_pk" PRIMARY KEY("business_id","month","product_key")
);
--> statement-breakpoint
ALTER TABLE "rollup_month_products" ADD CONSTRAINT "rollup_month_products_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rollups are kept by the triggers below in the transaction of the write that changes them,
-- whatever statement makes it (ADR 034). Statement-level triggers with transition tables: one
-- upsert per table and statement, whatever the number of rows (a sale's lines, a bulk import).
-- Every upsert adds signed deltas (new rows +1, old rows -1), grouped by key and taken in key
-- order, so concurrent writers queue on a row instead of deadlocking. A business being deleted
-- is skipped (the join on businesses): its rollups go with it by cascade.
CREATE FUNCTION rollup_tz(settings jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(settings ->> 'timezone', 'UTC')
$$;
--> statement-breakpoint
CREATE FUNCTION rollup_apply_sales(old_rows sales[], new_rows sales[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT s.business_id, s.sign, s.sold_at AT TIME ZONE rollup_tz(b.settings) AS local,
           s.total - s.tax AS revenue, s.cogs, s.discount, s.tax, s.balance AS credit,
           s.payment_method, s.customer_id
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
-- A line counted with the figures of its sale: the day it was sold and its share of the sale's
-- discount, computed as the reports always did: line_total x (subtotal - discount) / subtotal.
CREATE TYPE rollup_line AS (
  business_id uuid, sold_at timestamptz, subtotal numeric, discount numeric,
  product_id uuid, name text, quantity integer, cost numeric, line_total numeric, sign integer
);
--> statement-breakpoint
CREATE FUNCTION rollup_apply_lines(lines rollup_line[]) RETURNS void LANGUAGE plpgsql AS $$
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
  )
  -- The same by month: a year reads twelve months and the days at its edges, not 365 days.
  INSERT INTO rollup_month_products AS r (business_id, month, product_key, product_id, name, quantity, revenue, cogs)
  SELECT business_id, date_trunc('month', day)::date, product_key, product_id, name,
         sum(quantity), sum(revenue), sum(cogs)
  FROM d GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3
  ON CONFLICT (business_id, month, product_key) DO UPDATE SET
    quantity = r.quantity + excluded.quantity, revenue = r.revenue + excluded.revenue,
    cogs = r.cogs + excluded.cogs;
END
$$;
--> statement-breakpoint
CREATE FUNCTION rollup_sales_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollup_apply_sales('{}', array(SELECT n::sales FROM new_rows n));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An edit that moves a sale to another day or changes its discount moves its lines' figures too
-- (the lines as they are now: an edit that also replaces the lines does it in its own statement).
CREATE FUNCTION rollup_sales_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollup_apply_sales(array(SELECT o::sales FROM old_rows o), array(SELECT n::sales FROM new_rows n));
  PERFORM rollup_apply_lines(array(
    SELECT (s.business_id, s.sold_at, s.subtotal, s.discount, i.product_id, i.name, i.quantity,
            i.cost, i.line_total, s.sign)::rollup_line
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (SELECT o.*, -1 AS sign UNION ALL SELECT n.*, 1) s
    JOIN sale_items i ON i.sale_id = n.id
    WHERE (o.sold_at, o.subtotal, o.discount) IS DISTINCT FROM (n.sold_at, n.subtotal, n.discount)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION rollup_sales_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollup_apply_sales(array(SELECT o::sales FROM old_rows o), '{}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Before the row goes: its lines are still there (the cascade deletes them after), and their
-- own trigger skips lines whose sale is gone.
CREATE FUNCTION rollup_sale_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollup_apply_lines(array(
    SELECT (OLD.business_id, OLD.sold_at, OLD.subtotal, OLD.discount, i.product_id, i.name,
            i.quantity, i.cost, i.line_total, -1)::rollup_line
    FROM sale_items i WHERE i.sale_id = OLD.id));
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE FUNCTION rollup_sale_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rollup_apply_lines(array(
      SELECT (s.business_id, s.sold_at, s.subtotal, s.discount, n.product_id, n.name, n.quantity,
              n.cost, n.line_total, 1)::rollup_line
      FROM new_rows n JOIN sales s ON s.id = n.sale_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM rollup_apply_lines(array(
      SELECT (s.business_id, s.sold_at, s.subtotal, s.discount, l.product_id, l.name, l.quantity,
              l.cost, l.line_total, l.sign)::rollup_line
      FROM (SELECT o.*, -1 AS sign FROM old_rows o UNION ALL SELECT n.*, 1 FROM new_rows n) l
      JOIN sales s ON s.id = l.sale_id));
  ELSE
    PERFORM rollup_apply_lines(array(
      SELECT (s.business_id, s.sold_at, s.subtotal, s.discount, o.product_id, o.name, o.quantity,
              o.cost, o.line_total, -1)::rollup_line
      FROM old_rows o JOIN sales s ON s.id = o.sale_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TYPE rollup_money AS (business_id uuid, day date, payments numeric, expenses numeric);
--> statement-breakpoint
CREATE FUNCTION rollup_apply_money(deltas rollup_money[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_days AS r (business_id, day, payments, expenses)
  SELECT d.business_id, d.day, sum(d.payments), sum(d.expenses)
  FROM unnest(deltas) d
  JOIN businesses b ON b.id = d.business_id
  GROUP BY 1, 2 HAVING sum(d.payments) <> 0 OR sum(d.expenses) <> 0
  ORDER BY 1, 2
  ON CONFLICT (business_id, day) DO UPDATE SET
    payments = r.payments + excluded.payments, expenses = r.expenses + excluded.expenses;
END
$$;
--> statement-breakpoint
-- A payment counts on the day it was received (created), in the business's time zone.
CREATE FUNCTION rollup_payments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rollup_apply_money(array(
      SELECT (n.business_id, (n.created_at AT TIME ZONE rollup_tz(b.settings))::date, n.amount, 0)::rollup_money
      FROM new_rows n JOIN businesses b ON b.id = n.business_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM rollup_apply_money(array(
      SELECT (p.business_id, (p.created_at AT TIME ZONE rollup_tz(b.settings))::date, p.sign * p.amount, 0)::rollup_money
      FROM (SELECT o.business_id, o.created_at, o.amount, -1 AS sign FROM old_rows o
            UNION ALL SELECT n.business_id, n.created_at, n.amount, 1 FROM new_rows n) p
      JOIN businesses b ON b.id = p.business_id));
  ELSE
    PERFORM rollup_apply_money(array(
      SELECT (o.business_id, (o.created_at AT TIME ZONE rollup_tz(b.settings))::date, -o.amount, 0)::rollup_money
      FROM old_rows o JOIN businesses b ON b.id = o.business_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An expense counts on its own date (already a day of the business's calendar).
CREATE FUNCTION rollup_expenses_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rollup_apply_money(array(
      SELECT (n.business_id, n.date, 0, n.amount)::rollup_money FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM rollup_apply_money(array(
      SELECT (o.business_id, o.date, 0, -o.amount)::rollup_money FROM old_rows o
      UNION ALL SELECT (n.business_id, n.date, 0, n.amount)::rollup_money FROM new_rows n));
  ELSE
    PERFORM rollup_apply_money(array(
      SELECT (o.business_id, o.date, 0, -o.amount)::rollup_money FROM old_rows o));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every rollup of a business (or of all, given null) from the raw rows. The business row is
-- locked first: new sales, payments and expenses (whose foreign key shares that lock) wait for
-- the rebuild instead of adding to rows it is replacing.
CREATE FUNCTION rollups_rebuild(business uuid) RETURNS integer LANGUAGE plpgsql AS $$
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
    DELETE FROM rollup_day_products WHERE business_id = b.id;
    DELETE FROM rollup_month_products WHERE business_id = b.id;
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
-- A new time zone moves every sale to another local day: the business's rollups are rebuilt.
CREATE FUNCTION rollup_timezone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollups_rebuild(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER rollup_sales_inserted AFTER INSERT ON sales
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollup_sales_inserted();
--> statement-breakpoint
CREATE TRIGGER rollup_sales_updated AFTER UPDATE ON sales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_sales_updated();
--> statement-breakpoint
CREATE TRIGGER rollup_sales_deleted AFTER DELETE ON sales
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollup_sales_deleted();
--> statement-breakpoint
CREATE TRIGGER rollup_sale_deleting BEFORE DELETE ON sales
  FOR EACH ROW EXECUTE FUNCTION rollup_sale_deleting();
--> statement-breakpoint
CREATE TRIGGER rollup_sale_items_inserted AFTER INSERT ON sale_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollup_sale_items_changed();
--> statement-breakpoint
CREATE TRIGGER rollup_sale_items_updated AFTER UPDATE ON sale_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_sale_items_changed();
--> statement-breakpoint
CREATE TRIGGER rollup_sale_items_deleted AFTER DELETE ON sale_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollup_sale_items_changed();
--> statement-breakpoint
CREATE TRIGGER rollup_payments_inserted AFTER INSERT ON customer_payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollup_payments_changed();
--> statement-breakpoint
CREATE TRIGGER rollup_payments_updated AFTER UPDATE ON customer_payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_payments_changed();
--> statement-breakpoint
CREATE TRIGGER rollup_payments_deleted AFTER DELETE ON customer_payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollup_payments_changed();
--> statement-breakpoint
CREATE TRIGGER rollup_expenses_inserted AFTER INSERT ON expenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollup_expenses_changed();
--> statement-breakpoint
CREATE TRIGGER rollup_expenses_updated AFTER UPDATE ON expenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_expenses_changed();
--> statement-breakpoint
CREATE TRIGGER rollup_expenses_deleted AFTER DELETE ON expenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollup_expenses_changed();
--> statement-breakpoint
CREATE TRIGGER rollup_timezone_changed AFTER UPDATE OF settings ON businesses
  FOR EACH ROW WHEN (rollup_tz(OLD.settings) IS DISTINCT FROM rollup_tz(NEW.settings))
  EXECUTE FUNCTION rollup_timezone_changed();
--> statement-breakpoint
-- The backfill: databases upgrading already hold sales.
SELECT rollups_rebuild(NULL);
--> statement-breakpoint
-- Fresh tables have no statistics: without them the planner sorts a year of product rows.
ANALYZE rollup_days, rollup_day_hours, rollup_day_methods, rollup_day_customers, rollup_day_products, rollup_month_products;
