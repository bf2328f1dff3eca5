import { Param, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A statement's text and its values, as node-postgres takes them. */
export interface BuiltQuery {
  sql: string;
  params: unknown[];
}

/**
 * A `sql` template as text and values, the same as Drizzle's `sqlToQuery` writes it, in one walk
 * (ADR 087). Drizzle's builder tests every fragment against a dozen entity kinds and merges a new
 * object per fragment: for the sale's write (a dozen nested fragments, ~50 values) that was most
 * of what building a statement costs a sale. Only what a hand-written statement holds is taken
 * here (text, nested `sql`, plain values, `Param`s); anything else (tables, columns, names,
 * placeholders, inlined params) is left to Drizzle's builder whole.
 */
export function buildQuery(query: SQL): BuiltQuery {
  const text: string[] = [];
  const params: unknown[] = [];
  return walk(query.queryChunks, text, params)
    ? { sql: text.join(''), params }
    : dialect.sqlToQuery(query);
}

function walk(chunks: unknown[], text: string[], params: unknown[]): boolean {
  for (const chunk of chunks) {
    if (chunk === undefined) continue;
    if (chunk === null || PLAIN_VALUES.has(typeof chunk)) {
      params.push(chunk);
      text.push(`$${params.length}`);
    } else if (chunk instanceof StringChunk) {
      for (const part of chunk.value) text.push(part);
    } else if (chunk instanceof SQL) {
      // `sql.inlineParams()` writes values into the text: Drizzle's builder does that.
      if (inlines(chunk) || !walk(chunk.queryChunks, text, params)) return false;
    } else if (chunk instanceof Param) {
      const value = chunk.value;
      if (value !== null && typeof value === 'object' && !(value instanceof Date)) return false;
      const mapped = value === null ? null : chunk.encoder.mapToDriverValue(value);
      if (mapped !== null && typeof mapped === 'object') return false;
      params.push(mapped);
      text.push(`$${params.length}`);
    } else return false;
  }
  return true;
}

const inlines = (chunk: SQL) =>
  (chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/** Values Drizzle sends as they are: no entity kind can be one of these. */
const PLAIN_VALUES = new Set(['string', 'number', 'boolean', 'bigint']);
