// Runs the API integration suite on PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
// TEST_API_PGLITE_NODE=24 runs the PGlite pass on that Node.js major (the `node` package from the
// npm registry, binary included): CI covers Node 24 there and the machine's Node on PostgreSQL and
// in the journeys, instead of a third pass (ADR 022).
import { spawnSync } from 'node:child_process';

const vitest = [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--project',
  'api',
  ...process.argv.slice(2),
];
const pgliteNode = process.env.TEST_API_PGLITE_NODE;

const runs = [{ env: { TEST_DB: 'pglite' }, node: pgliteNode }];
if (process.env.TEST_DATABASE_URL) runs.push({ env: { TEST_DB: 'postgres' } });
else console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');

for (const { env, node } of runs) {
  console.log(`\n=== API tests on ${env.TEST_DB}, Node ${node ?? process.versions.node} ===`);
  const [command, args] = node
    ? ['npx', ['-y', `node@${node}`, ...vitest]]
    : [process.execPath, vitest];
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
