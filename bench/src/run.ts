import path from 'node:path';
import Fastify from 'fastify';
import type { App } from '@app/api/src/app.ts';
import { warmAnalytics } from '@app/api/src/modules/analytics/analytics.warmup.ts';
import { countStatements, migrateDatabase } from '@app/api/src/platform/db.ts';
import { BENCH_TIMEZONE, ensureAccount, type SignedIn } from './account.ts';
import { measureCpu } from './cpu-profile.ts';
import { measureFelt } from './felt.ts';
import { measureSaleFloor } from './floor.ts';
import { ensureGrowthBusinesses, measureGrowth } from './growth.ts';
import type { LoadResult, LoadSpec } from './load.ts';
import { runLoad } from './load-child.ts';
import { SEARCH_WORDS, yearQuery as benchYearQuery } from './scenarios.ts';
import { buildBenchApp, DATA_ROOT, ensureData, openBenchDatabase } from './setup.ts';
import { printTable } from './table.ts';

/*
 * npm run bench: the API on a generated business (5,000 products, 1,000 customers, 100,000
 * sales over two years), measured with autocannon beside a bare Fastify route in the same run.
 * PGlite by default (cached in bench/.data), PostgreSQL with DATABASE_URL. A benchmark, not a
 * test: it prints figures and asserts nothing about time.
 */

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
// BENCH_ONLY=reads: the one-at-a-time reads and their growth only (fast iteration on reports).
// BENCH_ONLY=sale: only the sale scenario and the floor (fast iteration on the sale path).
const READS_ONLY = process.env.BENCH_ONLY === 'reads';
const SALE_ONLY = process.env.BENCH_ONLY === 'sale';
// BENCH_ONLY=felt: only the POS in a browser (felt.ts), which otherwise runs after the rest.
const FELT_ONLY = process.env.BENCH_ONLY === 'felt';

const log = (message: string) => console.log(message);
const ms = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/** One request at a time, a few times: what one owner waits for. */
async function timeSequential(app: App, url: string, token: string, times = 5) {
  const durations: number[] = [];
  for (let n = 0; n < times; n++) {
    const start = performance.now();
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  return { median: durations[Math.floor(times / 2)]!, max: durations[times - 1]! };
}

/** Products that will not run out during the sale scenario: restocked through the API. */
async function restockedProducts(app: App, account: SignedIn, count: number) {
  const headers = { authorization: `Bearer ${account.token}`, 'x-forwarded-for': '10.255.255.2' };
  const list = await app.inject({
    method: 'GET',
    url: `/api/businesses/${account.businessId}/inventory?sort=stock&order=desc&limit=${count}`,
    headers,
  });
  const items = list.json().items as { id: string }[];
  for (const item of items) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/businesses/${account.businessId}/stock`,
      headers,
      payload: { productId: item.id, quantity: 100_000, type: 'restock', note: 'Bench restock' },
    });
    if (res.statusCode !== 201) throw new Error(`restock: ${res.statusCode} ${res.body}`);
  }
  return items.map((i) => i.id);
}

/** Statements one request sends to the database (the DB layer's counter), BEGIN/COMMIT included. */
async function statementsOf(app: App, spec: LoadSpec, saleBody: object): Promise<string> {
  if (!spec.url.startsWith('http://127.0.0.1') || spec.path === '/') return '';
  const { result, statements } = await countStatements(() =>
    app.inject({
      method: spec.method ?? 'GET',
      url: spec.path,
      headers: { ...spec.headers, 'x-forwarded-for': '10.255.255.3' },
      ...(spec.method === 'POST' ? { payload: saleBody } : {}),
    }),
  );
  return result.statusCode < 300 ? `${statements}` : `(${result.statusCode})`;
}

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function printScenarios(results: LoadResult[], bare: LoadResult, statements: Map<string, string>) {
  const rows = results.map((r) => [
    r.title,
    r.rps.toFixed(0),
    `${r.p50}`,
    `${r.p99}`,
    (bare.rps / Math.max(r.rps, 0.01)).toFixed(1),
    `${r.requests}`,
    `${r.non2xx}`,
    statements.get(r.title) ?? '',
  ]);
  const header = [
    'endpoint',
    'req/s',
    'p50 ms',
    'p99 ms',
    'bare/x',
    'requests',
    'non-2xx',
    'stmts',
  ];
  printTable(log, header, rows);
}

async function main() {
  const started = performance.now();
  const { database, target, dataDir } = await openBenchDatabase();
  log(`Database: ${database.kind} (${database.kind === 'pglite' ? dataDir : 'DATABASE_URL'})`);
  await migrateDatabase(database);
  const { app, mail } = await buildBenchApp(database, dataDir);
  await app.ready();
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ ok: true }));
  try {
    const account = await ensureAccount(app, () => mail, path.join(DATA_ROOT, `${target}.json`));
    app.log.level = 'silent';
    await ensureData(database, account);
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    // What server.ts runs once it listens (ADR 042), awaited here: users come after it ends.
    const warmUp = await warmAnalytics(app.deps);
    log(`Analytics warmed up at start: ${warmUp.map((ms) => ms.toFixed(0)).join(' + ')} ms`);
    const bareOrigin = await bare.listen({ host: '127.0.0.1', port: 0 });
    const business = `/api/businesses/${account.businessId}`;
    const auth = { authorization: `Bearer ${account.token}` };
    const yearQuery = benchYearQuery(BENCH_TIMEZONE);

    if (!SALE_ONLY) {
      const sequential = {
        analytics: await timeSequential(app, `${business}/analytics${yearQuery}`, account.token),
        dashboard: await timeSequential(app, `${business}/dashboard`, account.token),
      };
      log(
        `One request at a time (median / max of 5): analytics for a year ${sequential.analytics.median.toFixed(0)} / ${sequential.analytics.max.toFixed(0)} ms, ` +
          `dashboard ${sequential.dashboard.median.toFixed(0)} / ${sequential.dashboard.max.toFixed(0)} ms`,
      );
      const growth = await ensureGrowthBusinesses(app, database, account, log);
      await measureGrowth(
        app,
        account.token,
        [...growth, { sales: 100_000, businessId: account.businessId }],
        yearQuery,
        log,
      );
    }
    if (READS_ONLY) return;
    const productIds = await restockedProducts(app, account, 50);

    const base = { durationSeconds: DURATION_S, connections: CONNECTIONS };
    const allScenarios: LoadSpec[] = [
      { ...base, title: 'bare Fastify GET / {ok:true}', url: bareOrigin, path: '/' },
      { ...base, title: 'GET /api/health', url: origin, path: '/api/health' },
      {
        ...base,
        title: 'POST sales (record a sale)',
        url: origin,
        path: `${business}/sales`,
        method: 'POST',
        headers: auth,
        saleProductIds: productIds,
      },
      {
        ...base,
        title: 'GET sales (newest 50)',
        url: origin,
        path: `${business}/sales`,
        headers: auth,
      },
      {
        ...base,
        title: 'GET inventory?search=',
        url: origin,
        path: `${business}/inventory?limit=20&search=`,
        headers: auth,
        searchWords: SEARCH_WORDS,
      },
      {
        ...base,
        title: 'GET analytics (a year, by week)',
        url: origin,
        path: `${business}/analytics${yearQuery}`,
        headers: auth,
      },
      {
        ...base,
        title: 'GET dashboard',
        url: origin,
        path: `${business}/dashboard`,
        headers: auth,
      },
    ];
    const scenarios = SALE_ONLY
      ? allScenarios.filter((s) => s.path === '/' || s.method === 'POST')
      : allScenarios;
    // Statements per request, each endpoint once after a warm-up request (caches as on a till).
    const statements = new Map<string, string>();
    const saleBody = {
      paymentMethod: 'cash',
      items: productIds.slice(0, 2).map((productId) => ({ productId, quantity: 1 })),
    };
    for (const scenario of scenarios) {
      await statementsOf(app, scenario, saleBody);
      statements.set(scenario.title, await statementsOf(app, scenario, saleBody));
    }

    // The floor: the same database doing the bare 4-statement sale, 10 callers, in this run.
    // Its CPU per sale in this process too: what the driver alone costs a sale's statements.
    const { result: floor, cpuMs: floorCpuMs } = await measureCpu('floor', () =>
      measureSaleFloor(database, DURATION_S, CONNECTIONS),
    );
    const floorCpu = (floorCpuMs / Math.max(floor.sales, 1)).toFixed(2);
    log(
      `Raw ${database.kind} floor (4-statement sale, ${CONNECTIONS} callers): ${floor.rps.toFixed(0)} sales/s, p50 ${floor.p50} ms, p99 ${floor.p99} ms; ${floorCpu} ms of CPU per sale`,
    );

    const idleRss = process.memoryUsage().rss;
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 250);
    const results: LoadResult[] = [];
    let saleCpu = '';
    for (const scenario of scenarios) {
      if (scenario.method !== 'POST') {
        const result = await runLoad(scenario);
        log(`  ${scenario.title}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms`);
        results.push(result);
        continue;
      }
      // CPU per sale in this process: steadier than sales/s on a shared machine.
      const { result, cpuMs, systemMs, profilePath } = await measureCpu('sale', () =>
        runLoad(scenario),
      );
      const perSale = (ms: number) => (ms / Math.max(result.requests, 1)).toFixed(2);
      const worker = database.kind === 'pglite' ? ', the PGlite worker included' : '';
      saleCpu = `${perSale(cpuMs)} ms of CPU per sale (${perSale(systemMs)} in the kernel; ${result.requests} sales, ${cpuMs.toFixed(0)} ms${worker})`;
      log(`  ${scenario.title}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms; ${saleCpu}`);
      if (profilePath) log(`  CPU profile: ${profilePath}`);
      results.push(result);
    }

    // A cheap request while reports run: on PGlite every query runs on the main thread.
    const busy = SALE_ONLY
      ? []
      : await Promise.all([
          runLoad({
            ...base,
            connections: 2,
            title: 'GET /api/health during analytics',
            url: origin,
            path: '/api/health',
          }),
          runLoad({
            ...base,
            connections: 2,
            title: 'GET analytics (2 at a time, meanwhile)',
            url: origin,
            path: `${business}/analytics${yearQuery}`,
            headers: auth,
          }),
        ]);
    results.push(...busy);
    clearInterval(sampler);
    if (global.gc) global.gc();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const afterRss = process.memoryUsage().rss;

    log('');
    log(
      `Results (${DURATION_S} s each, ${CONNECTIONS} connections unless told; Node ${process.version}, ${database.kind}):`,
    );
    printScenarios(results, results[0]!, statements);
    log('');
    const saleResult = results.find((r) => r.title.startsWith('POST sales'))!;
    log(
      `POST sales: ${saleResult.rps.toFixed(0)} sales/s = ${((saleResult.rps / floor.rps) * 100).toFixed(0)}% of the raw ${database.kind} floor (${floor.rps.toFixed(0)}/s); p99 ${saleResult.p99} ms (floor ${floor.p99} ms); ${saleCpu}.`,
    );
    const busyHealth = busy[0];
    if (busyHealth) {
      log(
        `p99 of GET /api/health: ${results[1]!.p99} ms alone, ${busyHealth.p99} ms while analytics requests run (${(busyHealth.p99 / Math.max(results[1]!.p99, 1)).toFixed(1)}x idle).`,
      );
    }
    log(
      `RSS of the server process (database in it on PGlite): ${mib(idleRss)} idle with data loaded, ${mib(peakRss)} peak under load, ${mib(afterRss)} after load.`,
    );
    log(`Total ${ms(started)}.`);
  } finally {
    await bare.close();
    await app.close();
    await database.close();
  }
}

async function all() {
  if (!FELT_ONLY) await main();
  // After the API's scenarios (the database closed): the compiled server runs on a copy of it.
  if (FELT_ONLY || (!READS_ONLY && !SALE_ONLY)) await measureFelt(log);
}

all().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
