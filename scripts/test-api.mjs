// Runs the API integration suite on PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const runs = [{ TEST_DB: 'pglite' }];
if (process.env.TEST_DATABASE_URL) runs.push({ TEST_DB: 'postgres' });
else console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');

for (const env of runs) {
  console.log(`\n=== API tests on ${env.TEST_DB} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
