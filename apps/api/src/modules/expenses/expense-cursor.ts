import { EXPENSE_MESSAGES, UUID_PATTERN } from '@app/contracts';
import {
  DATE_PATTERN,
  decodeKeyset,
  encodeKeyset,
  PG_TIMESTAMP_PATTERN,
} from '#src/platform/keyset-cursor.ts';
import type { ExpenseCursor } from './expenses.repo.ts';

/** Keyset cursor of the expenses list: the last row's date, created_at and id. */
export const encodeExpenseCursor = (cursor: ExpenseCursor) =>
  encodeKeyset([cursor.date, cursor.createdAt, cursor.id]);

export function decodeExpenseCursor(text: string): ExpenseCursor {
  const [date, createdAt, id] = decodeKeyset(
    text,
    [DATE_PATTERN, PG_TIMESTAMP_PATTERN, UUID_PATTERN],
    EXPENSE_MESSAGES.invalidCursor,
  );
  return { date: date!, createdAt: createdAt!, id: id! };
}
