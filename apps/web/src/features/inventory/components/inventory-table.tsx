import type { InventoryItem } from '@app/contracts/inventory';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useEffect, useRef } from 'react';
import { Switch } from '#src/components/ui/switch.tsx';
import { cn } from '#src/lib/cn.ts';
import { formatMoney } from '../format.ts';
import { ItemActionsMenu, type ItemActions } from './item-actions-menu.tsx';
import { ItemThumb } from './item-thumb.tsx';
import { StockBadge, stockLevel, stockText } from './stock-badge.tsx';

interface InventoryTableProps {
  items: InventoryItem[];
  currency: string;
  selected: ReadonlySet<string>;
  onSelectAll: (selected: boolean) => void;
  actions: ItemActions;
  /** Dimmed while a new search is on its way (the old rows stay readable). */
  stale: boolean;
}

/** The dense desktop list: one row a product, every common action in reach. */
export function InventoryTable({
  items,
  currency,
  selected,
  onSelectAll,
  actions,
  stale,
}: InventoryTableProps) {
  const { t } = useLingui();
  const allRef = useRef<HTMLInputElement>(null);
  const selectedHere = items.reduce((n, item) => n + (selected.has(item.id) ? 1 : 0), 0);
  const all = items.length > 0 && selectedHere === items.length;
  const some = selectedHere > 0 && !all;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);

  return (
    <div
      className={cn(
        'overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition-opacity',
        stale && 'opacity-60',
      )}
    >
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">
          <Trans>Products</Trans>
        </caption>
        <colgroup>
          <col className="w-12" />
          <col />
          <col className="w-[14%]" />
          <col className="w-[12%]" />
          <col className="w-[11%]" />
          <col className="w-[17%]" />
          <col className="w-20" />
          <col className="w-14" />
        </colgroup>
        <thead className="border-b border-border bg-surface-muted/60 text-xs text-muted-foreground">
          <tr className="h-11">
            <th scope="col" className="pl-4 text-left">
              <input
                ref={allRef}
                type="checkbox"
                aria-label={all ? t`Unselect all shown products` : t`Select all shown products`}
                checked={all}
                onChange={(e) => onSelectAll(e.target.checked)}
                className="size-4 cursor-pointer accent-[var(--primary)] align-middle"
              />
            </th>
            <th scope="col" className="px-3 text-left font-medium">
              <Trans>Product</Trans>
            </th>
            <th scope="col" className="px-3 text-left font-medium">
              <Trans>Category</Trans>
            </th>
            <th scope="col" className="px-3 text-right font-medium">
              <Trans>Price</Trans>
            </th>
            <th scope="col" className="px-3 text-right font-medium">
              <Trans comment="table header: the buying price">Cost</Trans>
            </th>
            <th scope="col" className="px-3 text-right font-medium">
              <Trans>Stock</Trans>
            </th>
            <th scope="col" className="px-2 text-center font-medium">
              <Trans comment="table header: shown in the public shop">In shop</Trans>
            </th>
            <th scope="col" className="pr-3">
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((item) => (
            <InventoryRow
              key={item.id}
              item={item}
              currency={currency}
              selected={selected.has(item.id)}
              actions={actions}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

const InventoryRow = memo(function InventoryRow({
  item,
  currency,
  selected,
  actions,
}: {
  item: InventoryItem;
  currency: string;
  selected: boolean;
  actions: ItemActions;
}) {
  const { t } = useLingui();
  const stockRef = useRef<HTMLButtonElement>(null);
  const level = stockLevel(item);
  const name = item.name;
  const stock = stockText(item);
  const codes = [item.sku, item.barcode].filter(Boolean).join(' · ');
  return (
    <tr
      className={cn(
        'group h-16 transition-colors hover:bg-surface-muted/50',
        selected && 'bg-primary-soft/60 hover:bg-primary-soft',
      )}
    >
      <td className="pl-4">
        <input
          type="checkbox"
          aria-label={t`Select ${name}`}
          checked={selected}
          readOnly
          onClick={(e) => actions.select(item, e.currentTarget.checked, e.shiftKey)}
          className="size-4 cursor-pointer accent-[var(--primary)] align-middle"
        />
      </td>
      <td className="px-3">
        <div className="flex min-w-0 items-center gap-3">
          <ItemThumb name={item.name} imageUrl={item.imageUrl} />
          <div className="min-w-0">
            <button
              type="button"
              onClick={() => actions.edit(item)}
              className="block max-w-full truncate text-left font-medium hover:text-primary hover:underline focus-visible:underline focus-visible:outline-none"
              title={item.name}
            >
              {item.name}
            </button>
            <p className="truncate text-xs text-muted-foreground">
              {codes || (
                <span className="italic">
                  <Trans>No SKU</Trans>
                </span>
              )}
            </p>
          </div>
        </div>
      </td>
      <td className="truncate px-3 text-muted-foreground" title={item.categoryName ?? undefined}>
        {item.categoryName ?? '—'}
      </td>
      <td className="px-3 text-right font-medium tabular-nums">
        {formatMoney(item.price, currency)}
      </td>
      <td className="px-3 text-right text-muted-foreground tabular-nums">
        {item.cost === undefined ? '—' : formatMoney(item.cost, currency)}
      </td>
      <td className="px-3 text-right">
        <div className="flex items-center justify-end gap-2">
          <StockBadge item={item} />
          <button
            ref={stockRef}
            type="button"
            onClick={(e) => actions.adjust(item, e.currentTarget)}
            aria-label={t`Stock ${stock}. Adjust stock of ${name}`}
            title={t`Adjust stock`}
            className={cn(
              'min-w-12 rounded-lg border border-transparent px-2 py-1 text-right font-semibold tabular-nums transition-colors',
              'hover:border-border hover:bg-surface focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none',
              level === 'out' && 'text-danger',
              level === 'low' && 'text-warning',
            )}
          >
            {stockText(item)}
          </button>
        </div>
      </td>
      <td className="px-2 text-center">
        <Switch
          checked={item.showInShop}
          onCheckedChange={(on) => actions.toggleShop(item, on)}
          aria-label={t`Show ${name} in shop`}
          className="align-middle"
        />
      </td>
      <td className="pr-3 text-right">
        <ItemActionsMenu item={item} actions={actions} stockAnchor={() => stockRef.current} />
      </td>
    </tr>
  );
});
