import { Plural, useLingui } from '@lingui/react/macro';
import type { ExpenseTotals } from '@app/contracts/expenses';
import { categoryLabel, formatMoney } from '../labels.ts';

/** The total of the filter and a bar per category, largest first; a tap filters by it. */
export function CategoryTotals({
  totals,
  currency,
  selected,
  onSelect,
}: {
  totals: ExpenseTotals;
  currency: string;
  selected?: string;
  onSelect: (category: string | undefined) => void;
}) {
  const largest = totals.byCategory[0]?.total ?? 0;
  const { t, i18n } = useLingui();
  const count = totals.count;
  return (
    <section
      aria-label={t`Totals by category`}
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <p className="text-sm text-muted-foreground">
        <Plural value={count} one="# expense" other="# expenses" />
      </p>
      <p className="text-3xl font-semibold tracking-tight tabular-nums">
        {formatMoney(totals.total, currency)}
      </p>
      {totals.byCategory.length > 0 && (
        <ul className="mt-4 space-y-1">
          {totals.byCategory.map((row) => (
            <li key={row.category}>
              <button
                type="button"
                aria-pressed={selected === row.category}
                onClick={() => onSelect(selected === row.category ? undefined : row.category)}
                className="w-full rounded-lg px-2 py-1.5 text-left transition-colors hover:bg-surface-muted aria-pressed:bg-primary-soft"
              >
                <span className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="truncate font-medium">{categoryLabel(row.category, i18n)}</span>
                  <span className="shrink-0 tabular-nums">{formatMoney(row.total, currency)}</span>
                </span>
                <span className="mt-1 block h-1.5 overflow-hidden rounded-full bg-surface-muted">
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{
                      width: `${largest > 0 ? Math.max(2, (row.total / largest) * 100) : 0}%`,
                    }}
                  />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
