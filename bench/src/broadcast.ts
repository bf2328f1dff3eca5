import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '@app/api/src/platform/db.ts';
import { ensureAccount } from './account.ts';
import { buildBenchApp, DATA_ROOT } from './setup.ts';

/*
 * npm run bench:broadcast: how long one admin broadcast takes to reach 10,000 users (ADR 028),
 * from the POST to the delivery job having written every recipient's notification, through the
 * real route and the one job queue. A fresh PGlite database by default, PostgreSQL with
 * DATABASE_URL (its users are added once and kept). Prints figures only.
 */

const RECIPIENTS = 10_000;
const TIMES = 3;

async function main() {
  const url = process.env.DATABASE_URL;
  const dataDir = path.join(DATA_ROOT, url ? 'broadcast-postgres' : 'broadcast-pglite');
  if (!url) rmSync(dataDir, { recursive: true, force: true });
  const database = url
    ? await openDatabase({ kind: 'postgres', url, poolSize: 10 })
    : await openDatabase({ kind: 'pglite', dataDir });
  console.log(`Database: ${database.kind}`);
  await migrateDatabase(database);
  const { app, mail } = await buildBenchApp(database, dataDir);
  await app.ready();
  try {
    const account = await ensureAccount(app, () => mail, path.join(dataDir, 'account.json'));
    app.log.level = 'silent';
    await database.db.execute(sql`
      insert into users (username, email, is_verified)
      select 'bcast_' || g, 'bcast_' || g || '@example.com', true
      from generate_series(1, ${RECIPIENTS}) g
      on conflict do nothing`);
    await database.db.execute(sql`
      update users set admin_role = 'super_admin'
      where id = (select owner_id from businesses where id = ${account.businessId})`);
    const users = (await database.db.execute(
      sql`select count(*)::int as n from users`,
    )) as unknown as { rows: { n: number }[] };
    console.log(`Users in the database: ${users.rows[0]!.n}`);

    for (let n = 1; n <= TIMES; n++) {
      const start = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/notifications/broadcast',
        headers: { authorization: `Bearer ${account.token}` },
        payload: { title: `Stock-take reminder ${n}`, body: 'Count your shelves tonight.' },
      });
      if (res.statusCode >= 300) throw new Error(`broadcast answered ${res.statusCode}`);
      const answered = performance.now() - start;
      const id = (res.json() as { notification: { id: string } }).notification.id;
      let recipients = 0;
      for (;;) {
        const row = (await database.db.execute(
          sql`select sent_at is not null as sent, recipients from admin_notifications
              where id = ${id}`,
        )) as unknown as { rows: { sent: boolean; recipients: number }[] };
        if (row.rows[0]?.sent) {
          recipients = Number(row.rows[0].recipients);
          break;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      const delivered = performance.now() - start;
      console.log(
        `broadcast ${n}: answered in ${answered.toFixed(0)} ms, ${recipients} recipients ` +
          `written in ${delivered.toFixed(0)} ms`,
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
