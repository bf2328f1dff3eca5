import { sql } from 'drizzle-orm';
import type { App } from '@app/api/src/app.ts';
import type { Database } from '@app/api/src/platform/db.ts';
import { BENCH_TAX_RATE, BENCH_TIMEZONE, type SignedIn } from './account.ts';
import { DEFAULT_GENERATE_OPTIONS, generateBusinessData } from './generate.ts';
import { printTable } from './table.ts';

/*
 * How reads grow with the data (ADR 023): the same owner keeps two smaller businesses beside
 * the 100k-sale one, generated the same way (same catalogue and customers, fewer sales over the
 * same two years), and each read is timed one request at a time on all three. A flat read takes
 * about as long at 100k sales as at 1k.
 */

export interface GrowthBusiness {
  sales: number;
  businessId: string;
}

const SIZES = [1_000, 10_000] as const;
const nameFor = (sales: number) => `Bench ${sales / 1000}k sales`;

type Rows<T> = { rows: T[] };

/** The 1k and 10k businesses, created and generated on the first run, found by name after. */
export async function ensureGrowthBusinesses(
  app: App,
  database: Database,
  account: SignedIn,
  log: (message: string) => void,
): Promise<GrowthBusiness[]> {
  const headers = { authorization: `Bearer ${account.token}`, 'x-forwarded-for': '10.255.255.4' };
  const owner = (
    (await database.db.execute(
      sql`select owner_id as id from businesses where id = ${account.businessId}`,
    )) as unknown as Rows<{ id: string }>
  ).rows[0]!.id;
  const found: GrowthBusiness[] = [];
  for (const sales of SIZES) {
    const existing = (
      (await database.db.execute(
        sql`select b.id, (select count(*)::integer from sales s where s.business_id = b.id) as n
            from businesses b where b.owner_id = ${owner} and b.name = ${nameFor(sales)}`,
      )) as unknown as Rows<{ id: string; n: number }>
    ).rows[0];
    let businessId = existing?.id;
    if (!businessId) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/businesses',
        headers,
        payload: {
          name: nameFor(sales),
          description: 'The bench business with fewer sales, to see how reads grow',
          country: 'NG',
          currency: 'NGN',
          settings: { timezone: BENCH_TIMEZONE, taxRate: BENCH_TAX_RATE, lowStockThreshold: 5 },
        },
      });
      if (res.statusCode !== 201) throw new Error(`growth business: ${res.statusCode} ${res.body}`);
      businessId = (res.json() as { business: { id: string } }).business.id;
    }
    if (!existing || existing.n < sales / 2) {
      const started = performance.now();
      await generateBusinessData(database, {
        ...DEFAULT_GENERATE_OPTIONS,
        sales,
        businessId,
        userId: owner,
        timezone: BENCH_TIMEZONE,
        taxRate: BENCH_TAX_RATE,
        now: new Date(),
      });
      log(`Generated ${nameFor(sales)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    found.push({ sales, businessId });
  }
  return found;
}

/** Median of `times` sequential requests, after one warm-up. */
async function medianMs(app: App, url: string, token: string, times: number): Promise<number> {
  const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.255.255.5' };
  const durations: number[] = [];
  for (let n = 0; n <= times; n++) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    if (n > 0) durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  return durations[Math.floor(durations.length / 2)]!;
}

/** One row per read: its p50 at each size and the 100k/1k ratio. */
export async function measureGrowth(
  app: App,
  token: string,
  businesses: GrowthBusiness[],
  yearQuery: string,
  log: (message: string) => void,
): Promise<void> {
  const reads: [string, string][] = [
    ['GET analytics (a year, by week)', `/analytics${yearQuery}`],
    ['GET dashboard', '/dashboard'],
    ['GET sales (newest 50)', '/sales?limit=50'],
    ['GET inventory?search=fresh', '/inventory?limit=20&search=fresh'],
    ['GET customers (first page)', '/customers?limit=50'],
  ];
  const header = ['read (p50 of 9, ms)', ...businesses.map((b) => `${b.sales / 1000}k`), '100k/1k'];
  const rows: string[][] = [];
  for (const [title, path] of reads) {
    const medians: number[] = [];
    for (const b of businesses) {
      medians.push(await medianMs(app, `/api/businesses/${b.businessId}${path}`, token, 9));
    }
    const ratio = medians[medians.length - 1]! / Math.max(medians[0]!, 0.01);
    rows.push([title, ...medians.map((m) => m.toFixed(1)), `${ratio.toFixed(1)}x`]);
  }
  log('Reads as the data grows (one request at a time):');
  printTable(log, header, rows);
}
