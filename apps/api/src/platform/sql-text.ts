import { sql, type SQL } from 'drizzle-orm';

/**
 * Text made in JavaScript with values only a statement knows (a sale's receipt number is taken
 * in the statement that writes it, ADR 039): `text` holds each placeholder exactly once, and the
 * SQL that is returned concatenates the text around them with the SQL text expressions `fills`
 * gives for each. So the serialized answer, the stock note and the rest are built where they
 * always were, and the database only writes the number in.
 */
export function textWithSql(text: string, fills: Record<string, SQL>): SQL {
  const at = Object.entries(fills).map(([placeholder, value]) => {
    const index = text.indexOf(placeholder);
    if (index < 0 || text.indexOf(placeholder, index + 1) >= 0) {
      throw new Error(`textWithSql: ${placeholder} must occur exactly once`);
    }
    return { index, placeholder, value };
  });
  at.sort((a, b) => a.index - b.index);
  const parts: SQL[] = [];
  let from = 0;
  for (const { index, placeholder, value } of at) {
    parts.push(sql`${text.slice(from, index)}::text`, sql`(${value})::text`);
    from = index + placeholder.length;
  }
  parts.push(sql`${text.slice(from)}::text`);
  return sql`(${sql.join(parts, sql` || `)})`;
}

/**
 * A timestamptz as SQL text the way `Date.prototype.toISOString` writes what the driver reads
 * back: UTC, milliseconds truncated (both drivers drop the microseconds, `MS` does too).
 */
export const isoTimeText = (timestamp: SQL): SQL =>
  sql`to_char((${timestamp}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A money amount (numeric, 2 places) as SQL text the way JSON writes `Number(amount)`: no
 * trailing zeros, no trailing point ("2.50" is 2.5, "3.00" is 3).
 */
export const moneyNumberText = (amount: SQL): SQL => sql`trim_scale(${amount})::text`;
