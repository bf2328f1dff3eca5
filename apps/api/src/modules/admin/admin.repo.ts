import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AdminUsersQuery } from '@app/contracts';
import { users } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
const ts = (v: unknown): Date | null =>
  v === null || v === undefined ? null : new Date(v as string);

export interface TrialRules {
  now: Date;
  freeTrialDays: number;
  gracePeriodDays: number;
  betaEndsAt: Date | null;
}

/**
 * The trial category of `u` in SQL, for filtering the list: the same order of decisions as
 * computeTrialStatus (modules/trial/trial-status.ts): admin, paid, beta, trial, grace, expired.
 */
function trialCategorySql(rules: TrialRules): SQL {
  const now = sql`${rules.now.toISOString()}::timestamptz`;
  const beta = rules.betaEndsAt
    ? sql`${rules.betaEndsAt.toISOString()}::timestamptz`
    : sql`null::timestamptz`;
  const trialEnd = sql`(greatest(u.created_at, ${beta}) + make_interval(days => ${rules.freeTrialDays}::int))`;
  return sql`case
    when u.admin_role is not null then 'admin'
    when exists (select 1 from subscriptions su where su.user_id = u.id and su.status = 'active'
                 and su.current_period_end > ${now}) then 'subscription'
    when coalesce(${beta} > ${now}, false) then 'beta'
    when ${now} < ${trialEnd} then 'trial'
    when ${now} < ${trialEnd} + make_interval(days => ${rules.gracePeriodDays}::int) then 'grace'
    else 'expired' end`;
}

export interface UserAggregate {
  id: string;
  businesses_count: number;
  sales_count: number;
  last_active_at: Date | null;
}

const SORTS: Record<AdminUsersQuery['sort'], string> = {
  created_at: 'created_at',
  email: 'email',
  username: 'lower(username)',
  last_active: 'last_active_at',
  sales_count: 'sales_count',
  businesses_count: 'businesses_count',
};

/** Each user with their counts; filtered, sorted and paged in one statement. */
export async function listUsers(
  db: DbOrTx,
  query: AdminUsersQuery,
  rules: TrialRules,
  onlyId?: string,
): Promise<{ rows: UserAggregate[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (onlyId) where.push(sql`id = ${onlyId}::uuid`);
  if (query.search) {
    const like = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(lower(email) like ${like} or lower(username) like ${like})`);
  }
  if (query.verified !== undefined) where.push(sql`is_verified = ${query.verified}`);
  if (query.admin !== undefined)
    where.push(query.admin ? sql`admin_role is not null` : sql`admin_role is null`);
  if (query.trialCategory) where.push(sql`trial_category = ${query.trialCategory}`);
  if (query.hasSales !== undefined)
    where.push(query.hasSales ? sql`sales_count > 0` : sql`sales_count = 0`);
  if (query.createdFrom) where.push(sql`created_at >= ${query.createdFrom}::date::timestamptz`);
  if (query.createdTo) where.push(sql`created_at < (${query.createdTo}::date + 1)::timestamptz`);
  const direction = query.order === 'asc' ? sql.raw('asc nulls first') : sql.raw('desc nulls last');
  const result = await db.execute(sql`
    with base as (
      select u.id, u.email, u.username, u.is_verified, u.admin_role, u.created_at,
        (select count(*) from businesses b where b.owner_id = u.id)::int as businesses_count,
        (select count(*) from sales s join businesses b on b.id = s.business_id
          where b.owner_id = u.id)::int as sales_count,
        greatest(u.last_login_at,
          (select max(se.created_at) from sessions se where se.user_id = u.id)) as last_active_at,
        ${trialCategorySql(rules)} as trial_category
      from users u
    )
    select id, businesses_count, sales_count, last_active_at, count(*) over ()::int as total
    from base
    where ${sql.join(where, sql` and `)}
    order by ${sql.raw(SORTS[query.sort])} ${direction}, id
    limit ${query.limit} offset ${(query.page - 1) * query.limit}`);
  const rows = rowsOf<UserAggregate & { total: number }>(result);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [again] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from (
        select u.id, u.email, u.username, u.is_verified, u.admin_role, u.created_at,
          (select count(*) from sales s join businesses b on b.id = s.business_id
            where b.owner_id = u.id)::int as sales_count,
          ${trialCategorySql(rules)} as trial_category
        from users u) base where ${sql.join(where, sql` and `)}`),
    );
    total = again?.n ?? 0;
  }
  return {
    rows: rows.map((r) => ({
      id: r.id,
      businesses_count: Number(r.businesses_count),
      sales_count: Number(r.sales_count),
      last_active_at: ts(r.last_active_at),
    })),
    total: Number(total),
  };
}

export async function findUsers(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

export async function findUser(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Locks the row, so two concurrent role changes serialise and each records what it saw. */
export async function findUserForUpdate(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
}

export async function setAdminRole(
  tx: DbOrTx,
  id: string,
  role: 'admin' | 'super_admin' | null,
  now: Date,
) {
  const [row] = await tx
    .update(users)
    .set({ adminRole: role, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function userBusinesses(db: DbOrTx, userId: string) {
  const result = await db.execute(sql`
    select b.id, b.name, b.currency, b.created_at,
      (select count(*) from sales s where s.business_id = b.id)::int as sales_count,
      (select max(s.sold_at) from sales s where s.business_id = b.id) as last_sale_at
    from businesses b where b.owner_id = ${userId}::uuid order by b.created_at`);
  return rowsOf<{
    id: string;
    name: string;
    currency: string;
    created_at: unknown;
    sales_count: number;
    last_sale_at: unknown;
  }>(result).map((r) => ({
    id: r.id,
    name: r.name,
    currency: r.currency,
    created_at: ts(r.created_at)!.toISOString(),
    sales_count: Number(r.sales_count),
    last_sale_at: ts(r.last_sale_at)?.toISOString() ?? null,
  }));
}

// ---- statistics (UTC days) ----

/** Platform-wide counts; sales are counted with their amounts (salesByCurrency), in one pass. */
export async function totals(db: DbOrTx) {
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select
      (select count(*) from users)::int as users,
      (select count(*) from businesses)::int as businesses,
      (select count(*) from inventory_items)::int as inventory,
      (select count(*) from customers)::int as customers`),
  );
  return row!;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayStart = (d: Date) => new Date(Math.floor(d.getTime() / DAY_MS) * DAY_MS);
const nextDayStart = (d: Date) => {
  const start = dayStart(d);
  return start.getTime() === d.getTime() ? start : new Date(start.getTime() + DAY_MS);
};
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Sales in [from, to) (either bound optional) as rows of (business_id, n, amount), several per
 * business at most three: the whole UTC days inside from `rollup_utc_days` (ADR 066), the part
 * of a day at either end from the sales themselves (a short range of the sold_at index). So the
 * cost follows the number of businesses and days, not of sales, and the figures are the sales'.
 */
function salesRows(from?: Date, to?: Date): SQL {
  const fromSales = (
    a: Date,
    b: Date,
  ) => sql`select business_id, count(*) as n, sum(total) as amount
    from sales where sold_at >= ${at(a)} and sold_at < ${at(b)} group by business_id`;
  const firstDay = from && nextDayStart(from);
  const endDay = to && dayStart(to);
  // Within one UTC day: no whole day to read.
  if (from && to && firstDay! >= endDay!) return fromSales(from, to);
  const days: SQL[] = [sql`sales_count <> 0`];
  if (firstDay) days.push(sql`day >= ${isoDay(firstDay)}::date`);
  if (endDay) days.push(sql`day < ${isoDay(endDay)}::date`);
  const parts = [
    sql`select business_id, sales_count as n, total as amount from rollup_utc_days
      where ${sql.join(days, sql` and `)}`,
  ];
  if (from && from < firstDay!) parts.push(fromSales(from, firstDay!));
  if (to && endDay! < to) parts.push(fromSales(endDay!, to));
  return sql.join(parts, sql` union all `);
}

/**
 * Sales and their total per currency, as exact decimal strings, between optional bounds: summed
 * per business first (salesRows), so the join to businesses for the currency is one row per
 * business.
 */
export async function salesByCurrency(db: DbOrTx, from?: Date, to?: Date) {
  return rowsOf<{ currency: string; sales: number; amount: string }>(
    await db.execute(sql`with per_business as (
        select business_id, sum(n) as n, sum(amount) as amount from (${salesRows(from, to)}) x
        group by business_id
      )
      select b.currency, sum(p.n)::int as sales, sum(p.amount)::text as amount
      from per_business p join businesses b on b.id = p.business_id
      group by b.currency order by b.currency`),
  );
}

/** New rows of each kind created in [from, to); sales by sold_at; active = businesses with a sale. */
export async function countsBetween(db: DbOrTx, from: Date, to: Date) {
  const f = sql`${from.toISOString()}::timestamptz`;
  const t = sql`${to.toISOString()}::timestamptz`;
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select
      (select count(*) from users where created_at >= ${f} and created_at < ${t})::int as users,
      (select count(*) from businesses where created_at >= ${f} and created_at < ${t})::int as businesses,
      sold.sales, sold.active_businesses,
      (select count(*) from shop_orders where created_at >= ${f} and created_at < ${t})::int as orders,
      (select count(*) from customers where created_at >= ${f} and created_at < ${t})::int as customers
    from (select coalesce(sum(n), 0)::int as sales, count(distinct business_id)::int as active_businesses
          from (${salesRows(from, to)}) x) sold`),
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
}

/**
 * One row a UTC day from `from` (a day start) for `days` days, empty days included; sales from
 * the UTC-day rollup (whole days only, ADR 066).
 */
export async function dailySeries(db: DbOrTx, from: Date, days: number) {
  const to = new Date(from.getTime() + days * DAY_MS);
  const f = sql`${from.toISOString()}::timestamptz`;
  const t = sql`(${from.toISOString()}::timestamptz + make_interval(days => ${days}::int))`;
  const day = (col: string) => sql.raw(`(date_trunc('day', ${col} at time zone 'UTC'))::date`);
  const result = await db.execute(sql`
    with days as (
      select (d at time zone 'UTC')::date as day
      from generate_series(${f}, ${t} - interval '1 day', interval '1 day') d
    ),
    signups as (
      select ${day('created_at')} as day, count(*)::int as n from users
      where created_at >= ${f} and created_at < ${t} group by 1
    ),
    per_business as (
      select day, business_id, sales_count as n, total as amount from rollup_utc_days
      where day >= ${isoDay(from)}::date and day < ${isoDay(to)}::date and sales_count <> 0
    ),
    sold as (
      select p.day, b.currency, sum(p.n)::int as n, sum(p.amount)::text as amount
      from per_business p join businesses b on b.id = p.business_id group by 1, 2
    ),
    active as (select day, count(*)::int as n from per_business group by 1)
    select to_char(d.day, 'YYYY-MM-DD') as date,
      coalesce(su.n, 0)::int as signups,
      coalesce((select sum(n) from sold where sold.day = d.day), 0)::int as sales,
      coalesce((select jsonb_object_agg(currency, amount) from sold where sold.day = d.day), '{}'::jsonb) as amounts,
      coalesce(a.n, 0)::int as active_businesses
    from days d
    left join signups su on su.day = d.day
    left join active a on a.day = d.day
    order by d.day`);
  return rowsOf<{
    date: string;
    signups: number;
    sales: number;
    amounts: Record<string, string> | string;
    active_businesses: number;
  }>(result);
}
