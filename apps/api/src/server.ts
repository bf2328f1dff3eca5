import { buildApp } from './app.ts';
import { parseConfig } from './config/env.ts';
import { warmAnalytics } from './modules/analytics/analytics.warmup.ts';
import { openBackupChannel, type BackupChannel } from './platform/backup-channel.ts';
import { pgliteBackup } from './platform/backup.ts';
import { lockDataDir } from './platform/data-dir-lock.ts';
import { migrateDatabase, openDatabase } from './platform/db.ts';
import { registerPgliteMaintenance } from './platform/pglite-maintenance.ts';
import { startErrorText } from './platform/start-error.ts';

/** Within the 10 s a load balancer or orchestrator gives a stopping instance. */
const SHUTDOWN_GRACE_MS = 9_000;

async function main() {
  const config = parseConfig();
  const usePostgres = Boolean(config.DATABASE_URL);
  const unlock = usePostgres ? () => undefined : lockDataDir(config.DATA_DIR);
  const database = usePostgres
    ? await openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL!,
        listenUrl: config.DATABASE_LISTEN_URL,
        preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
        readUrls: config.DATABASE_READ_URLS,
        readMaxLagMs: config.DATABASE_READ_MAX_LAG_MS,
        onIdleError: (err) => console.error(`database connection lost: ${err.message}`),
      })
    : await openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
  await migrateDatabase(database);

  const app = await buildApp({ config, database });
  let backupChannel: BackupChannel | null = null;
  if (database.kind === 'pglite') {
    registerPgliteMaintenance(app.deps.jobs, database);
    // `npm run backup` asks this server for a copy of its database (ADR 079).
    backupChannel = await openBackupChannel(config.DATA_DIR, () => pgliteBackup(database), app.log);
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A graceful stop: no new connections or jobs (readiness answers 503), in-flight requests and
    // jobs finish, sockets are closed (websocket.ts), the database last. Whatever is still
    // running after SHUTDOWN_GRACE_MS is cut: a job's lease then lets another instance retry it.
    const force = setTimeout(() => {
      app.log.warn('shutdown took too long: exiting with work in flight');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await backupChannel?.close();
      await app.close();
      await database.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info({ database: database.kind, dataDir: config.DATA_DIR }, 'ShopBook is ready');
  // Analytics run once ahead of the first user (ADR 042), in the background: readiness is not
  // delayed, and a failure only leaves the first request its cold start.
  void warmAnalytics(app.deps).then(
    (ms) => app.log.debug({ ms: ms.map(Math.round) }, 'analytics warmed up'),
    (err: unknown) => {
      if (!closing) app.log.warn({ err }, 'analytics could not be warmed up');
    },
  );
  // Start-up (PGlite's WASM image, migrations) leaves a few hundred MB of dead buffers that an idle
  // server keeps until a major GC that may not come for hours (measured: ~840 MB idle RSS without,
  // ~485 MB with this one GC). `npm start` passes --expose-gc; elsewhere this does nothing.
  (globalThis as { gc?: () => void }).gc?.();
  // PGlite's worker thread has a heap of its own (ADR 035).
  await database.collectGarbage?.();
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
    // Links in emails would otherwise be built from each request's Host header.
    app.log.warn('PUBLIC_URL is not set: email links use the address each request came to');
  }
}

main().catch((err) => {
  console.error(startErrorText(err));
  process.exit(1);
});
