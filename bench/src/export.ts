import { createWriteStream, existsSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@app/api/src/platform/db.ts';
import { callServer as call, SERVER, startCompiledServer } from './compiled-server.ts';
import { mb, status } from './proc.ts';
import { DATA_ROOT, prepareBenchBusiness } from './setup.ts';

/*
 * npm run bench:export -w @app/bench: the owner's export and restore of the bench's business
 * (5,000 products, 1,000 customers, 100,000 sales, ADR 078) through the compiled server
 * (apps/api/dist/server.js: `npm run build` first), its memory read from /proc: peak RSS (VmHWM,
 * reset before each step, and sampled) against a server with 1 GB. Steps: the export
 * job (POST, polled until ready), the download, the restore's preview (the upload) and its apply
 * into a new business; then the restored business is checked: stock == sum(entries) and the
 * report rollups equal the original's. PGlite by default (on a copy of bench/.data/pglite),
 * PostgreSQL with DATABASE_URL (the restored business is deleted at the end).
 *
 *   EXPORT_NODE_ARGS='...'  node flags for the server (default --expose-gc, as npm start)
 *   EXPORT_REUSE=1          restore the zip the last run downloaded (bench/.data/export-*.zip)
 *                           instead of exporting again
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const NODE_ARGS = process.env.EXPORT_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? ['--expose-gc'];
const REUSE = process.env.EXPORT_REUSE === '1';
const log = (message: string) => console.log(message);
const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Runs `work` while sampling the server's RSS; answers its peak (VmHWM reset first). */
async function peakDuring<T>(pid: number, work: () => Promise<T>) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  let peak = status(pid).rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, status(pid).rss);
  }, 100);
  try {
    const result = await work();
    return { result, peakKb: Math.max(peak, status(pid).hwm) };
  } finally {
    clearInterval(sampler);
  }
}

function postWithoutTimeout(url: string, token: string) {
  return new Promise<void>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.255.255.4' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          res.statusCode === 200 ? resolve() : reject(new Error(`${res.statusCode} ${body}`)),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Per business: stock that differs from its entries, and the rollups as the reports read them. */
async function check(url: string | undefined, dataDir: string, from: string, to: string) {
  const database = url
    ? await openDatabase({ kind: 'postgres', url, poolSize: 2 })
    : await openDatabase({ kind: 'pglite', dataDir });
  try {
    const mismatches = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from inventory_items i
        where i.business_id = ${to} and i.stock <> coalesce((select sum(e.quantity_change)
          from stock_entries e where e.product_id = i.id), 0)`),
    )[0]!.n;
    const report = async (id: string) =>
      JSON.stringify(
        rowsOf(
          await database.db.execute(sql`select day::text, sales_count, revenue::text,
            cogs::text, discount::text, tax::text, credit::text, payments::text, expenses::text
            from rollup_days where business_id = ${id} order by day`),
        ),
      );
    const counts = async (id: string) =>
      rowsOf<{ sales: number; lines: number; entries: number }>(
        await database.db.execute(sql`select
          (select count(*)::int from sales where business_id = ${id}) as sales,
          (select count(*)::int from sale_items where business_id = ${id}) as lines,
          (select count(*)::int from stock_entries where business_id = ${id}) as entries`),
      )[0]!;
    const same = (await report(from)) === (await report(to));
    const before = await counts(from);
    const after = await counts(to);
    if (url) await database.db.execute(sql`delete from businesses where id = ${to}`);
    return { mismatches, same, before, after };
  } finally {
    await database.close();
  }
}

async function main() {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: npm run build`);
  const url = process.env.DATABASE_URL;
  const { account, dataDir: benchDataDir, target } = await prepareBenchBusiness();
  const kind = url ? 'PostgreSQL' : 'PGlite';

  // Kept beside the bench's data: EXPORT_REUSE=1 restores it again without exporting.
  const zipFile = path.join(DATA_ROOT, `export-${target}.zip`);
  let restoredId = '';
  // On a copy of PGlite's files and the JWT secret, so the restore leaves the bench's data as it was.
  const { child, origin, dataDir, readyMs, stop } = await startCompiledServer({
    benchDataDir,
    nodeArgs: NODE_ARGS,
  });
  const pid = child.pid!;
  try {
    log(`Server: node ${[...NODE_ARGS, 'dist/server.js'].join(' ')} (pid ${pid}), ${kind}`);
    log(`  ready in ${(readyMs / 1000).toFixed(1)} s, ${mb(status(pid).rss)}`);
    const login = await call(origin, 'POST', '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    const token = login.access_token as string;
    const business = `/api/businesses/${account.businessId}`;

    let started = performance.now();
    if (REUSE && existsSync(zipFile)) {
      log(`  export: skipped (EXPORT_REUSE), restoring ${zipFile}`);
    } else {
      // The export: a job of the queue, polled as the web app does.
      started = performance.now();
      const exported = await peakDuring(pid, async () => {
        const { export: created } = (await call(
          origin,
          'POST',
          `${business}/exports`,
          {},
          token,
        )) as {
          export: { id: string };
        };
        for (;;) {
          await sleep(500);
          const { export: now } = (await call(
            origin,
            'GET',
            `${business}/exports/${created.id}`,
            undefined,
            token,
          )) as { export: { status: string; url?: string; sizeBytes?: number } };
          if (now.status === 'failed') throw new Error('the export failed');
          if (now.status === 'ready') return now;
        }
      });
      const exportTime = seconds(started);
      started = performance.now();
      const downloaded = await peakDuring(pid, async () => {
        const res = await fetch(`${origin}${exported.result.url}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (!res.ok || !res.body) throw new Error(`download: ${res.status}`);
        await pipeline(Readable.fromWeb(res.body as ReadableStream), createWriteStream(zipFile));
      });
      const downloadTime = seconds(started);
      const size = exported.result.sizeBytes ?? 0;
      log(
        `  export of 100,000 sales: ${exportTime}, zip ${(size / 1024 / 1024).toFixed(1)} MB, ` +
          `peak RSS ${mb(exported.peakKb)}`,
      );
      log(`  download: ${downloadTime}, peak RSS ${mb(downloaded.peakKb)}`);
    }

    // The restore: a new business, the zip uploaded (preview), then applied.
    const { business: created } = (await call(
      origin,
      'POST',
      '/api/businesses',
      {
        name: 'Bench restore',
        description: 'The bench business, restored',
        country: 'NG',
        currency: 'NGN',
      },
      token,
    )) as { business: { id: string } };
    restoredId = created.id;
    started = performance.now();
    const previewed = await peakDuring(pid, async () => {
      const form = new FormData();
      form.append('source', 'shopbook');
      form.append('kind', 'all');
      form.append('file', await openAsBlob(zipFile), 'export.zip');
      const res = await fetch(`${origin}/api/businesses/${created.id}/imports`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.255.255.4' },
        body: form,
      });
      const body = (await res.json()) as { import: { id: string; preview: { create: number } } };
      if (res.status !== 201) throw new Error(`preview: ${res.status} ${JSON.stringify(body)}`);
      return body.import;
    });
    log(
      `  restore preview (upload + read): ${seconds(started)}, ` +
        `${previewed.result.preview.create} rows, peak RSS ${mb(previewed.peakKb)}`,
    );
    started = performance.now();
    // Plain http: fetch gives up waiting for the answer's headers after 5 minutes.
    const applied = await peakDuring(pid, () =>
      postWithoutTimeout(
        `${origin}/api/businesses/${created.id}/imports/${previewed.result.id}/apply`,
        token,
      ),
    );
    log(`  restore apply (one transaction): ${seconds(started)}, peak RSS ${mb(applied.peakKb)}`);
  } finally {
    await stop({ keepData: true });
  }
  try {
    const result = await check(url, dataDir, account.businessId, restoredId);
    log(
      `  restored: ${result.after.sales} sales, ${result.after.lines} lines, ${result.after.entries} stock entries ` +
        `(original ${result.before.sales}, ${result.before.lines}, ${result.before.entries}); ` +
        `items whose stock differs from their entries: ${result.mismatches}; ` +
        `report rollups equal: ${result.same ? 'yes' : 'NO'}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
