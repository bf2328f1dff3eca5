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

const runs = [{ env: { TEST_DB: 'pglite' } }];
if (process.env.TEST_DATABASE_URL) {
  runs.push({ env: { TEST_DB: 'postgres' }, node: process.env.TEST_API_POSTGRES_NODE });
} else console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
if (!process.env.TEST_REDIS_URL) {
  console.log('TEST_REDIS_URL is not set: the Redis rate-limit store is not tested.');
}

for (const { env, node } of runs) {
  console.log(`\n=== API tests on ${env.TEST_DB}, Node ${node ?? process.versions.node} ===`);
  const [command, args] = node
    ? ['npx', ['-y', `node@${node}`, ...vitest]]
    : [process.execPath, vitest];
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
