import { sql, type SQL } from 'drizzle-orm';

/**
 * A uuid[] parameter, the same on both drivers (one text parameter, cast). For `id = any(...)`
 * beside a `jsonb_to_recordset` join: the planner knows how many ids the array holds and takes
 * the primary key, where it guesses 100 rows for the function and may scan the whole table
 * (PostgreSQL did, for a sale's stock update over a 5,000-product business: ~5 ms; ADR 036).
 * A malformed id fails the cast (22P02), as it fails `jsonb_to_recordset`'s uuid column.
 */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}
