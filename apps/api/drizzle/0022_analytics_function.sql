-- A range of days as signed calendar buckets (ADR 037), read in SQL with the buckets as arrays
-- (analytics/range-rollups.ts computes them): level ('day', 'month', 'year'), first and last date
-- of each, +1 or -1. The rows of every bucket, a subtracted one's figures negated; callers group
-- and sum them. Plain SQL functions, inlined into the statement that calls them: one definition
-- for analytics, product performance and the tests that check them against the daily rollups.
CREATE FUNCTION product_range_rows(
  p_business uuid, p_levels text[], p_lo date[], p_hi date[], p_signs integer[]
) RETURNS TABLE (
  product_key uuid, product_id uuid, name text, quantity integer, revenue numeric, cogs numeric
) LANGUAGE sql STABLE AS $$
  SELECT r.product_key, r.product_id, r.name, b.sign * r.quantity,
         CASE WHEN b.sign = 1 THEN r.revenue ELSE -r.revenue END,
         CASE WHEN b.sign = 1 THEN r.cogs ELSE -r.cogs END
  FROM unnest(p_levels, p_lo, p_hi, p_signs) b(level, lo, hi, sign)
  JOIN rollup_day_products r ON r.business_id = p_business AND r.day BETWEEN b.lo AND b.hi
  WHERE b.level = 'day'
  UNION ALL
  SELECT r.product_key, r.product_id, r.name, b.sign * r.quantity,
         CASE WHEN b.sign = 1 THEN r.revenue ELSE -r.revenue END,
         CASE WHEN b.sign = 1 THEN r.cogs ELSE -r.cogs END
  FROM unnest(p_levels, p_lo, p_hi, p_signs) b(level, lo, hi, sign)
  JOIN rollup_month_products r ON r.business_id = p_business AND r.month BETWEEN b.lo AND b.hi
  WHERE b.level = 'month'
  UNION ALL
  SELECT r.product_key, r.product_id, r.name, b.sign * r.quantity,
         CASE WHEN b.sign = 1 THEN r.revenue ELSE -r.revenue END,
         CASE WHEN b.sign = 1 THEN r.cogs ELSE -r.cogs END
  FROM unnest(p_levels, p_lo, p_hi, p_signs) b(level, lo, hi, sign)
  JOIN rollup_year_products r ON r.business_id = p_business AND r.year BETWEEN b.lo AND b.hi
  WHERE b.level = 'year'
$$;
--> statement-breakpoint
CREATE FUNCTION customer_range_rows(
  p_business uuid, p_levels text[], p_lo date[], p_hi date[], p_signs integer[]
) RETURNS TABLE (customer_id uuid, sales_count integer, revenue numeric)
LANGUAGE sql STABLE AS $$
  SELECT r.customer_id, b.sign * r.sales_count,
         CASE WHEN b.sign = 1 THEN r.revenue ELSE -r.revenue END
  FROM unnest(p_levels, p_lo, p_hi, p_signs) b(level, lo, hi, sign)
  JOIN rollup_day_customers r ON r.business_id = p_business AND r.day BETWEEN b.lo AND b.hi
  WHERE b.level = 'day'
  UNION ALL
  SELECT r.customer_id, b.sign * r.sales_count,
         CASE WHEN b.sign = 1 THEN r.revenue ELSE -r.revenue END
  FROM unnest(p_levels, p_lo, p_hi, p_signs) b(level, lo, hi, sign)
  JOIN rollup_month_customers r ON r.business_id = p_business AND r.month BETWEEN b.lo AND b.hi
  WHERE b.level = 'month'
  UNION ALL
  SELECT r.customer_id, b.sign * r.sales_count,
         CASE WHEN b.sign = 1 THEN r.revenue ELSE -r.revenue END
  FROM unnest(p_levels, p_lo, p_hi, p_signs) b(level, lo, hi, sign)
  JOIN rollup_year_customers r ON r.business_id = p_business AND r.year BETWEEN b.lo AND b.hi
  WHERE b.level = 'year'
$$;
--> statement-breakpoint
-- Analytics for a range in one plpgsql function (ADR 037, "A fixed statement, planned once"):
-- the statement analytics.repo.ts built as varying SQL text, with the range's signed calendar
-- buckets (analytics/range-rollups.ts) passed as arrays, so its shape never changes. plpgsql
-- keeps the plan of its statement for the session (PGlite's one connection, each pooled
-- PostgreSQL connection): planning it, ~10 ms on PGlite, is paid once instead of per request.
-- A generic plan from the first call (plan_cache_mode): the buckets are a handful of index
-- ranges whatever the values, and the default of five custom plans first would plan the
-- statement five more times on each connection.
-- Figures as before: numeric sums, rounded once for the range; the answer as one JSON object.
CREATE FUNCTION analytics_figures(
  p_business uuid, p_from date, p_to date, p_prev_from date, p_prev_to date,
  p_granularity text, p_top integer,
  -- The signed buckets: level ('day', 'month', 'year'), first and last date, +1 or -1.
  p_levels text[], p_lo date[], p_hi date[], p_signs integer[]
) RETURNS json LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN (
    WITH periods AS (
      SELECT date_trunc(p_granularity, day::timestamp)::date AS period,
             sum(sales_count)::integer AS n, sum(revenue) AS revenue, sum(cogs) AS cogs,
             sum(expenses) AS expenses
      FROM rollup_days WHERE business_id = p_business AND day BETWEEN p_from AND p_to
      GROUP BY 1
    ),
    series AS (
      SELECT p.period, coalesce(x.n, 0) AS n, coalesce(x.revenue, 0) AS revenue,
             coalesce(x.cogs, 0) AS cogs, coalesce(x.expenses, 0) AS expenses
      FROM (SELECT d::date AS period
            FROM generate_series(date_trunc(p_granularity, p_from::timestamp), p_to::timestamp,
                                 ('1 ' || p_granularity)::interval) d) p
      LEFT JOIN periods x ON x.period = p.period
    ),
    totals AS (
      SELECT sum(n)::integer AS n, sum(revenue) AS revenue, sum(cogs) AS cogs,
             sum(expenses) AS expenses
      FROM series
    ),
    previous_totals AS MATERIALIZED (
      SELECT coalesce(sum(sales_count), 0)::integer AS n, coalesce(sum(revenue), 0) AS revenue,
             coalesce(sum(cogs), 0) AS cogs, coalesce(sum(expenses), 0) AS expenses
      FROM rollup_days
      WHERE business_id = p_business AND day BETWEEN p_prev_from AND p_prev_to
    ),
    product_sums AS MATERIALIZED (
      -- Materialized: three rankings read it.
      SELECT product_id, name AS orphan_name, sum(quantity)::integer AS quantity,
             round(sum(revenue), 2) AS revenue, round(sum(revenue), 2) - sum(cogs) AS profit
      FROM product_range_rows(p_business, p_levels, p_lo, p_hi, p_signs)
      GROUP BY product_key, product_id, name
      HAVING sum(quantity) > 0
    ),
    top_customers AS (
      SELECT customer_id, sum(sales_count)::integer AS n, sum(revenue) AS revenue
      FROM customer_range_rows(p_business, p_levels, p_lo, p_hi, p_signs)
      GROUP BY 1 HAVING sum(sales_count) > 0
      ORDER BY sum(revenue) DESC, 1 LIMIT p_top
    ),
    payments AS (
      SELECT payment_method, sum(sales_count)::integer AS n, sum(revenue) AS revenue
      FROM rollup_day_methods WHERE business_id = p_business AND day BETWEEN p_from AND p_to
      GROUP BY 1 HAVING sum(sales_count) > 0
    ),
    hours AS (
      SELECT hour, sum(sales_count)::integer AS n, sum(revenue) AS revenue
      FROM rollup_day_hours WHERE business_id = p_business AND day BETWEEN p_from AND p_to
      GROUP BY 1
    )
    SELECT json_build_object(
      'totals', (SELECT json_build_object(
         'revenue', revenue, 'cogs', cogs, 'grossProfit', revenue - cogs, 'expenses', expenses,
         'netProfit', revenue - cogs - expenses, 'salesCount', n,
         'averageSale', CASE WHEN n > 0 THEN round(revenue / n, 2) ELSE 0 END) FROM totals),
      'previous', (SELECT json_build_object(
         'revenue', revenue, 'cogs', cogs, 'grossProfit', revenue - cogs, 'expenses', expenses,
         'netProfit', revenue - cogs - expenses, 'salesCount', n,
         'averageSale', CASE WHEN n > 0 THEN round(revenue / n, 2) ELSE 0 END)
         FROM previous_totals),
      'series', (SELECT json_agg(json_build_object(
         'period', period, 'revenue', revenue, 'cogs', cogs, 'grossProfit', revenue - cogs,
         'expenses', expenses, 'netProfit', revenue - cogs - expenses, 'salesCount', n)
         ORDER BY period) FROM series),
      -- Each ranking a bounded top-N sort of the grouped products, then the names of those few
      -- (a product's current name; a deleted product's, the name it was sold under).
      'products', json_build_object(
        'byRevenue', (SELECT coalesce(json_agg(json_build_object(
           'productId', p.product_id, 'name', coalesce(i.name, p.orphan_name),
           'quantity', p.quantity, 'revenue', p.revenue, 'profit', p.profit)
           ORDER BY p.revenue DESC, p.quantity DESC, p.product_id, p.orphan_name), '[]')
         FROM (SELECT * FROM product_sums
               ORDER BY revenue DESC, quantity DESC, product_id, orphan_name LIMIT p_top) p
         LEFT JOIN inventory_items i ON i.id = p.product_id),
        'byQuantity', (SELECT coalesce(json_agg(json_build_object(
           'productId', p.product_id, 'name', coalesce(i.name, p.orphan_name),
           'quantity', p.quantity, 'revenue', p.revenue, 'profit', p.profit)
           ORDER BY p.quantity DESC, p.revenue DESC, p.product_id, p.orphan_name), '[]')
         FROM (SELECT * FROM product_sums
               ORDER BY quantity DESC, revenue DESC, product_id, orphan_name LIMIT p_top) p
         LEFT JOIN inventory_items i ON i.id = p.product_id),
        'byProfit', (SELECT coalesce(json_agg(json_build_object(
           'productId', p.product_id, 'name', coalesce(i.name, p.orphan_name),
           'quantity', p.quantity, 'revenue', p.revenue, 'profit', p.profit)
           ORDER BY p.profit DESC, p.revenue DESC, p.product_id, p.orphan_name), '[]')
         FROM (SELECT * FROM product_sums
               ORDER BY profit DESC, revenue DESC, product_id, orphan_name LIMIT p_top) p
         LEFT JOIN inventory_items i ON i.id = p.product_id)),
      'customers', (SELECT coalesce(json_agg(json_build_object(
         'customerId', t.customer_id, 'name', c.name, 'salesCount', t.n, 'revenue', t.revenue)
         ORDER BY t.revenue DESC, c.name, t.customer_id), '[]')
         FROM top_customers t JOIN customers c ON c.id = t.customer_id),
      'payments', (SELECT coalesce(json_agg(json_build_object(
         'paymentMethod', payment_method, 'salesCount', n, 'revenue', revenue)
         ORDER BY revenue DESC, payment_method), '[]') FROM payments),
      'hours', (SELECT json_agg(json_build_object(
         'hour', x, 'salesCount', coalesce(hours.n, 0), 'revenue', coalesce(hours.revenue, 0))
         ORDER BY x)
         FROM generate_series(0, 23) x LEFT JOIN hours ON hours.hour = x))
  );
END
$$;
