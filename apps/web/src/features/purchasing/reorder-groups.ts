import type { ReorderSuggestion } from '@app/contracts/purchase-orders';

export interface ReorderChoice {
  suggestion: ReorderSuggestion;
  quantity: number;
  unitCost: string;
}

/**
 * One draft order per supplier: an item goes to its usual supplier, else to `fallback` (the one
 * the owner picked for items without one); items with neither are left out and returned.
 */
export function groupBySupplier(choices: ReorderChoice[], fallback: string | null) {
  const orders = new Map<string, ReorderChoice[]>();
  const unassigned: ReorderChoice[] = [];
  for (const choice of choices) {
    const supplierId = choice.suggestion.supplierId ?? fallback;
    if (!supplierId) {
      unassigned.push(choice);
      continue;
    }
    orders.set(supplierId, [...(orders.get(supplierId) ?? []), choice]);
  }
  return { orders, unassigned };
}
