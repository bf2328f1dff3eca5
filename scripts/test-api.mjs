// Runs the API integration suite on PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
// The PGlite pass runs on this machine's Node.js: that is the README's default (`npm start` on
// PGlite with the Node it finds), so CI always covers what a new user runs.
// TEST_API_POSTGRES_NODE=24 runs the PostgreSQL pass on that Node.js major instead (the `node`
// package from the npm registry, binary included): CI covers both supported majors in two passes
// rather than three (ADR 022).
import { spawnSync } from 'node:child_process';

const vitest = [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--project',
  'api',
  ...process.argv.slice(2),
];

// The tests of several instances on one database, and of reads on a replica (ADR 080).
const MULTI_INSTANCE = [
  'apps/api/src/platform/multi-instance.test.ts',
  'apps/api/src/platform/access-cache.multi-instance.test.ts',
  'apps/api/src/platform/jobs-instances.test.ts',
  'apps/api/src/modules/admin/health-instances.test.ts',
  'apps/api/src/platform/read-replicas.test.ts',
  'apps/api/src/platform/pgbouncer.test.ts',
];

const runs = [{ env: { TEST_DB: 'pglite' } }];
if (process.env.TEST_DATABASE_URL) {
  // The full pass runs straight to PostgreSQL (TEST_PGBOUNCER_URL applies to one pass only).
  runs.push({
    env: { TEST_DB: 'postgres', TEST_PGBOUNCER_URL: '' },
    node: process.env.TEST_API_POSTGRES_NODE,
  });
  if (process.env.TEST_PGBOUNCER_URL && process.argv.length <= 2) {
    runs.push({ env: { TEST_DB: 'postgres' }, files: MULTI_INSTANCE, label: 'through PgBouncer' });
  } else if (!process.env.TEST_PGBOUNCER_URL) {
    console.log('TEST_PGBOUNCER_URL is not set: no instances are tested through PgBouncer.');
  }
} else console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
if (!process.env.TEST_REDIS_URL) {
  console.log('TEST_REDIS_URL is not set: the Redis rate-limit store is not tested.');
}

for (const { env, node, files = [], label = '' } of runs) {
  const on = [env.TEST_DB, label].filter(Boolean).join(' ');
  console.log(`\n=== API tests on ${on}, Node ${node ?? process.versions.node} ===`);
  const [command, args] = node
    ? ['npx', ['-y', `node@${node}`, ...vitest, ...files]]
    : [process.execPath, [...vitest, ...files]];
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
