import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, stat, unlink } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Zip, ZipDeflate } from 'fflate';
import {
  DATA_TRANSFER_MESSAGES,
  EXPORT_LINK_HOURS,
  SHOPBOOK_EXPORT_VERSION,
  type DataExport,
  type ExportListQuery,
} from '@app/contracts';
import { notifyUser } from '#src/modules/notifications/notifications.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { translate } from '#src/platform/i18n/i18n.ts';
import type { JobContext } from '#src/platform/jobs.ts';
import { exportStore } from '#src/platform/storage.ts';
import { csvLine, CSV_BOM } from '#src/modules/inventory/inventory-csv.ts';
import { CSV_KINDS, JSON_TABLES, SHOPBOOK_TABLE_DIR, type CsvKind } from './export-kinds.ts';
import * as repo from './data-transfer.repo.ts';

export const EXPORT_JOB = 'data.export';
const EXPORT_MAX_ATTEMPTS = 3;
/** Rows read per query: a page, never the table (keyset on the primary key). */
export const EXPORT_PAGE = 1000;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The public shape: the link only while the file is there and its time has not run out. */
export function toExportDto(row: repo.ExportRow, now: Date): DataExport {
  const live = row.status === 'ready' && row.expiresAt !== null && row.expiresAt > now;
  const base = row.businessId
    ? `/api/businesses/${row.businessId}/exports/${row.id}`
    : `/api/account/exports/${row.id}`;
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    ...(live
      ? {
          url: `${base}/download`,
          expiresAt: row.expiresAt!.toISOString(),
          sizeBytes: row.sizeBytes ?? undefined,
        }
      : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Starts an export of one business (or of every business the user owns when none is given). */
export async function requestExport(
  deps: AppDeps,
  userId: string,
  businessId: string | null,
): Promise<DataExport> {
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertExport(tx, { userId, businessId });
    await deps.jobs.enqueue(
      tx,
      EXPORT_JOB,
      { exportId: inserted.id },
      { maxAttempts: EXPORT_MAX_ATTEMPTS },
    );
    return inserted;
  });
  void deps.jobs.kick();
  return toExportDto(row, deps.now());
}

export async function getBusinessExport(deps: AppDeps, access: BusinessAccess, exportId: string) {
  const row = await repo.findExport(deps.db, exportId);
  if (!row || row.businessId !== access.id)
    throw new AppError('NOT_FOUND', 'Export not found', 404);
  return toExportDto(row, deps.now());
}

/** A page of the business's (or, with none, the account's) exports, newest first. */
export async function listExports(
  deps: AppDeps,
  owner: { businessId: string } | { userId: string },
  query: ExportListQuery,
) {
  const rows = await repo.listExports(deps.db, owner, query);
  const now = deps.now();
  const next = rows.length === query.limit ? rows[rows.length - 1]!.id : undefined;
  return { exports: rows.map((r) => toExportDto(r, now)), ...(next ? { next } : {}) };
}

export async function getAccountExport(deps: AppDeps, userId: string, exportId: string) {
  const row = await repo.findExport(deps.db, exportId);
  if (!row || row.businessId !== null || row.userId !== userId)
    throw new AppError('NOT_FOUND', 'Export not found', 404);
  return toExportDto(row, deps.now());
}

/** The zip's bytes for its download: ready and not expired, else a 409 or 410 saying so. */
export async function openExport(deps: AppDeps, row: repo.ExportRow) {
  if (row.status !== 'ready' || !row.fileName) {
    throw new AppError('CONFLICT', DATA_TRANSFER_MESSAGES.notReady, 409);
  }
  if (!row.expiresAt || row.expiresAt <= deps.now()) {
    throw new AppError('GONE', DATA_TRANSFER_MESSAGES.expired, 410);
  }
  const file = await exportStore(deps).get(row.fileName);
  if (!file) throw new AppError('GONE', DATA_TRANSFER_MESSAGES.expired, 410);
  return file;
}

export async function findBusinessExportRow(deps: AppDeps, access: BusinessAccess, id: string) {
  const row = await repo.findExport(deps.db, id);
  if (!row || row.businessId !== access.id)
    throw new AppError('NOT_FOUND', 'Export not found', 404);
  return row;
}

export async function findAccountExportRow(deps: AppDeps, userId: string, id: string) {
  const row = await repo.findExport(deps.db, id);
  if (!row || row.businessId !== null || row.userId !== userId)
    throw new AppError('NOT_FOUND', 'Export not found', 404);
  return row;
}

// ---- building the zip ----

/**
 * The zip as it is made: fflate's streaming Zip writes each compressed chunk to a file as it
 * comes, and `flush` waits for the file to take them, so memory holds a page of rows at most.
 */
class ZipWriter {
  private readonly zip: Zip;
  private readonly done: Promise<void>;
  private error: Error | null = null;

  constructor(private readonly out: WriteStream) {
    let resolve!: () => void;
    let reject!: (err: Error) => void;
    this.done = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.zip = new Zip((err, chunk, final) => {
      if (err) {
        this.error = err;
        reject(err);
        return;
      }
      out.write(chunk);
      if (final) out.end(() => resolve());
    });
  }

  entry(name: string) {
    const file = new ZipDeflate(name, { level: 6 });
    this.zip.add(file);
    const encoder = new TextEncoder();
    return {
      write: async (text: string) => {
        file.push(encoder.encode(text));
        await this.flush();
      },
      end: async () => {
        file.push(new Uint8Array(0), true);
        await this.flush();
      },
    };
  }

  private async flush() {
    if (this.error) throw this.error;
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  async finish() {
    this.zip.end();
    await this.done;
  }
}

async function* pages<T extends { id: string }>(
  read: (after: string) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let after = FIRST_ID;
  for (;;) {
    const rows = await read(after);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < EXPORT_PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

function csvPage(db: DbOrTx, kind: CsvKind, businessId: string) {
  return async (after: string) =>
    rowsOf<Record<string, unknown> & { id: string }>(
      await db.execute(
        sql.raw(`select ${kind.select} from ${kind.table} t ${kind.joins ?? ''}
          where t.business_id = '${businessId}' and t.id > '${after}'
          order by t.id limit ${EXPORT_PAGE}`),
      ),
    );
}

function jsonPage(db: DbOrTx, table: string, businessId: string) {
  return async (after: string) =>
    rowsOf<{ id: string; row: string }>(
      await db.execute(
        sql.raw(`select t.id, row_to_json(t)::text as row from ${table} t
          where t.business_id = '${businessId}' and t.id > '${after}'
          order by t.id limit ${EXPORT_PAGE}`),
      ),
    );
}

async function writeCsv(db: DbOrTx, zip: ZipWriter, prefix: string, kind: CsvKind, id: string) {
  const entry = zip.entry(prefix + kind.file);
  await entry.write(CSV_BOM + csvLine([...kind.columns]));
  for await (const rows of pages(csvPage(db, kind, id))) {
    await entry.write(
      rows
        .map((r) => csvLine(kind.columns.map((c) => r[c] as string | number | boolean | null)))
        .join(''),
    );
  }
  await entry.end();
}

/**
 * `shopbook.json` (the business row and its counters), then each table of JSON_TABLES in
 * `tables/<table>.jsonl`, one row a line as PostgreSQL writes it (its JSON has no raw newline):
 * a restore reads them a batch at a time.
 */
async function writeShopbook(
  deps: AppDeps,
  db: DbOrTx,
  zip: ZipWriter,
  prefix: string,
  businessId: string,
  onTable: () => Promise<void>,
) {
  const business = rowsOf<{ row: string }>(
    await db.execute(sql`select row_to_json(b)::text as row from businesses b
      where b.id = ${businessId}`),
  )[0]!;
  const counters = rowsOf<{ sales: number | null; orders: number | null }>(
    await db.execute(sql`select
      (select last_receipt_number from sale_counters where business_id = ${businessId}) as sales,
      (select last_number from purchase_order_counters where business_id = ${businessId}) as orders`),
  )[0]!;
  const header = zip.entry(`${prefix}shopbook.json`);
  await header.write(
    `{"format":"shopbook","version":${SHOPBOOK_EXPORT_VERSION},` +
      `"exportedAt":${JSON.stringify(deps.now().toISOString())},` +
      `"counters":${JSON.stringify({ lastReceiptNumber: counters.sales, lastOrderNumber: counters.orders })},` +
      `"business":${business.row},"tables":${JSON.stringify(JSON_TABLES.map((t) => `${SHOPBOOK_TABLE_DIR}${t}.jsonl`))}}`,
  );
  await header.end();
  for (const table of JSON_TABLES) {
    const entry = zip.entry(`${prefix}${SHOPBOOK_TABLE_DIR}${table}.jsonl`);
    for await (const rows of pages(jsonPage(db, table, businessId))) {
      await entry.write(rows.map((r) => `${r.row}\n`).join(''));
    }
    await entry.end();
    await onTable();
  }
}

async function exportBusinesses(deps: AppDeps, row: repo.ExportRow) {
  if (row.businessId) return [{ id: row.businessId, slug: '' }];
  return repo.ownedBusinesses(deps.db, row.userId);
}

/**
 * Progress and the end of a business's export on the bus, to the owner who asked: their open
 * data screen refreshes its list (best effort; the screen also reads it again while one runs).
 */
async function signalExport(deps: AppDeps, row: repo.ExportRow, log: JobContext['log']) {
  if (!row.businessId) return;
  try {
    await deps.bus.publish({
      audience: [row.userId],
      type: 'changed',
      payload: { businessId: row.businessId, topics: ['exports'] },
    });
  } catch (err) {
    log.warn({ err }, 'export change signal not published');
  }
}

/**
 * A business's tables read as of one moment. On PostgreSQL, one read-only REPEATABLE READ
 * transaction: a sale made while the export runs is either wholly in it or wholly out, never a
 * line whose item the zip lacks. PGlite has one connection: a transaction held for the export's
 * length would hold every sale back, so there the tables are read one page at a time as before
 * (docs/data-export.md says so).
 */
export async function inOneSnapshot<T>(
  deps: AppDeps,
  read: (db: DbOrTx) => Promise<T>,
): Promise<T> {
  if (deps.database.kind !== 'postgres') return read(deps.db);
  return deps.db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** The job: builds the zip in a temporary file, then hands it to the exports store. */
export async function runExport(deps: AppDeps, exportId: string, ctx: JobContext) {
  const row = await repo.findExport(deps.db, exportId);
  if (!row || row.status === 'ready') return;
  await repo.updateExport(deps.db, exportId, { status: 'running', progress: 0 });
  await signalExport(deps, row, ctx.log);
  const tmpDir = path.join(deps.config.DATA_DIR, 'tmp');
  await mkdir(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, `export-${exportId}-${ctx.attempt}.zip`);
  try {
    const targets = await exportBusinesses(deps, row);
    const steps = Math.max(1, targets.length * (CSV_KINDS.length + JSON_TABLES.length));
    let done = 0;
    let lastProgress = 0;
    const step = async () => {
      done++;
      const progress = Math.min(99, Math.floor((done / steps) * 100));
      if (progress >= lastProgress + 5) {
        lastProgress = progress;
        await repo.updateExport(deps.db, exportId, { progress });
        await signalExport(deps, row, ctx.log);
      }
    };
    const out = createWriteStream(tmp);
    const zip = new ZipWriter(out);
    if (!row.businessId) {
      const profile = zip.entry('profile.json');
      const user = await repo.profileJson(deps.db, row.userId);
      await profile.write(user);
      await profile.end();
    }
    for (const target of targets) {
      if (!repo.isUuid(target.id)) throw new Error('unexpected business id');
      const prefix = row.businessId ? '' : `${target.slug}/`;
      await inOneSnapshot(deps, async (db) => {
        for (const kind of CSV_KINDS) {
          await writeCsv(db, zip, prefix, kind, target.id);
          await step();
        }
        await writeShopbook(deps, db, zip, prefix, target.id, step);
      });
    }
    await zip.finish();
    const { size } = await stat(tmp);
    const fileName = `${exportId}.zip`;
    await exportStore(deps).remove(fileName);
    await exportStore(deps).putStream(fileName, createReadStream(tmp), size, 'application/zip');
    const expiresAt = new Date(deps.now().getTime() + EXPORT_LINK_HOURS * 3600_000);
    await repo.updateExport(deps.db, exportId, {
      status: 'ready',
      progress: 100,
      fileName,
      sizeBytes: size,
      expiresAt,
      finishedAt: deps.now(),
    });
    await notifyReady(deps, row, size);
    await signalExport(deps, row, ctx.log);
  } catch (err) {
    if (ctx.attempt >= EXPORT_MAX_ATTEMPTS) {
      await repo.updateExport(deps.db, exportId, {
        status: 'failed',
        error: err instanceof Error ? err.message : String(err),
        finishedAt: deps.now(),
      });
      await signalExport(deps, row, ctx.log);
    }
    throw err;
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
}

async function notifyReady(deps: AppDeps, row: repo.ExportRow, size: number) {
  // A small zip reads "0.1 MB", never "0.0 MB" (the message speaks in megabytes).
  const megabytes = Math.max(size / 1024 / 1024, 0.1).toFixed(1);
  await notifyUser(deps, row.userId, {
    source: 'data_export',
    text: (language) => ({
      title: translate(language, 'notification.dataExport.title', {}),
      body: translate(language, 'notification.dataExport.body', {
        hours: EXPORT_LINK_HOURS,
        size: megabytes,
      }),
    }),
    actionUrl: row.businessId ? `/settings/${row.businessId}?section=data` : '/settings',
    metadata: { exportId: row.id, businessId: row.businessId },
    isImportant: false,
  });
}

/** Expired exports: their files go, their rows stay (the status says expired by its date). */
export async function sweepExpiredExports(deps: AppDeps) {
  const expired = await repo.expiredExports(deps.db, deps.now());
  for (const row of expired) {
    await exportStore(deps).remove(row.fileName!);
    await repo.updateExport(deps.db, row.id, { fileName: null });
  }
  return expired.length;
}
