import { sql } from 'drizzle-orm';
import type { PaymentMethod } from '@app/contracts';
import {
  customerPayments,
  customers,
  inventoryItems,
  rollupDays,
  sales,
} from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

/*
 * The dashboard is a read model over the rollups, inventory and customers (like analytics): what the
 * owner sees first every morning, in one statement. Money stays numeric until JSON carries it.
 */

export interface WindowRow {
  period: 'day' | 'week' | 'month';
  isPrevious: boolean;
  from: string;
  to: string;
  revenue: number;
  grossProfit: number;
  salesCount: number;
  expenses: number;
  netProfit: number;
}

export interface DashboardRow {
  windows: WindowRow[];
  lowStock: {
    id: string;
    name: string;
    sku: string | null;
    unit: string | null;
    stock: number;
    threshold: number;
    image: string | null;
  }[];
  recentSales: {
    id: string;
    receiptNumber: number;
    total: number;
    customerName: string | null;
    soldAt: string;
    paymentMethod: PaymentMethod;
  }[];
  balances: {
    total: number;
    customerCount: number;
    customers: { id: string; name: string; balance: number }[];
  };
}

export interface DashboardQuery {
  businessId: string;
  timezone: string;
  now: Date;
  defaultThreshold: number;
  limit: number;
}

/**
 * Six windows on the business's clock: today, this week (ISO, from Monday) and this month so
 * far, each with the period before up to the same point. Whole days come from the rollups
 * (ADR 034); the last, partial day of a period before from its sales (one day's worth).
 */
export async function dashboardFigures(db: DbOrTx, q: DashboardQuery): Promise<DashboardRow> {
  const s = sales;
  const d = rollupDays;
  const c = customers;
  const inv = inventoryItems;
  const tz = sql`${q.timezone}::text`;
  const result = await db.execute(sql`
    with clock as (select ${q.now.toISOString()}::timestamptz at time zone ${tz} as local),
    windows as (
      -- full_until: the rollups give the whole days before it; the sales from its start to
      -- upper are read one by one (the period before stops at this time of day, not at midnight).
      select k.period, k.is_previous, k.start::date as first_day, k.last_day, k.full_until,
             k.full_until::timestamp at time zone ${tz} as partial_lower, k.stop at time zone ${tz} as upper
      from clock, lateral (
        select p as period, false as is_previous, date_trunc(p, local) as start,
               date_trunc(p, local) + ('1 ' || p)::interval as stop, local::date as last_day,
               (date_trunc(p, local) + ('1 ' || p)::interval)::date as full_until
        from unnest(array['day', 'week', 'month']) p
        union all
        select p, true, date_trunc(p, local) - ('1 ' || p)::interval,
               local - ('1 ' || p)::interval, (local - ('1 ' || p)::interval)::date,
               (local - ('1 ' || p)::interval)::date
        from unnest(array['day', 'week', 'month']) p
      ) k
    ),
    figures as (
      select w.period, w.is_previous, w.first_day, w.last_day,
             coalesce(f.n, 0) + coalesce(partial.n, 0) as n,
             coalesce(f.revenue, 0) + coalesce(partial.revenue, 0)
               - coalesce(partial_refunds.revenue, 0) as revenue,
             coalesce(f.cogs, 0) + coalesce(partial.cogs, 0)
               - coalesce(partial_refunds.cogs, 0) as cogs,
             coalesce(e.expenses, 0) as expenses
      from windows w
      left join lateral (
        select sum(${d.salesCount})::integer as n, sum(${d.revenue}) as revenue, sum(${d.cogs}) as cogs
        from ${d}
        where ${d.businessId} = ${q.businessId} and ${d.day} >= w.first_day and ${d.day} < w.full_until
      ) f on true
      left join lateral (
        select count(*)::integer as n, sum(${s.total} - ${s.tax}) as revenue, sum(${s.cogs}) as cogs
        from ${s}
        where ${s.businessId} = ${q.businessId} and ${s.soldAt} >= w.partial_lower and ${s.soldAt} < w.upper
      ) partial on true
      left join lateral (
        -- The partial day net of its refunds, as the rollups are (on the refund's day).
        select sum(r.amount - r.tax) as revenue, sum(r.cogs) as cogs
        from refunds r
        where r.business_id = ${q.businessId} and r.refunded_at >= w.partial_lower
          and r.refunded_at < w.upper
      ) partial_refunds on true
      left join lateral (
        select sum(${d.expenses}) as expenses
        from ${d}
        where ${d.businessId} = ${q.businessId} and ${d.day} between w.first_day and w.last_day
      ) e on true
    ),
    low_stock as (
      select ${inv.id} as id, ${inv.name} as name, ${inv.sku} as sku, ${inv.unit} as unit,
             ${inv.stock} as stock, ${inv.image} as image,
             coalesce(${inv.lowStockThreshold}, ${q.defaultThreshold}::integer) as threshold
      from ${inv}
      where ${inv.businessId} = ${q.businessId}
        and ${inv.stock} <= coalesce(${inv.lowStockThreshold}, ${q.defaultThreshold}::integer)
      order by ${inv.stock}, lower(${inv.name}), ${inv.id}
      limit ${q.limit}
    ),
    recent as (
      select ${s.id} as id, ${s.receiptNumber} as receipt_number, ${s.total} as total,
             ${s.customerId} as customer_id, ${s.soldAt} as sold_at, ${s.paymentMethod} as payment_method
      from ${s} where ${s.businessId} = ${q.businessId}
      order by ${s.soldAt} desc, ${s.id} desc
      limit ${q.limit}
    ),
    owed as (
      select ${s.customerId} as customer_id, sum(${s.balance}) as owed
      from ${s}
      where ${s.businessId} = ${q.businessId} and ${s.balance} > 0 and ${s.customerId} is not null
      group by ${s.customerId}
    ),
    balances as (
      select o.customer_id, o.owed - coalesce(sum(${customerPayments.amount}), 0) as balance
      from owed o
      left join ${customerPayments}
        on ${customerPayments.customerId} = o.customer_id
       and ${customerPayments.businessId} = ${q.businessId}
      group by o.customer_id, o.owed
      having o.owed - coalesce(sum(${customerPayments.amount}), 0) > 0
    ),
    top_balances as (
      select b.customer_id, ${c.name} as name, b.balance
      from balances b join ${c} on ${c.id} = b.customer_id
      order by b.balance desc, ${c.name}, b.customer_id
      limit ${q.limit}
    )
    select
      (select json_agg(json_build_object(
         'period', period, 'isPrevious', is_previous, 'from', first_day, 'to', last_day,
         'revenue', revenue, 'grossProfit', revenue - cogs, 'salesCount', n, 'expenses', expenses,
         'netProfit', revenue - cogs - expenses))
       from figures) as windows,
      (select coalesce(json_agg(json_build_object(
         'id', id, 'name', name, 'sku', sku, 'unit', unit, 'stock', stock, 'threshold', threshold,
         'image', image) order by stock, lower(name), id), '[]')
       from low_stock) as "lowStock",
      (select coalesce(json_agg(json_build_object(
         'id', r.id, 'receiptNumber', r.receipt_number, 'total', r.total,
         'customerName', ${c.name}, 'soldAt', r.sold_at, 'paymentMethod', r.payment_method)
         order by r.sold_at desc, r.id desc), '[]')
       from recent r left join ${c} on ${c.id} = r.customer_id) as "recentSales",
      json_build_object(
        'total', (select coalesce(sum(balance), 0) from balances),
        'customerCount', (select count(*) from balances),
        'customers', (select coalesce(json_agg(json_build_object(
                        'id', customer_id, 'name', name, 'balance', balance)
                        order by balance desc, name, customer_id), '[]')
                      from top_balances)) as balances`);
  return (result as unknown as { rows: DashboardRow[] }).rows[0]!;
}
