import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@app/api/src/platform/db.ts';

/**
 * A realistic business written with bulk SQL (INSERT ... SELECT over generate_series), so
 * 100,000 sales take seconds rather than the minutes the API would need. Every row satisfies
 * the schema's checks (totals add up, balances match) and, for every product,
 * stock == sum(stock_entries.quantity_change): an opening entry, then one 'sale' entry per
 * product of each sale, with stock_after the running total.
 */
export interface GenerateOptions {
  businessId: string;
  userId: string;
  /** The business's time zone: sales follow its opening hours. */
  timezone: string;
  /** The business's tax rate in percent (tax is added on top of the prices). */
  taxRate: number;
  products: number;
  categories: number;
  customers: number;
  sales: number;
  /** The sales spread over this many days, up to now. */
  days: number;
  seed: number;
  now: Date;
}

export const DEFAULT_GENERATE_OPTIONS = {
  products: 5_000,
  categories: 30,
  customers: 1_000,
  sales: 100_000,
  days: 730,
  seed: 0.42,
} as const;

const CATEGORY_NAMES = [
  'Beverages',
  'Snacks',
  'Dairy',
  'Bakery',
  'Grains',
  'Canned food',
  'Spices',
  'Frozen',
  'Produce',
  'Meat',
  'Seafood',
  'Household',
  'Cleaning',
  'Personal care',
  'Baby',
  'Pharmacy',
  'Stationery',
  'Electronics',
  'Phone accessories',
  'Kitchenware',
  'Hardware',
  'Clothing',
  'Shoes',
  'Beauty',
  'Hair care',
  'Toys',
  'Pet supplies',
  'Garden',
  'Sports',
  'Gifts',
];
const PRODUCT_WORDS = [
  'Classic',
  'Premium',
  'Family',
  'Mini',
  'Super',
  'Fresh',
  'Golden',
  'Royal',
  'Daily',
  'Extra',
  'Natural',
  'Smart',
  'Happy',
  'Sunny',
  'Original',
];
const FIRST_NAMES = [
  'Ada',
  'Chidi',
  'Ngozi',
  'Emeka',
  'Funmi',
  'Tunde',
  'Aisha',
  'Musa',
  'Kemi',
  'Bola',
  'Ife',
  'Yusuf',
  'Grace',
  'Samuel',
  'Zainab',
  'Kofi',
  'Ama',
  'Wanjiru',
  'Otieno',
  'Thabo',
];
const LAST_NAMES = [
  'Obi',
  'Okafor',
  'Adeyemi',
  'Bello',
  'Eze',
  'Okoro',
  'Mensah',
  'Balogun',
  'Nwosu',
  'Danjuma',
  'Ibrahim',
  'Owusu',
  'Kamau',
  'Ndlovu',
  'Afolabi',
];

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`);

interface Executor {
  execute(query: SQL): Promise<unknown>;
}

async function run(db: Executor, label: string, query: SQL, log: (m: string) => void) {
  const started = performance.now();
  try {
    await db.execute(query);
  } catch (err) {
    // Drizzle's error repeats the whole statement; PostgreSQL's reason is enough to read.
    const reason = (err as { cause?: Error }).cause?.message ?? String(err);
    throw new Error(`generating ${label}: ${reason}`, { cause: err });
  }
  log(`  ${label} (${Math.round(performance.now() - started)} ms)`);
}

/** Writes the business's catalogue, customers, two years of sales, stock history and expenses. */
export async function generateBusinessData(
  database: Database,
  options: GenerateOptions,
  log: (message: string) => void = () => undefined,
): Promise<void> {
  const o = options;
  const b = o.businessId;
  const tz = o.timezone;
  const now = o.now.toISOString();
  // One transaction: one connection (the temporary tables live there), all or nothing.
  await database.db.transaction(async (tx) => {
    const step = (label: string, query: SQL) => run(tx, label, query, log);
    await step('seed', sql`select setseed(${o.seed})`);
    // Every reference below is consistent by construction: skip the per-row foreign-key
    // triggers while loading (a superuser setting; without the right, the load is only slower).
    try {
      await tx.transaction((savepoint) =>
        savepoint.execute(sql`set local session_replication_role = replica`),
      );
    } catch {
      log('  (foreign-key checks stay on: not a superuser)');
    }
    await step(
      `${o.categories} categories`,
      sql`insert into categories (business_id, name, position)
        select ${b}, (${textArray(CATEGORY_NAMES)})[1 + (n - 1) % ${CATEGORY_NAMES.length}]
                     || case when n > ${CATEGORY_NAMES.length} then ' ' || n else '' end, n - 1
        from generate_series(1, ${o.categories}) n`,
    );
    // Prices from 0.50 to about 250, skewed cheap; cost 55-85% of the price.
    await step(
      `${o.products} products`,
      sql`insert into inventory_items
          (business_id, name, sku, barcode, category_id, price, cost, stock, unit, low_stock_threshold, created_at, updated_at)
        select ${b},
               (${textArray(PRODUCT_WORDS)})[1 + n % ${PRODUCT_WORDS.length}] || ' ' || c.name || ' ' || n,
               'SKU-' || lpad(n::text, 6, '0'),
               (6150000000000 + n)::text,
               c.id, p.price, round((p.price * (0.55 + random() * 0.3))::numeric, 2), 0,
               case when n % 7 = 0 then 'kg' else 'pcs' end,
               case when n % 10 = 0 then 20 else null end,
               ${now}::timestamptz - interval '731 days', ${now}::timestamptz - interval '731 days'
        from generate_series(1, ${o.products}) n
        cross join lateral (select round((0.5 + power(random(), 3) * 250)::numeric, 2) as price) p
        join (select id, name, row_number() over (order by position) as k from categories where business_id = ${b}) c
          on c.k = 1 + n % ${o.categories}`,
    );
    await step(
      `${o.customers} customers`,
      sql`insert into customers (business_id, name, phone, email, created_at, updated_at)
        select ${b},
               (${textArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}] || ' ' ||
               (${textArray(LAST_NAMES)})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] || ' ' || n,
               '+234 80' || lpad((n * 7919 % 100000000)::text, 8, '0'),
               case when n % 3 = 0 then 'customer' || n || '@example.com' end,
               ${now}::timestamptz - interval '731 days', ${now}::timestamptz - interval '731 days'
        from generate_series(1, ${o.customers}) n`,
    );

    // Sales per day: growing over the two years, Saturdays busiest, Sundays quiet; within a day,
    // opening hours 7-21 local with a lunch and an evening peak.
    await step(
      'sale plan',
      sql`create temporary table bench_sale_plan on commit drop as
        with days as (
          select d::date as day,
                 (0.6 + 0.8 * (d::date - (${now}::timestamptz at time zone ${tz})::date + ${o.days}::int) / ${o.days}::numeric)
                 * (array[0.55, 1.0, 0.95, 1.0, 1.05, 1.25, 1.45])[extract(isodow from d)::int] as weight
          from generate_series((${now}::timestamptz at time zone ${tz})::date - ${o.days - 1}::int,
                               (${now}::timestamptz at time zone ${tz})::date, interval '1 day') d
        ),
        counts as (
          select day, round(weight / sum(weight) over () * ${o.sales})::int as n from days
        ),
        hours as (
          select h, sum(w) over (order by h)::numeric / sum(w) over () as upto,
                 coalesce(sum(w) over (order by h rows between unbounded preceding and 1 preceding), 0)::numeric
                 / sum(w) over () as after
          from unnest(array[7,8,9,10,11,12,13,14,15,16,17,18,19,20,21],
                      array[2,4,6,7,8,10,11,8,7,7,9,11,10,7,3]) as t(h, w)
        ),
        slots as (
          select c.day, g.k, random() as r, random() as m from counts c, generate_series(1, c.n) g(k)
        )
        select row_number() over (order by t.sold_at) as n, gen_random_uuid() as id, t.sold_at,
               case
                 when t.p < 0.08 then 'credit'
                 when t.p < 0.53 then 'cash'
                 when t.p < 0.73 then 'mobile_money'
                 when t.p < 0.88 then 'transfer'
                 else 'card'
               end as payment_method,
               t.p, t.c, 1 + floor(power(random(), 1.6) * 6)::int as line_count
        from (
          select ((s.day + make_interval(hours => h.h, secs => floor(s.m * 3600)::int)) at time zone ${tz}) as sold_at,
                 random() as p, random() as c
          from slots s join hours h on s.r >= h.after and s.r < h.upto
        ) t
        where t.sold_at <= ${now}::timestamptz`,
    );
    await step(
      'sale lines',
      sql`create temporary table bench_sale_lines on commit drop as
        with products as (
          select id, name, price, cost, row_number() over (order by sku) as k
          from inventory_items where business_id = ${b}
        ),
        picks as (
          select s.n, s.id as sale_id, s.sold_at, g.position,
                 1 + floor(power(random(), 2.2) * ${o.products})::int as k,
                 1 + floor(power(random(), 4) * 6)::int as quantity,
                 random() < 0.05 as discounted
          from bench_sale_plan s cross join lateral generate_series(0, s.line_count - 1) g(position)
        )
        select p.n, p.sale_id, p.sold_at, p.position, i.id as product_id, i.name, p.quantity,
               i.price as unit_price,
               -- The cost then: up to 10% lower two years ago.
               round(i.cost * (0.9 + 0.1 * extract(epoch from p.sold_at - (${now}::timestamptz - interval '730 days'))
                                        / extract(epoch from interval '730 days'))::numeric, 2) as cost,
               case when p.discounted then round(p.quantity * i.price * 0.1, 2) else 0 end as discount
        from picks p join products i on i.k = least(p.k, ${o.products})`,
    );
    await step(
      'sales',
      sql`insert into sales (id, business_id, customer_id, receipt_number, receipt_code, subtotal, discount,
                           tax_rate, tax, total, amount_paid, balance, cogs, payment_method, sold_at,
                           created_by, created_at, updated_at)
        with totals as (
          select sale_id, sum(quantity * unit_price - discount) as subtotal, sum(quantity * cost) as cogs
          from bench_sale_lines group by sale_id
        ),
        customers_k as (
          select id, row_number() over (order by name) as k from customers where business_id = ${b}
        ),
        priced as (
          select s.*, t.subtotal, t.cogs,
                 case when s.p > 0.97 then round(t.subtotal * 0.05, 2) else 0 end as sale_discount
          from bench_sale_plan s join totals t on t.sale_id = s.id
        ),
        taxed as (
          select p.*, round((p.subtotal - p.sale_discount) * ${o.taxRate} / 100, 2) as tax,
                 case when p.payment_method = 'credit' or p.c < 0.35
                      then least(1 + floor(power(random(), 2) * ${o.customers})::int, ${o.customers}) end as customer_k
          from priced p
        )
        select t.id, ${b}, c.id, t.n, 'bench' || md5(t.id::text), t.subtotal, t.sale_discount,
               ${o.taxRate}, t.tax, t.subtotal - t.sale_discount + t.tax,
               case when t.payment_method = 'credit'
                    then case when t.c < 0.5 then 0 else round((t.subtotal - t.sale_discount + t.tax) / 2, 2) end
                    else t.subtotal - t.sale_discount + t.tax end,
               case when t.payment_method = 'credit'
                    then (t.subtotal - t.sale_discount + t.tax)
                         - case when t.c < 0.5 then 0 else round((t.subtotal - t.sale_discount + t.tax) / 2, 2) end
                    else 0 end,
               t.cogs, t.payment_method, t.sold_at, ${o.userId}, t.sold_at, t.sold_at
        from taxed t left join customers_k c on c.k = t.customer_k`,
    );
    await step(
      'sale items',
      sql`insert into sale_items (sale_id, business_id, product_id, position, name, cost, unit_price, quantity, discount, line_total)
        select sale_id, ${b}, product_id, position, name, cost, unit_price, quantity, discount,
               quantity * unit_price - discount
        from bench_sale_lines`,
    );
    await step(
      'receipt counter',
      sql`insert into sale_counters (business_id, last_receipt_number)
        select ${b}, coalesce(max(n), 0) from bench_sale_plan
        on conflict (business_id) do update set last_receipt_number = excluded.last_receipt_number`,
    );
    // Opening stock: what was sold plus what is left (a tenth of the products end low or out).
    await step(
      'opening stock plan',
      sql`create temporary table bench_opening on commit drop as
        select i.id as product_id, i.name, i.cost, coalesce(s.sold, 0) as sold,
               coalesce(s.sold, 0) + case when i.sku like '%0' then floor(random() * 6)::int
                                          else 20 + floor(random() * 80)::int end as qty
        from inventory_items i
        left join (select product_id, sum(quantity)::int as sold from bench_sale_lines group by product_id) s
          on s.product_id = i.id
        where i.business_id = ${b}`,
    );
    await step(
      'opening stock entries',
      sql`insert into stock_entries (business_id, product_id, product_name, type, quantity_change, stock_after, unit_cost, note, created_by, created_at)
        select ${b}, product_id, name, 'opening', qty, qty, cost, 'Opening stock', ${o.userId},
               ${now}::timestamptz - interval '731 days'
        from bench_opening where qty <> 0`,
    );
    // One entry per product of each sale; stock_after is the running total from the opening.
    await step(
      'sale stock entries',
      sql`insert into stock_entries (business_id, product_id, product_name, type, quantity_change, stock_after, note, sale_id, created_by, created_at)
        select ${b}, e.product_id, e.name, 'sale', -e.quantity,
               o.qty - sum(e.quantity) over (partition by e.product_id order by e.sold_at, e.sale_id),
               'Sale #' || e.n, e.sale_id, ${o.userId}, e.sold_at
        from (select sale_id, product_id, n, sold_at, min(name) as name, sum(quantity)::int as quantity
              from bench_sale_lines group by sale_id, product_id, n, sold_at) e
        join bench_opening o on o.product_id = e.product_id`,
    );
    await step(
      'stock',
      sql`update inventory_items i set stock = o.qty - o.sold
        from bench_opening o where i.id = o.product_id and i.business_id = ${b}`,
    );
    await step(
      'customer payments',
      sql`insert into customer_payments (business_id, customer_id, amount, method, note, created_by, created_at)
        select ${b}, customer_id, round(sum(balance) / 2, 2), 'cash', 'Part payment', ${o.userId},
               max(sold_at) + interval '3 days'
        from sales where business_id = ${b} and balance > 0
        group by customer_id having round(sum(balance) / 2, 2) > 0 and max(sold_at) < ${now}::timestamptz - interval '3 days'`,
    );

    // Expenses: rent and salaries through schedules (already recorded up to today), utilities
    // monthly, transport weekly, and a few hundred one-off purchases.
    await step(
      'recurring expenses',
      sql`insert into recurring_expenses (business_id, amount, category, payment_method, note, frequency, start_date, next_index, next_date, created_by, created_at, updated_at)
        select ${b}, amount, category, 'transfer', note, 'monthly', start_date,
               n.next_index, (start_date + make_interval(months => n.next_index))::date, ${o.userId},
               ${now}::timestamptz - interval '731 days', ${now}::timestamptz - interval '731 days'
        from (values (250000.00::numeric, 'rent', 'Shop rent'), (180000.00, 'salaries', 'Two shop assistants'))
             as v(amount, category, note)
        cross join lateral (select ((${now}::timestamptz at time zone ${tz})::date - ${o.days}::int)::date as start_date) s
        cross join lateral (
          select count(*)::int as next_index
          from generate_series(0, 40) k
          where (s.start_date + make_interval(months => k))::date <= (${now}::timestamptz at time zone ${tz})::date
        ) n`,
    );
    await step(
      'scheduled expenses',
      sql`insert into expenses (business_id, amount, category, date, payment_method, note, recurring_id, occurrence_date, created_by, created_at, updated_at)
        select r.business_id, r.amount, r.category, d, r.payment_method, r.note, r.id, d, ${o.userId},
               d::timestamp at time zone ${tz}, d::timestamp at time zone ${tz}
        from recurring_expenses r
        cross join lateral (
          select (r.start_date + make_interval(months => k))::date as d from generate_series(0, r.next_index - 1) k
        ) o
        where r.business_id = ${b}`,
    );
    await step(
      'other expenses',
      sql`insert into expenses (business_id, amount, category, date, payment_method, note, created_by, created_at, updated_at)
        select ${b}, e.amount, e.category, e.day, e.method, e.note, ${o.userId},
               e.day::timestamp at time zone ${tz}, e.day::timestamp at time zone ${tz}
        from (
          select d::date as day, 'utilities' as category, round((25000 + random() * 15000)::numeric, 2) as amount,
                 'transfer' as method, 'Electricity and water' as note
          from generate_series((${now}::timestamptz at time zone ${tz})::date - ${o.days - 1}::int,
                               (${now}::timestamptz at time zone ${tz})::date, interval '1 month') d
          union all
          select d::date, 'transport', round((3000 + random() * 4000)::numeric, 2), 'cash', 'Market run'
          from generate_series((${now}::timestamptz at time zone ${tz})::date - ${o.days - 1}::int,
                               (${now}::timestamptz at time zone ${tz})::date, interval '1 week') d
          union all
          select (${now}::timestamptz at time zone ${tz})::date - floor(random() * ${o.days})::int,
                 (array['supplies', 'marketing', 'other', 'generator fuel', 'repairs'])[1 + floor(random() * 5)::int],
                 round((1000 + power(random(), 2) * 60000)::numeric, 2),
                 (array['cash', 'mobile_money', 'card'])[1 + floor(random() * 3)::int],
                 null
          from generate_series(1, 150)
        ) e`,
    );
    // Everything above was written with the triggers off (session_replication_role), the report
    // rollups' too (ADR 034): they are rebuilt from the rows, as the admin command does.
    await step('report rollups', sql`select rollups_rebuild(${b}::uuid)`);
  });
  // PGlite has no autovacuum: fresh statistics and a visibility map for the planner.
  await run(database.db, 'vacuum analyze', sql`vacuum analyze`, log);
}
