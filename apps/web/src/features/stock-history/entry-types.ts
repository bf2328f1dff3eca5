import type { StockEntryType } from '@app/contracts/stock';

export const ENTRY_TYPE_LABELS: Record<StockEntryType, string> = {
  opening: 'Opening stock',
  restock: 'Restock',
  adjustment: 'Adjustment',
  damage: 'Damage',
  return: 'Return',
  sale: 'Sale',
};

/** Badge colours: what adds stock reads green or blue, what removes it amber or red. */
export const ENTRY_TYPE_TONES: Record<StockEntryType, string> = {
  opening: 'bg-surface-muted text-muted-foreground border-border',
  restock: 'bg-primary-soft text-primary border-primary/20',
  adjustment: 'bg-info/10 text-info border-info/25',
  damage: 'bg-danger-soft text-danger border-danger/25',
  return: 'bg-warning-soft text-warning border-warning/25',
  sale: 'bg-violet-500/10 text-violet-700 border-violet-500/25 dark:text-violet-300',
};
