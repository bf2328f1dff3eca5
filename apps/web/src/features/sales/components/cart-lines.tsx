import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Percent, Plus, Trash2 } from 'lucide-react';
import { memo, useState, type Dispatch } from 'react';
import { cn } from '#src/lib/cn.ts';
import type { CartAction, CartLine } from '../cart.ts';
import { moneyOrZero } from '../cart.ts';
import { formatMoney } from '../format.ts';
import { lineTotal, minorToNumber, toMinor } from '../money.ts';
import { MoneyField } from './money-field.tsx';

interface CartLinesProps {
  lines: CartLine[];
  dispatch: Dispatch<CartAction>;
  currency: string;
  symbol: string;
  allowNegativeStock: boolean;
  /** Product ids the server said are short, with what is left. */
  short?: ReadonlyMap<string, number>;
}

export function CartLines({
  lines,
  dispatch,
  currency,
  symbol,
  allowNegativeStock,
  short,
}: CartLinesProps) {
  return (
    <ul className="divide-y divide-border">
      {lines.map((line) => (
        <CartLineRow
          key={line.productId}
          line={line}
          dispatch={dispatch}
          currency={currency}
          symbol={symbol}
          allowNegativeStock={allowNegativeStock}
          shortBy={short?.get(line.productId)}
        />
      ))}
    </ul>
  );
}

const CartLineRow = memo(function CartLineRow({
  line,
  dispatch,
  currency,
  symbol,
  allowNegativeStock,
  shortBy,
}: {
  line: CartLine;
  dispatch: Dispatch<CartAction>;
  currency: string;
  symbol: string;
  allowNegativeStock: boolean;
  shortBy: number | undefined;
}) {
  const { t } = useLingui();
  const [showDiscount, setShowDiscount] = useState(line.discount !== '');
  const [draft, setDraft] = useState<string | null>(null);
  const money = (cents: bigint) => formatMoney(minorToNumber(cents), currency);
  const total = lineTotal({
    quantity: line.quantity,
    unitPrice: toMinor(line.unitPrice),
    discount: moneyOrZero(line.discount),
  });
  const name = line.name;
  const price = formatMoney(Number(line.unitPrice), currency);
  const amount = money(total);
  const left = shortBy ?? line.stock;
  const overStock = !allowNegativeStock && line.stock !== null && line.quantity > line.stock;
  const commitDraft = () => {
    if (draft === null) return;
    const n = Number.parseInt(draft, 10);
    if (Number.isFinite(n) && n > 0)
      dispatch({ type: 'setQuantity', productId: line.productId, quantity: n });
    setDraft(null);
  };

  return (
    <li className="py-3" data-testid="cart-line">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{line.name}</p>
          <p className="text-xs text-muted-foreground tabular-nums">
            <Trans comment="a unit price: ₦500 each">{price} each</Trans>
          </p>
        </div>
        <p
          className="shrink-0 text-sm font-semibold tabular-nums"
          aria-label={t`Line total ${amount}`}
        >
          {money(total)}
        </p>
      </div>
      <div className="mt-2 flex items-center gap-2">
        <div className="flex items-center rounded-xl border border-border">
          <button
            type="button"
            aria-label={t`One less ${name}`}
            disabled={line.quantity <= 1}
            onClick={() => dispatch({ type: 'step', productId: line.productId, by: -1 })}
            className="flex size-10 items-center justify-center rounded-l-xl text-muted-foreground hover:bg-surface-muted hover:text-foreground disabled:opacity-40 disabled:hover:bg-transparent"
          >
            <Minus className="size-4" />
          </button>
          <input
            type="text"
            inputMode="numeric"
            aria-label={t`Quantity of ${name}`}
            value={draft ?? String(line.quantity)}
            onChange={(e) => setDraft(e.target.value.replace(/\D/g, ''))}
            onBlur={commitDraft}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                commitDraft();
              }
            }}
            className="h-10 w-14 border-x border-border bg-transparent text-center text-base font-medium tabular-nums focus-visible:bg-surface-muted focus-visible:outline-none"
          />
          <button
            type="button"
            aria-label={t`One more ${name}`}
            onClick={() => dispatch({ type: 'step', productId: line.productId, by: 1 })}
            className="flex size-10 items-center justify-center rounded-r-xl text-muted-foreground hover:bg-surface-muted hover:text-foreground"
          >
            <Plus className="size-4" />
          </button>
        </div>
        {line.allowDiscount && (
          <button
            type="button"
            aria-pressed={showDiscount}
            aria-label={t`Discount on ${name}`}
            onClick={() => setShowDiscount((v) => !v)}
            className={cn(
              'flex size-10 items-center justify-center rounded-xl border border-border text-muted-foreground hover:bg-surface-muted',
              (showDiscount || line.discount) && 'border-primary/40 bg-primary-soft text-primary',
            )}
          >
            <Percent className="size-4" />
          </button>
        )}
        <button
          type="button"
          aria-label={t`Remove ${name}`}
          onClick={() => dispatch({ type: 'remove', productId: line.productId })}
          className="ml-auto flex size-10 items-center justify-center rounded-xl text-muted-foreground hover:bg-danger-soft hover:text-danger"
        >
          <Trash2 className="size-4" />
        </button>
      </div>
      {showDiscount && line.allowDiscount && (
        <label className="mt-2 flex items-center justify-between gap-3 text-sm">
          <span className="min-w-0 text-muted-foreground">
            <Trans>Line discount</Trans>
          </span>
          <MoneyField
            symbol={symbol}
            value={line.discount}
            placeholder="0.00"
            aria-label={t`Discount on ${name}`}
            onChange={(discount) =>
              dispatch({ type: 'lineDiscount', productId: line.productId, discount })
            }
            className="w-36 shrink-0"
          />
        </label>
      )}
      {(overStock || shortBy !== undefined) && (
        <p role="alert" className="mt-1.5 text-xs font-medium text-danger">
          <Trans>Only {left} in stock</Trans>
        </p>
      )}
    </li>
  );
});
