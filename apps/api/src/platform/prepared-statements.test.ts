import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared, openDatabase, type Database } from './db.ts';

/*
 * A hot statement prepared on PGlite (ADR 062): PREPARE once, then EXECUTE with the values written
 * as literals. The answers must be those of the plain statement, whatever the values hold.
 */

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

const AWKWARD_TEXTS = [
  "it's",
  "'); drop table notes; --",
  'back\\slash \\x41 \\n',
  '$1 $$ $tag$ ? :name',
  'ünïcödé ✓ 🧾',
  '',
  ' leading and trailing ',
];

describe('prepared statements on PGlite', () => {
  let dir: string;
  let database: Database;
  const prepared = async () =>
    rowsOf(
      await database.db.execute(sql`select statement from pg_prepared_statements order by name`),
    ).map((row) => String(row.statement));

  const echo = (value: unknown, cast: string): SQL =>
    sql`select ${value}${sql.raw(`::${cast}`)} as value, count(*)::int as notes from notes`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shopbook-prepared-'));
    database = await openDatabase({ kind: 'pglite', dataDir: dir });
    await database.db.execute(sql`create table notes (id serial primary key, body text not null)`);
    await database.db.execute(sql`insert into notes (body) values ('kept')`);
  });

  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers what the plain statement answers, for text that needs quoting', async () => {
    for (const text of AWKWARD_TEXTS) {
      const plain = rowsOf(await database.db.execute(echo(text, 'text')));
      expect(rowsOf(await executePrepared(database.db, echo(text, 'text')))).toEqual(plain);
      expect(plain).toEqual([{ value: text, notes: 1 }]);
    }
    // One text, one statement prepared, run with every value above; the table is intact.
    expect(await prepared()).toHaveLength(1);
    expect((await prepared())[0]).toContain('from notes');
  });

  it('takes numbers, booleans and null as the driver sends them', async () => {
    const query = sql`select ${12.3}::numeric(14,2)::text as money, ${-7}::int as n,
      ${true}::boolean as yes, ${null}::text as nothing, ${9007199254740993n}::int8::text as big`;
    expect(rowsOf(await executePrepared(database.db, query))).toEqual(
      rowsOf(await database.db.execute(query)),
    );
  });

  it('runs values it has no literal for as a plain statement', async () => {
    const before = (await prepared()).length;
    const at = new Date('2026-03-01T10:00:00Z');
    const query = sql`select ${at.toISOString()}::timestamptz = ${at}::timestamptz as same`;
    expect(rowsOf(await executePrepared(database.db, query))).toEqual([{ same: true }]);
    expect(await prepared()).toHaveLength(before);
    // A NUL, which PostgreSQL refuses in text, is refused as without preparing.
    await expect(executePrepared(database.db, echo('a\0b', 'text'))).rejects.toThrow();
    expect(rowsOf(await executePrepared(database.db, echo('after', 'text')))).toEqual([
      { value: 'after', notes: 1 },
    ]);
  });

  it('prepares once for concurrent first calls', async () => {
    const query = (n: number) => sql`select ${n}::int + 1 as next, 'concurrent' as tag`;
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => executePrepared(database.db, query(n))),
    );
    expect(answers.map((answer) => rowsOf(answer)[0]!.next)).toEqual([2, 3, 4, 5, 6]);
    expect((await prepared()).filter((text) => text.includes("'concurrent'"))).toHaveLength(1);
  });

  it('prepares again in a session that lost the statement (a restarted worker)', async () => {
    const query = sql`select ${'again'}::text as value, 'lost' as tag`;
    await executePrepared(database.db, query);
    await database.db.execute(sql`deallocate all`);
    expect(rowsOf(await executePrepared(database.db, query))).toEqual([
      { value: 'again', tag: 'lost' },
    ]);
    expect((await prepared()).filter((text) => text.includes("'lost'"))).toHaveLength(1);
  });

  it('runs inside a transaction without preparing there', async () => {
    const before = await prepared();
    await database.db.transaction(async (tx) => {
      await executePrepared(tx, sql`insert into notes (body) values (${'in a transaction'})`);
    });
    expect(await prepared()).toEqual(before);
    const rows = rowsOf(await database.db.execute(sql`select body from notes order by id`));
    expect(rows.map((row) => row.body)).toEqual(['kept', 'in a transaction']);
  });
});
