import type { StockCountLine } from '@app/contracts/stock-counts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import { cn } from '#src/lib/cn.ts';

interface CountLineRowProps {
  line: StockCountLine;
  counted: number | null;
  highlighted: boolean;
  disabled: boolean;
  onCount: (productId: string, counted: number) => void;
}

/**
 * One item to count: − and + for a few units, or the number typed. The books' figure is not
 * shown while counting (a blind count), so the shelf is counted, not the screen.
 */
export const CountLineRow = memo(function CountLineRow({
  line,
  counted,
  highlighted,
  disabled,
  onCount,
}: CountLineRowProps) {
  const { t } = useLingui();
  const [text, setText] = useState(counted === null ? '' : String(counted));
  useEffect(() => setText(counted === null ? '' : String(counted)), [counted]);
  const name = line.productName;
  const codes = [line.sku, line.barcode].filter(Boolean).join(' · ');

  const commit = (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') return;
    const n = Number(trimmed);
    if (Number.isInteger(n) && n >= 0) onCount(line.productId, n);
    else setText(counted === null ? '' : String(counted));
  };

  return (
    <li
      id={`count-line-${line.productId}`}
      className={cn(
        'flex items-center gap-3 rounded-xl border border-border bg-surface px-3 py-2.5 transition-colors',
        highlighted && 'border-primary ring-2 ring-primary/30',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{name}</p>
        <p className="truncate text-xs text-muted-foreground">
          {counted === null ? <Trans>Not counted yet</Trans> : codes || <Trans>Counted</Trans>}
          {counted === null && codes ? ` · ${codes}` : ''}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <button
          type="button"
          className="flex size-10 items-center justify-center rounded-lg border border-input bg-surface text-foreground hover:bg-surface-muted disabled:opacity-60"
          aria-label={t`One less ${name}`}
          disabled={disabled || !counted}
          onClick={() => onCount(line.productId, (counted ?? 0) - 1)}
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <input
          inputMode="numeric"
          pattern="[0-9]*"
          aria-label={t`Counted ${name}`}
          placeholder="–"
          disabled={disabled}
          className={cn(
            'h-10 w-16 rounded-lg border border-input bg-surface text-center text-base font-semibold tabular-nums',
            'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
            counted !== null && 'border-primary/40 bg-primary-soft',
          )}
          value={text}
          onChange={(e) => setText(e.target.value.replace(/[^0-9]/g, ''))}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(e.currentTarget.value);
          }}
        />
        <button
          type="button"
          className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground hover:bg-primary-hover disabled:opacity-60"
          aria-label={t`One more ${name}`}
          disabled={disabled}
          onClick={() => onCount(line.productId, (counted ?? 0) + 1)}
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
});
