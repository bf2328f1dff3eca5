import { sql, type SQL } from 'drizzle-orm';
import { SALE_MESSAGES, UUID_PATTERN } from '@app/contracts';
import { decodeKeyset, encodeKeyset, PG_TIMESTAMP_PATTERN } from '#src/platform/keyset-cursor.ts';

/**
 * Date filters: a day (YYYY-MM-DD) is read in the business's time zone and covers the whole
 * day; an instant with its offset is taken as is. Both bounds are inclusive.
 */
export function dayBounds(timezone: string) {
  return {
    lower: (value: string): SQL =>
      value.length === 10
        ? sql`(${value}::date::timestamp at time zone ${timezone})`
        : sql`${value}::timestamptz`,
    upper: (value: string): SQL =>
      value.length === 10
        ? sql`((${value}::date + 1)::timestamp at time zone ${timezone})`
        : sql`(${value}::timestamptz + interval '1 microsecond')`,
  };
}

/** Keyset cursor of the sales list: the last row's sold_at as PostgreSQL's text, and its id. */
export interface SaleCursor {
  soldAt: string;
  id: string;
}

export const encodeSaleCursor = (cursor: SaleCursor) => encodeKeyset([cursor.soldAt, cursor.id]);

export function decodeSaleCursor(text: string): SaleCursor {
  const [soldAt, id] = decodeKeyset(
    text,
    [PG_TIMESTAMP_PATTERN, UUID_PATTERN],
    SALE_MESSAGES.invalidCursor,
  );
  return { soldAt: soldAt!, id: id! };
}
