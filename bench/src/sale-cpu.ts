import { randomUUID } from 'node:crypto';
import { measureCpu } from './cpu-profile.ts';
import { openBenchBusiness } from './setup.ts';

/*
 * npm run bench:sale-cpu -w @app/bench: the server's CPU for one sale, alone. Sales are sent one
 * after the other in this process (`inject`, no socket, no load generator), so no sale waits on
 * another's row locks and `process.cpuUsage()` counts the API's work and its driver's, not the
 * database's (on PostgreSQL). BENCH_SALES sales (default 1,000) after 300 to warm up, on the
 * bench's business (generated on the first run, as `npm run bench` does).
 */

const SALES = Number(process.env.BENCH_SALES ?? 1000);
const log = (message: string) => console.log(message);

const { database, app, account } = await openBenchBusiness();
try {
  // Many shops, a network of addresses per run: the per-client ceiling of 600 requests a minute
  // (counted in the database on PostgreSQL, so across runs too) applies to each address.
  const net = 1 + Math.floor(Math.random() * 250);
  const address = (i: number) => `10.${net}.${(i >> 8) & 255}.${i & 255}`;
  const headers = { authorization: `Bearer ${account.token}`, 'x-forwarded-for': address(9999) };
  const business = `/api/businesses/${account.businessId}`;
  const list = await app.inject({
    method: 'GET',
    url: `${business}/inventory?sort=stock&order=desc&limit=3`,
    headers,
  });
  if (list.statusCode !== 200) throw new Error(`inventory: ${list.statusCode} ${list.body}`);
  const top = list.json().items as { id: string; stock: number }[];
  // Each run sells up to 2 x (300 + SALES) of each: restocked through the API when short, so a
  // fresh business (never run through `npm run bench`) does not run out.
  for (const item of top.filter((i) => i.stock < 4 * (300 + SALES))) {
    const res = await app.inject({
      method: 'POST',
      url: `${business}/stock`,
      headers,
      payload: { productId: item.id, quantity: 100_000, type: 'restock', note: 'Bench restock' },
    });
    if (res.statusCode !== 201) throw new Error(`restock: ${res.statusCode} ${res.body}`);
  }
  const productIds = top.map((i) => i.id);
  const sell = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const res = await app.inject({
        method: 'POST',
        url: `${business}/sales`,
        headers: { ...headers, 'idempotency-key': randomUUID(), 'x-forwarded-for': address(i) },
        payload: {
          paymentMethod: 'cash',
          items: productIds.slice(0, 1 + (i % 3)).map((productId) => ({ productId, quantity: 1 })),
        },
      });
      if (res.statusCode !== 201) throw new Error(`sale: ${res.statusCode} ${res.body}`);
    }
  };
  await sell(300);
  const started = performance.now();
  const { cpuMs, systemMs } = await measureCpu('sale-alone', () => sell(SALES));
  const wall = performance.now() - started;
  log(
    `${database.kind}, ${SALES} sales one at a time: ${(cpuMs / SALES).toFixed(3)} ms of CPU per sale (${(systemMs / SALES).toFixed(3)} in the kernel), ${(wall / SALES).toFixed(2)} ms each`,
  );
} finally {
  await app.close();
  await database.close();
}
