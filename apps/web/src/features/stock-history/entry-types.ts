import type { StockEntryType } from '@app/contracts/stock';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The reasons a stock changes, resolved in the reader's language where shown (`i18n._`). */
export const ENTRY_TYPE_LABELS: Record<StockEntryType, MessageDescriptor> = {
  opening: msg`Opening stock`,
  restock: msg({ message: 'Restock', comment: 'a stock change: goods bought from a supplier' }),
  adjustment: msg({ message: 'Adjustment', comment: 'a stock change: a count correction' }),
  damage: msg({ message: 'Damage', comment: 'a stock change: broken, expired or lost goods' }),
  return: msg({ message: 'Return', comment: 'a stock change: goods brought or sent back' }),
  sale: msg({ message: 'Sale', comment: 'a stock change: sold to a customer' }),
  refund: msg({
    message: 'Refund',
    comment: 'a stock change: a refunded item put back on the shelf',
  }),
  purchase: msg({ message: 'Purchase', comment: 'a stock change: a purchase order received' }),
  count: msg({ message: 'Stock count', comment: 'a stock change: a stocktake applied' }),
  transfer_in: msg({ message: 'Transfer in', comment: 'a stock change: from another business' }),
  transfer_out: msg({ message: 'Transfer out', comment: 'a stock change: to another business' }),
};

/** Badge colours: what adds stock reads green or blue, what removes it amber or red. */
export const ENTRY_TYPE_TONES: Record<StockEntryType, string> = {
  opening: 'bg-surface-muted text-muted-foreground border-border',
  restock: 'bg-primary-soft text-primary border-primary/20',
  adjustment: 'bg-info/10 text-info border-info/25',
  damage: 'bg-danger-soft text-danger border-danger/25',
  return: 'bg-warning-soft text-warning border-warning/25',
  sale: 'bg-violet-500/10 text-violet-700 border-violet-500/25 dark:text-violet-300',
  refund: 'bg-warning-soft text-warning border-warning/25',
  purchase: 'bg-primary-soft text-primary border-primary/20',
  count: 'bg-info/10 text-info border-info/25',
  transfer_in: 'bg-primary-soft text-primary border-primary/20',
  transfer_out: 'bg-violet-500/10 text-violet-700 border-violet-500/25 dark:text-violet-300',
};
