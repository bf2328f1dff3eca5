import { eq, param, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sales } from '#src/db/schema/index.ts';
import { textWithSql } from './sql-text.ts';
import { buildQuery } from './sql-build.ts';
import { uuidArray } from './uuid-array.ts';

/* The one-walk builder must write exactly what Drizzle's builder writes, or leave it to Drizzle. */

const drizzle = (query: SQL) => {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return { sql: text, params };
};

describe('buildQuery', () => {
  it('writes the text and values Drizzle writes, for nested, joined, raw and empty fragments', () => {
    const id = '0b6f2a49-5c0e-4f6e-9d55-9b1f0e3c2a11';
    const select = [sql`${1}::int as one`, sql`${'two'} as two`, sql`${null}::text as none`];
    const queries: SQL[] = [
      sql`select 1`,
      sql``,
      sql`select ${'a'}, ${2}, ${true}, ${10n}, ${null}, ${undefined} from t`,
      sql`with x as (select * from t where id = any(${uuidArray([id, id])}))
        select ${sql.join(select, sql`, `)}, ${sql.raw('now()')} ${sql``} from x`,
      sql`select ${textWithSql('{"n":NUMBER,"s":"it\'s"}', { NUMBER: sql`(select ${7})` })} as payload`,
      sql`select ${param(5)}::int, ${param('x')}`,
      sql`select ${sql`${sql`${sql`${'deep'}`}`}`}, ${'$1 $$ ? :name'}`,
    ];
    for (const query of queries) expect(buildQuery(query)).toEqual(drizzle(query));
  });

  it('leaves arrays, columns, tables, objects and inlined params to Drizzle', () => {
    const queries: SQL[] = [
      sql`select * from t where id in ${['a', 'b']}`,
      sql`select ${sales.id} from ${sales} where ${eq(sales.total, '1.00')}`,
      sql`select ${new Date(0)}::timestamptz, ${{ a: 1 }}::jsonb`,
      sql`select ${sql`${'inlined'}`.inlineParams()}`,
    ];
    for (const query of queries) {
      const { sql: text, params } = buildQuery(query);
      expect({ sql: text, params }).toEqual(drizzle(query));
    }
  });
});
