import type { Analytics } from '@app/contracts/analytics';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '#src/lib/cn.ts';
import { formatCount, formatMoney } from '../format.ts';
import { ChangeBadge } from '#src/components/change-badge.tsx';

type Key = 'revenue' | 'grossProfit' | 'expenses' | 'netProfit' | 'salesCount' | 'averageSale';
const FIGURES: { key: Key; label: MessageDescriptor; money: boolean; inverse?: boolean }[] = [
  { key: 'revenue', label: msg`Revenue`, money: true },
  { key: 'grossProfit', label: msg`Gross profit`, money: true },
  { key: 'expenses', label: msg`Expenses`, money: true, inverse: true },
  { key: 'netProfit', label: msg`Net profit`, money: true },
  { key: 'salesCount', label: msg`Sales`, money: false },
  { key: 'averageSale', label: msg`Average sale`, money: true },
];

/** The headline figures with their change against the range just before. */
export function KpiRow({ report }: { report: Analytics }) {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Totals`}
      className="kpi-grid-money grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6"
    >
      {FIGURES.map((f) => {
        const value = report[f.key];
        return (
          <div
            key={f.key}
            className="kpi-card min-w-0 rounded-2xl border border-border bg-surface p-3.5 shadow-sm sm:p-4"
          >
            <p className="truncate text-xs font-medium text-muted-foreground sm:text-sm">
              {t(f.label)}
            </p>
            <p
              className={cn(
                'mt-1 truncate text-lg font-semibold tracking-tight tabular-nums sm:text-xl',
                f.key === 'netProfit' && value < 0 && 'text-danger',
              )}
            >
              {f.money ? formatMoney(value, report.currency) : formatCount(value)}
            </p>
            <p className="mt-1.5 flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
              <ChangeBadge current={value} previous={report.previous[f.key]} inverse={f.inverse} />
              <span className="truncate">
                <Trans comment="compared with the range just before, under a figure">
                  vs previous
                </Trans>
              </span>
            </p>
          </div>
        );
      })}
    </section>
  );
}
