import { type SQL, sql } from 'drizzle-orm';
import type { CalendarDate } from '#src/modules/expenses/calendar.ts';

/*
 * A range of local days read from the product and customer rollups (ADR 034, 037) as signed
 * calendar buckets:
 * whole years, months and days, each end taken the cheaper way. 2025-11-28 .. 2026-11-27 is
 * +3 days (Nov 28-30) +December 2025 +2026 -December 2026 -Nov 28-30 2026: two buckets of every
 * product and a few days (the subtracted ones are in the future: no rows), instead of eleven
 * months and a month of days. Sums are numeric, so adding and subtracting stays exact.
 */

/** An inclusive range of units (days, months or years as integers) added or subtracted. */
export interface SignedRange {
  lo: number;
  hi: number;
  sign: 1 | -1;
}

/** How a fine unit groups into a coarse one (days into months, months into years). */
interface Grouping {
  coarseOf: (fine: number) => number;
  first: (coarse: number) => number;
  last: (coarse: number) => number;
}

/**
 * [lo, hi] as a range of whole coarse units plus signed fine ranges at its ends: each end either
 * adds the fine units up to the coarse boundary or takes the whole coarse unit and subtracts the
 * units outside the range, whichever reads fewer units.
 */
export function splitRange(
  lo: number,
  hi: number,
  g: Grouping,
): { coarse: [number, number] | null; fine: SignedRange[] } {
  const fine: SignedRange[] = [];
  const cLo = g.coarseOf(lo);
  const cHi = g.coarseOf(hi);
  if (cLo === cHi) {
    const inside = hi - lo + 1;
    const outside = g.last(cLo) - g.first(cLo) + 1 - inside;
    if (inside <= outside) return { coarse: null, fine: [{ lo, hi, sign: 1 }] };
    if (lo > g.first(cLo)) fine.push({ lo: g.first(cLo), hi: lo - 1, sign: -1 });
    if (hi < g.last(cLo)) fine.push({ lo: hi + 1, hi: g.last(cLo), sign: -1 });
    return { coarse: [cLo, cLo], fine };
  }
  let wholeLo = cLo;
  let wholeHi = cHi;
  if (lo > g.first(cLo)) {
    if (g.last(cLo) - lo + 1 <= lo - g.first(cLo)) {
      fine.push({ lo, hi: g.last(cLo), sign: 1 });
      wholeLo = cLo + 1;
    } else {
      fine.push({ lo: g.first(cLo), hi: lo - 1, sign: -1 });
    }
  }
  if (hi < g.last(cHi)) {
    if (hi - g.first(cHi) + 1 <= g.last(cHi) - hi) {
      fine.push({ lo: g.first(cHi), hi, sign: 1 });
      wholeHi = cHi - 1;
    } else {
      fine.push({ lo: hi + 1, hi: g.last(cHi), sign: -1 });
    }
  }
  return { coarse: wholeLo <= wholeHi ? [wholeLo, wholeHi] : null, fine };
}

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 and months since year 0 (year * 12 + month - 1). */
const dayOf = (date: CalendarDate) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const monthOfDay = (day: number) => {
  const d = new Date(day * DAY_MS);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};
const firstDayOfMonth = (month: number) =>
  Math.round(Date.UTC(Math.floor(month / 12), month % 12, 1) / DAY_MS);

const daysInMonths: Grouping = {
  coarseOf: monthOfDay,
  first: firstDayOfMonth,
  last: (month) => firstDayOfMonth(month + 1) - 1,
};
const monthsInYears: Grouping = {
  coarseOf: (month) => Math.floor(month / 12),
  first: (year) => year * 12,
  last: (year) => year * 12 + 11,
};

export type Bucket = {
  level: 'day' | 'month' | 'year';
  from: CalendarDate;
  to: CalendarDate;
  sign: 1 | -1;
};

/** The signed buckets of a range of days; each bucket's dates are the first days of its units. */
export function rangeBuckets(from: CalendarDate, to: CalendarDate): Bucket[] {
  const byDay = splitRange(dayOf(from), dayOf(to), daysInMonths);
  const buckets: Bucket[] = byDay.fine.map((r) => ({
    level: 'day',
    from: dateOf(r.lo),
    to: dateOf(r.hi),
    sign: r.sign,
  }));
  if (!byDay.coarse) return buckets;
  const byMonth = splitRange(byDay.coarse[0], byDay.coarse[1], monthsInYears);
  const monthDate = (month: number) => dateOf(firstDayOfMonth(month));
  for (const r of byMonth.fine) {
    buckets.push({ level: 'month', from: monthDate(r.lo), to: monthDate(r.hi), sign: r.sign });
  }
  if (byMonth.coarse) {
    const [yLo, yHi] = byMonth.coarse;
    buckets.push({ level: 'year', from: monthDate(yLo * 12), to: monthDate(yHi * 12), sign: 1 });
  }
  return buckets;
}

/** A list as a PostgreSQL array literal: the elements here are dates, level names and 1 or -1. */
const arrayLiteral = (items: (string | number)[]) => `{${items.join(',')}}`;

/**
 * The signed buckets of a range as the arguments of the SQL functions that read them (migration
 * 0022): levels, first dates, last dates and signs, four arrays. As arrays, the statements that
 * take them keep one shape whatever the range, so a plan can be kept (ADR 037).
 */
export function bucketArguments(from: CalendarDate, to: CalendarDate): SQL {
  const buckets = rangeBuckets(from, to);
  return sql`${arrayLiteral(buckets.map((b) => b.level))}::text[],
    ${arrayLiteral(buckets.map((b) => b.from))}::date[],
    ${arrayLiteral(buckets.map((b) => b.to))}::date[],
    ${arrayLiteral(buckets.map((b) => b.sign))}::integer[]`;
}

/**
 * The product rollup rows of a range of local days, signed (`product_range_rows`, migration
 * 0022): group and sum them by product. Columns: product_key, product_id, name (a deleted
 * product's), quantity, revenue (unrounded), cogs.
 */
export function productRollupRows(businessId: string, from: string, to: string): SQL {
  return sql`select * from product_range_rows(${businessId}::uuid, ${bucketArguments(from, to)})`;
}

/**
 * The customer rollup rows of a range of local days, signed (`customer_range_rows`): group and
 * sum them by customer. Columns: customer_id, sales_count, revenue.
 */
export function customerRollupRows(businessId: string, from: string, to: string): SQL {
  return sql`select * from customer_range_rows(${businessId}::uuid, ${bucketArguments(from, to)})`;
}
