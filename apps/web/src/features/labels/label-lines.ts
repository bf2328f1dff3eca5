import type { InventoryItem } from '@app/contracts/inventory';
import type { LabelItem } from './label-content.ts';

/** One chosen item and how many labels it gets. */
export interface LabelLine {
  item: LabelItem;
  quantity: number;
}

/** Labels for one item, and in all: enough for a delivery, short of a runaway PDF. */
export const MAX_PER_ITEM = 500;
export const MAX_LABELS = 2_000;

export const toLabelItem = ({ id, name, price, barcode, sku }: InventoryItem): LabelItem => ({
  id,
  name,
  price,
  barcode,
  sku,
});

const clampQuantity = (n: number) =>
  Number.isFinite(n) ? Math.min(MAX_PER_ITEM, Math.max(0, Math.floor(n))) : 0;

/** Adds labels for the item; an item already chosen gets the quantity added to its own. */
export function addLine(lines: LabelLine[], item: LabelItem, quantity: number): LabelLine[] {
  const found = lines.find((l) => l.item.id === item.id);
  if (!found) return [...lines, { item, quantity: clampQuantity(quantity) }];
  return lines.map((l) =>
    l === found ? { item, quantity: clampQuantity(l.quantity + quantity) } : l,
  );
}

export const setQuantity = (lines: LabelLine[], id: string, quantity: number) =>
  lines.map((l) => (l.item.id === id ? { ...l, quantity: clampQuantity(quantity) } : l));

export const removeLine = (lines: LabelLine[], id: string) => lines.filter((l) => l.item.id !== id);

/** The item as the server now has it (a generated code). */
export const replaceItem = (lines: LabelLine[], item: LabelItem) =>
  lines.map((l) => (l.item.id === item.id ? { ...l, item } : l));

export const totalLabels = (lines: LabelLine[]) => lines.reduce((s, l) => s + l.quantity, 0);
