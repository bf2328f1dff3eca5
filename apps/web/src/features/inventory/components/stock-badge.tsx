import type { InventoryItem } from '@app/contracts/inventory';
import { Trans } from '@lingui/react/macro';
import { Badge } from '#src/components/ui/badge.tsx';
import { formatCount } from '../format.ts';

export type StockLevel = 'out' | 'low' | 'ok';

export function stockLevel(item: Pick<InventoryItem, 'stock' | 'isLowStock'>): StockLevel {
  if (item.stock <= 0) return 'out';
  return item.isLowStock ? 'low' : 'ok';
}

/** The stock figure, with a warning when it is at or under the threshold and red when none is left. */
export function StockBadge({
  item,
}: {
  item: Pick<InventoryItem, 'stock' | 'isLowStock' | 'unit'>;
}) {
  const level = stockLevel(item);
  if (level === 'ok') return null;
  return (
    <Badge variant={level === 'out' ? 'danger' : 'warning'}>
      {level === 'out' ? <Trans>Out of stock</Trans> : <Trans>Low stock</Trans>}
    </Badge>
  );
}

/** "12 bottles"-style stock text; the unit is shown as the owner typed it. */
export function stockText(item: Pick<InventoryItem, 'stock' | 'unit'>): string {
  return item.unit ? `${formatCount(item.stock)} ${item.unit}` : formatCount(item.stock);
}
