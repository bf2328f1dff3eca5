import { sql } from 'drizzle-orm';
import { openBenchBusiness } from './setup.ts';

/*
 * npm run bench:admin-stats: how long GET /admin/stats and GET /admin/stats/daily take over the
 * bench's generated business (100,000 sales; the admin statistics of ADR 066). PGlite by default,
 * PostgreSQL with DATABASE_URL, on the same data `npm run bench` uses. Prints figures only.
 */

const TIMES = 7;

async function main() {
  const { database, app, account } = await openBenchBusiness();
  console.log(`Database: ${database.kind}`);
  try {
    // The bench's owner reads the back office: roles are read from the database on every
    // request (ADR 029), so the token it holds is an admin's from here on.
    await database.db.execute(
      sql`update users set admin_role = 'super_admin'
          where id = (select owner_id from businesses where id = ${account.businessId})`,
    );
    const sales = (await database.db.execute(
      sql`select count(*)::int as n from sales`,
    )) as unknown as {
      rows: { n: number }[];
    };
    console.log(`Sales in the database: ${sales.rows[0]!.n}`);
    for (const url of ['/api/admin/stats', '/api/admin/stats/daily']) {
      const durations: number[] = [];
      for (let n = 0; n < TIMES; n++) {
        const start = performance.now();
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${account.token}` },
        });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        durations.push(performance.now() - start);
      }
      const sorted = [...durations].sort((a, b) => a - b);
      console.log(
        `GET ${url}: median ${sorted[Math.floor(TIMES / 2)]!.toFixed(0)} ms, ` +
          `min ${sorted[0]!.toFixed(0)} ms, max ${sorted[TIMES - 1]!.toFixed(0)} ms (${TIMES} one at a time)`,
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
