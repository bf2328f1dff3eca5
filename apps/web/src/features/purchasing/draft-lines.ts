import { fromCents, toCents } from '@app/contracts/domain/money';
import { parseMoney } from '@app/contracts/inventory';

/** A line as the editor holds it: text fields as typed, the item's name for show. */
export interface DraftLine {
  productId: string;
  name: string;
  quantity: string;
  unitCost: string;
}

/** The total of the lines that parse, in cents (the shared money module), as a number. */
export function draftTotal(lines: DraftLine[]): number {
  let cents = 0n;
  for (const line of lines) {
    const quantity = Number(line.quantity);
    const cost = parseMoney(line.unitCost);
    if (!Number.isInteger(quantity) || quantity <= 0 || !cost.ok) continue;
    cents += BigInt(quantity) * toCents(cost.value);
  }
  return Number(fromCents(cents));
}

/** The API's body lines; the server checks each (field errors name the line). */
export function toBodyLines(lines: DraftLine[]) {
  return lines.map((line) => ({
    productId: line.productId,
    quantity: Number(line.quantity),
    unitCost: line.unitCost.trim(),
  }));
}
