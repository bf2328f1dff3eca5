import type { InventoryItem } from '@app/contracts/inventory';
import { fromCents, toCents } from '@app/contracts/domain/money';

export interface DraftLine {
  item: InventoryItem;
  quantity: number;
}

/** What the draft is worth at the items' cost, in cents like the server (shared domain). */
export function transferValue(lines: DraftLine[]): number {
  let cents = 0n;
  for (const line of lines)
    cents += BigInt(line.quantity) * toCents((line.item.cost ?? 0).toFixed(2));
  return Number(fromCents(cents));
}
