import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '#src/modules/expenses/calendar.ts';
import { type Bucket, rangeBuckets } from './range-rollups.ts';

/** Each day a bucket covers, with its sign: its units run from `from` to `to`'s last day. */
function signedDays(bucket: Bucket): [string, number][] {
  const unit = { day: 10, month: 7, year: 4 }[bucket.level];
  const lastUnit = bucket.to.slice(0, unit);
  const days: [string, number][] = [];
  for (let day = bucket.from; day.slice(0, unit) <= lastUnit; day = addDays(day, 1)) {
    days.push([day, bucket.sign]);
  }
  return days;
}

const text = (buckets: Bucket[]) =>
  buckets.map((b) => `${b.sign > 0 ? '+' : '-'}${b.level} ${b.from}..${b.to}`);

describe('rangeBuckets', () => {
  const day = fc.integer({ min: 0, max: 3 * 366 }).map((n) => addDays('2024-01-01', n));

  it('adds up to every day of the range once and nothing outside, whatever today is', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), fc.option(day), (from, span, today) => {
        const to = addDays(from, span);
        const net = new Map<string, number>();
        for (const bucket of rangeBuckets(from, to, today ?? undefined)) {
          for (const [d, sign] of signedDays(bucket)) net.set(d, (net.get(d) ?? 0) + sign);
        }
        for (const [d, n] of net) {
          const inside = d >= from && d <= to;
          expect(n, `${d} in ${from}..${to}`).toBe(inside ? 1 : 0);
        }
        for (let d = from; d <= to; d = addDays(d, 1)) expect(net.get(d)).toBe(1);
      }),
      { numRuns: 200 },
    );
  });

  it('reads a year ending today as the year so far, last December and edge days', () => {
    expect(text(rangeBuckets('2025-11-28', '2026-11-27', '2026-11-27'))).toEqual([
      '+day 2025-11-28..2025-11-30',
      '-day 2026-11-28..2026-11-30',
      '+month 2025-12-01..2025-12-01',
      '-month 2026-12-01..2026-12-01',
      '+year 2026-01-01..2026-01-01',
    ]);
  });

  it('reads the months of this year so far as the year, the ones after today being empty', () => {
    // By units (before ADR 044): +15 days +Jul-Dec 2025 +Jan-May 2026 +Jun 1-15 2026, eleven
    // months and thirty days of every product.
    expect(text(rangeBuckets('2025-06-16', '2026-06-15', '2026-06-15'))).toEqual([
      '+day 2025-06-16..2025-06-30',
      '-day 2026-06-16..2026-06-30',
      '+month 2025-07-01..2025-12-01',
      '-month 2026-07-01..2026-12-01',
      '+year 2026-01-01..2026-01-01',
    ]);
  });

  it('takes a whole month less a day or two rather than most of its days', () => {
    expect(text(rangeBuckets('2026-03-02', '2026-03-30'))).toEqual([
      '-day 2026-03-01..2026-03-01',
      '-day 2026-03-31..2026-03-31',
      '+month 2026-03-01..2026-03-01',
    ]);
  });
});
