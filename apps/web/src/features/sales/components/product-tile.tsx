import type { InventoryItem } from '@app/contracts/inventory';
import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import { cn } from '#src/lib/cn.ts';
import { formatMoney } from '../format.ts';

interface ProductTileProps {
  item: InventoryItem;
  currency: string;
  /** How many are in the cart already (a badge on the tile). */
  quantity: number;
  sellable: boolean;
  /** Stable across renders: with it, an add re-renders the tapped tile alone. */
  onTap: (item: InventoryItem) => void;
}

/** One product of the POS grid: a tap puts it in the cart. */
export const ProductTile = memo(function ProductTile({
  item,
  currency,
  quantity,
  sellable,
  onTap,
}: ProductTileProps) {
  const left = item.stock;
  const name = item.name;
  return (
    <li>
      <button
        type="button"
        disabled={!sellable}
        onClick={() => onTap(item)}
        className={cn(
          // No box-shadow in the transition: the ring appears at once instead of repainting the
          // tile for 150 ms of frames while the next tap waits.
          'relative flex h-full min-h-24 w-full flex-col justify-between gap-2 rounded-xl border bg-surface p-3 text-left transition-[color,background-color,border-color,transform]',
          'hover:border-primary/60 hover:shadow-sm active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-50 disabled:active:scale-100',
          quantity > 0 ? 'border-primary ring-1 ring-primary' : 'border-border',
        )}
      >
        {/* The name is the tile's text, which a screen reader reads after "Add": an aria-label
            differing from the visible text broke voice control ("click <what I see>") and
            Lighthouse's label-content-name-mismatch (ADR 023). */}
        <span className="line-clamp-2 pr-6 text-sm leading-snug font-medium">
          {/* The name stays the tile's text in every language, with "Add" around it for a
              screen reader; the translation may put the name first. */}
          <Trans comment="a product tile of the POS: the product's name, and for screen readers the word Add before it">
            <span className="sr-only">Add </span>
            {name}
            <span className="sr-only">, </span>
          </Trans>
        </span>
        <span className="flex items-end justify-between gap-2">
          <span className="text-base font-semibold tabular-nums">
            {formatMoney(item.price, currency)}
            <span className="sr-only">, </span>
          </span>
          <span
            className={cn(
              'text-xs tabular-nums',
              item.stock <= 0
                ? 'font-medium text-danger'
                : item.isLowStock
                  ? 'font-medium text-warning'
                  : 'text-muted-foreground',
            )}
          >
            {item.stock <= 0 ? (
              <Trans>Out of stock</Trans>
            ) : (
              <Trans comment="how many are left in stock">{left} left</Trans>
            )}
          </span>
        </span>
        {quantity > 0 && (
          <span className="absolute top-2 right-2 flex h-6 min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums">
            {quantity}
            <span className="sr-only">
              {' '}
              <Trans comment="after a number: how many of the product are in the cart">
                in the cart
              </Trans>
            </span>
          </span>
        )}
      </button>
    </li>
  );
});
