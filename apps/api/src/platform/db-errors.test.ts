import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db.ts';
import { isDatabaseUnavailable, sqlStateOf, uniqueViolationConstraint } from './db-errors.ts';

/*
 * The errors the services tell apart, as PGlite (in its worker) and drizzle's wrapping deliver
 * them: a name already taken, any other refusal, a lost connection.
 */

describe('database errors', () => {
  let dir: string;
  let database: Database;
  const failure = async (statement: ReturnType<typeof sql>) => {
    try {
      await database.db.execute(statement);
    } catch (err) {
      return err;
    }
    throw new Error('the statement did not fail');
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shopbook-db-errors-'));
    database = await openDatabase({ kind: 'pglite', dataDir: dir });
    await database.db.execute(
      sql`create table tags (id serial primary key, name text not null constraint tags_name_key unique)`,
    );
    await database.db.execute(sql`insert into tags (name) values ('taken')`);
  });

  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('names the constraint of a unique violation, through drizzle', async () => {
    const err = await failure(sql`insert into tags (name) values ('taken')`);
    expect(uniqueViolationConstraint(err)).toBe('tags_name_key');
    expect(sqlStateOf(err)).toBe('23505');
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it('answers null for any other refusal', async () => {
    const err = await failure(sql`insert into tags (name) values (null)`);
    expect(sqlStateOf(err)).toBe('23502');
    expect(uniqueViolationConstraint(err)).toBeNull();
    expect(uniqueViolationConstraint(new Error('not a database error'))).toBeNull();
    expect(uniqueViolationConstraint(undefined)).toBeNull();
  });

  it('tells a lost connection from a bad statement', () => {
    const lost = new Error('Failed query', {
      cause: Object.assign(new Error('x'), { code: '57P01' }),
    });
    expect(isDatabaseUnavailable(lost)).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('Failed query', { cause: new Error('ECONNRESET') })),
    ).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('read'), { code: 'ECONNRESET' }))).toBe(
      true,
    );
  });
});
