// One more API instance in its own process, for tests that kill it (kill -9). It builds the real
// app on DATABASE_URL with the environment it was given, starts its job worker and says "ready".
import { buildApp } from '#src/app.ts';
import { parseConfig } from '#src/config/env.ts';
import { openDatabase } from '#src/platform/db.ts';

const config = parseConfig(process.env);
const database = await openDatabase({ kind: 'postgres', url: config.DATABASE_URL! });
const app = await buildApp({ config, database, logger: false });
await app.ready();
process.stdout.write('ready\n');
