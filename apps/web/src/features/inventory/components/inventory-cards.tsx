import type { InventoryItem } from '@app/contracts/inventory';
import { Trans, useLingui } from '@lingui/react/macro';
import { EyeOff, PackagePlus } from 'lucide-react';
import { memo, useRef } from 'react';
import { cn } from '#src/lib/cn.ts';
import { formatCount, formatMoney } from '../format.ts';
import { ItemActionsMenu, type ItemActions } from './item-actions-menu.tsx';
import { ItemThumb } from './item-thumb.tsx';
import { StockBadge, stockLevel, stockText } from './stock-badge.tsx';

interface InventoryCardsProps {
  items: InventoryItem[];
  currency: string;
  selecting: boolean;
  selected: ReadonlySet<string>;
  actions: ItemActions;
  stale: boolean;
}

/** The phone list: big targets, price and stock at a glance, stock change one tap away. */
export function InventoryCards({
  items,
  currency,
  selecting,
  selected,
  actions,
  stale,
}: InventoryCardsProps) {
  const { t } = useLingui();
  return (
    <ul
      aria-label={t`Products`}
      className={cn(
        'divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface transition-opacity',
        stale && 'opacity-60',
      )}
    >
      {items.map((item) => (
        <InventoryCard
          key={item.id}
          item={item}
          currency={currency}
          selecting={selecting}
          selected={selected.has(item.id)}
          actions={actions}
        />
      ))}
    </ul>
  );
}

const InventoryCard = memo(function InventoryCard({
  item,
  currency,
  selecting,
  selected,
  actions,
}: {
  item: InventoryItem;
  currency: string;
  selecting: boolean;
  selected: boolean;
  actions: ItemActions;
}) {
  const { t } = useLingui();
  const stockRef = useRef<HTMLButtonElement>(null);
  const level = stockLevel(item);
  const name = item.name;
  const stock = stockText(item);
  const meta = [item.categoryName, item.sku].filter(Boolean).join(' · ');
  return (
    <li
      className={cn(
        'relative flex items-center gap-3 px-3 py-3 [contain-intrinsic-size:auto_5rem] [content-visibility:auto]',
        selected && 'bg-primary-soft/60',
      )}
    >
      {selecting && (
        <input
          type="checkbox"
          aria-label={t`Select ${name}`}
          checked={selected}
          readOnly
          onClick={(e) => actions.select(item, e.currentTarget.checked, false)}
          className="relative z-10 size-5 shrink-0 accent-[var(--primary)]"
        />
      )}
      <ItemThumb name={item.name} imageUrl={item.imageUrl} size="md" className="size-12" />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => (selecting ? actions.select(item, !selected, false) : actions.edit(item))}
          className="line-clamp-2 text-left leading-snug font-medium after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring/50 focus-visible:after:ring-inset"
        >
          {item.name}
        </button>
        {meta && <p className="truncate text-xs text-muted-foreground">{meta}</p>}
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold tabular-nums">{formatMoney(item.price, currency)}</span>
          {!item.showInShop && (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <EyeOff className="size-3.5" aria-hidden />
              <Trans comment="a product not listed in the public shop; the part in <0> is read by screen readers only">
                Hidden<span className="sr-only"> from shop</span>
              </Trans>
            </span>
          )}
          <StockBadge item={item} />
        </div>
      </div>
      <button
        ref={stockRef}
        type="button"
        onClick={(e) => actions.adjust(item, e.currentTarget)}
        aria-label={t`Stock ${stock}. Adjust stock of ${name}`}
        className={cn(
          'relative z-10 flex h-11 min-w-16 shrink-0 items-center justify-center gap-1 rounded-xl border border-border bg-surface px-2 font-semibold tabular-nums',
          'active:bg-surface-muted',
          level === 'out' && 'border-danger/30 text-danger',
          level === 'low' && 'border-warning/30 text-warning',
        )}
      >
        {formatCount(item.stock)}
        <PackagePlus className="size-4 text-muted-foreground" aria-hidden />
      </button>
      {!selecting && (
        <ItemActionsMenu
          item={item}
          actions={actions}
          stockAnchor={() => stockRef.current}
          className="relative z-10 -mr-1 size-10 shrink-0"
        />
      )}
    </li>
  );
});
