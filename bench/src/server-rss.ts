import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchAccount } from './account.ts';
import { callServer as call, startCompiledServer } from './compiled-server.ts';
import type { LoadSpec } from './load.ts';
import { runLoad } from './load-child.ts';
import { mb, processCpuMs, status } from './proc.ts';
import { SEARCH_WORDS, yearQuery } from './scenarios.ts';
import { benchTarget, DATA_ROOT } from './setup.ts';

/*
 * RSS of the production server after load (ADR 023: <= 350 MB on PGlite, <= 150 MB on
 * PostgreSQL). `npm run bench` runs the app inside its own process (tsx, the harness, the data
 * generator), so its RSS is not the server's. This script starts the compiled server
 * (apps/api/dist/server.js, `npm run build -w @app/api`) as a child process the way `npm start`
 * does (plain node, --expose-gc, NODE_ENV=production) on the bench's data, signs in as the bench
 * owner (run `npm run bench` once first), lets it idle, loads it with the bench's scenarios
 * (sales, the sales list, an inventory search, analytics for a year, the dashboard), and reads
 * the child's RSS from /proc: idle before, peak under load (VmHWM, reset before the load, and
 * sampled), and idle after. On PGlite the server gets a copy of bench/.data/pglite (do not run a
 * bench on the same data meanwhile); on PostgreSQL (DATABASE_URL) the bench's database itself.
 *
 *   node --import tsx src/server-rss.ts          (npm run bench:server-rss -w @app/bench)
 *   SERVER_RSS_IDLE=30      seconds between the server's readiness and the load (default 30)
 *   SERVER_RSS_REQUESTS=1   a multiple of the requests each scenario sends (500 sales, 500
 *                           sales lists, 500 searches, 100 analytics, 300 dashboards)
 *   SERVER_RSS_AFTER=30,60  seconds after the load at which RSS is read again
 *   SERVER_NODE_ARGS='...'  node flags for the server instead of --expose-gc (experiments)
 *   SERVER_ENV='A=1 B=2'    extra environment for the server (experiments); 'A=' unsets A
 *   SERVER_RSS_PORT=<port>  the server's port (default: a free one)
 *   SERVER_RSS_SMAPS=<file> a copy of the server's /proc/<pid>/smaps at the end
 */

const REQUESTS = Number(process.env.SERVER_RSS_REQUESTS ?? 1);
const IDLE_S = Number(process.env.SERVER_RSS_IDLE ?? 30);
const AFTER_S = (process.env.SERVER_RSS_AFTER ?? '30,60').split(',').map(Number);
// As scripts/start.mjs runs the server.
const NODE_ARGS = process.env.SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? ['--expose-gc'];
const EXTRA_ENV = Object.fromEntries(
  (process.env.SERVER_ENV ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);

const ARENA_BYTES = 64 * 1024 * 1024;

const log = (message: string) => console.log(message);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Where the resident memory is, from /proc/<pid>/smaps (kB): WebAssembly memory (PGlite's heap:
 * V8 reserves gigabytes of address space around it, so its mappings sit next to a huge
 * inaccessible one), the main malloc arena ([heap]), mapped files (node, libraries, their code),
 * and other anonymous memory (V8's heaps, threads' malloc arenas and stacks).
 */
function breakdown(pid: number): string {
  const maps = readFileSync(`/proc/${pid}/smaps`, 'utf8').split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/);
  const parsed = maps.map((block) => {
    const [head = ''] = block.split('\n', 1);
    const [range = '', perms = '', , , inode = '0', name = ''] = head.split(/\s+/);
    const [start, end] = range.split('-').map((h) => parseInt(h, 16));
    const rss = Number(/^Rss:\s+(\d+) kB/m.exec(block)?.[1] ?? 0);
    return { size: (end! - start!) / 1024, perms, file: inode !== '0', name, rss, start: start! };
  });
  const sums = { wasm: 0, heap: 0, arenas: 0, files: 0, anon: 0 };
  parsed.forEach((m, i) => {
    const hugeNeighbour = [parsed[i - 1], parsed[i + 1]].some(
      (n) => n && !n.file && n.perms.startsWith('---') && n.size > 1024 * 1024,
    );
    // glibc gives other threads heaps of 64 MB, aligned to 64 MB: the used part, then the rest
    // reserved (---p) up to the next 64 MB.
    const next = parsed[i + 1];
    const arena =
      m.start % ARENA_BYTES === 0 &&
      (m.size === ARENA_BYTES / 1024 || (next?.perms.startsWith('---') && !next.file));
    if (m.file) sums.files += m.rss;
    else if (m.name === '[heap]') sums.heap += m.rss;
    else if (hugeNeighbour && m.perms.startsWith('rw')) sums.wasm += m.rss;
    else if (arena && m.perms.startsWith('rw')) sums.arenas += m.rss;
    else sums.anon += m.rss;
  });
  return (
    `WebAssembly ${mb(sums.wasm)}, malloc ${mb(sums.heap)} main + ${mb(sums.arenas)} threads' arenas, ` +
    `other anonymous (V8 heaps, code, stacks) ${mb(sums.anon)}, files ${mb(sums.files)}`
  );
}

async function main() {
  const url = process.env.DATABASE_URL;
  const { target, dataDir: benchDataDir } = benchTarget(url);
  const accountFile = path.join(DATA_ROOT, `${target}.json`);
  if (!existsSync(accountFile))
    throw new Error(`${accountFile} is missing: run npm run bench once`);
  const account = JSON.parse(readFileSync(accountFile, 'utf8')) as BenchAccount;

  const started = performance.now();
  const { child, origin, stop } = await startCompiledServer({
    benchDataDir,
    port: Number(process.env.SERVER_RSS_PORT) || undefined,
    nodeArgs: NODE_ARGS,
    env: EXTRA_ENV,
  });
  const pid = child.pid!;
  try {
    log(
      `Server: node ${[...NODE_ARGS, 'dist/server.js'].join(' ')} (pid ${pid}), ${url ? 'PostgreSQL' : 'PGlite'}, ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    log(`  at readiness: ${mb(status(pid).rss)}`);
    await sleep(IDLE_S * 1000);
    const idle = status(pid);
    log(`  idle ${IDLE_S} s after readiness: ${mb(idle.rss)} (${breakdown(pid)})`);

    const login = await call(origin, 'POST', '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    const token = login.access_token as string;
    const business = `/api/businesses/${account.businessId}`;
    const { business: details } = await call(origin, 'GET', business, undefined, token);
    const timezone = (details as { settings: { timezone: string } }).settings.timezone;
    const stocked = await call(
      origin,
      'GET',
      `${business}/inventory?sort=stock&order=desc&limit=50`,
      undefined,
      token,
    );
    const productIds = (stocked.items as { id: string }[]).map((item) => item.id);
    for (const productId of productIds) {
      await call(
        origin,
        'POST',
        `${business}/stock`,
        { productId, quantity: 100_000, type: 'restock', note: 'Bench restock' },
        token,
      );
    }

    // The bench's scenarios that touch the database, one after the other, a fixed number of
    // requests each (SERVER_RSS_REQUESTS times these) so that runs to compare do the same work.
    const auth = { authorization: `Bearer ${token}` };
    const base = { durationSeconds: 0, connections: 10, url: origin, headers: auth };
    const amount = (n: number) => Math.max(1, Math.round(n * REQUESTS));
    const yearOfDays = yearQuery(timezone);
    const scenarios: LoadSpec[] = [
      {
        ...base,
        title: 'POST sales',
        path: `${business}/sales`,
        method: 'POST',
        saleProductIds: productIds,
        amount: amount(500),
      },
      { ...base, title: 'GET sales', path: `${business}/sales`, amount: amount(500) },
      {
        ...base,
        title: 'GET inventory?search=',
        path: `${business}/inventory?limit=20&search=`,
        searchWords: SEARCH_WORDS,
        amount: amount(500),
      },
      {
        ...base,
        title: 'GET analytics (a year)',
        path: `${business}/analytics${yearOfDays}`,
        amount: amount(100),
      },
      { ...base, title: 'GET dashboard', path: `${business}/dashboard`, amount: amount(300) },
    ];
    // VmHWM from here on: the peak under load, not the start's.
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    let sampledPeak = status(pid).rss;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, status(pid).rss);
    }, 250);
    const done: string[] = [];
    for (const scenario of scenarios) {
      const cpuBefore = processCpuMs(pid);
      const result = await runLoad(scenario);
      const perRequest = (processCpuMs(pid) - cpuBefore) / Math.max(result.requests, 1);
      done.push(
        `${scenario.title} ${result.rps.toFixed(0)}/s, ${perRequest.toFixed(1)} ms CPU each` +
          (result.non2xx ? ` (${result.non2xx} non-2xx)` : ''),
      );
    }
    clearInterval(sampler);
    const peak = status(pid);
    log(`  load (10 connections): ${done.join(', ')}`);
    log(`  peak under load: ${mb(Math.max(peak.hwm, sampledPeak))} (VmHWM ${mb(peak.hwm)})`);
    const loadEnded = performance.now();
    const after: string[] = [];
    for (const seconds of AFTER_S) {
      await sleep(Math.max(0, seconds * 1000 - (performance.now() - loadEnded)));
      after.push(`${mb(status(pid).rss)} ${seconds} s after`);
    }
    log(`  after load: ${after.join(', ')} (${breakdown(pid)})`);
    if (process.env.SERVER_RSS_SMAPS) {
      writeFileSync(process.env.SERVER_RSS_SMAPS, readFileSync(`/proc/${pid}/smaps`));
    }
    log(
      `RSS of the production server (dist/server.js, ${url ? 'PostgreSQL' : 'PGlite'}), idle / peak / after load: ` +
        `${mb(idle.rss)} / ${mb(Math.max(peak.hwm, sampledPeak))} / ${after.join(', ')}`,
    );
  } finally {
    await stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
