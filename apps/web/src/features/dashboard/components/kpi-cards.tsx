import type { DashboardPeriod } from '@app/contracts/dashboard';
import type { Dashboard } from '@app/contracts/dashboard';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { cn } from '#src/lib/cn.ts';
import { formatCount, formatMoneyShort } from '../format.ts';
import { ChangeBadge } from '#src/components/change-badge.tsx';

const PERIODS = [
  {
    key: 'today',
    label: msg`Today`,
    heading: msg`Figures for today`,
    previous: msg({ message: 'vs yesterday', comment: 'compared with yesterday, under a figure' }),
  },
  {
    key: 'week',
    label: msg`This week`,
    heading: msg`Figures for this week`,
    previous: msg({ message: 'vs last week', comment: 'compared with last week, under a figure' }),
  },
  {
    key: 'month',
    label: msg`This month`,
    heading: msg`Figures for this month`,
    previous: msg({
      message: 'vs last month',
      comment: 'compared with last month, under a figure',
    }),
  },
] as const;
type PeriodKey = (typeof PERIODS)[number]['key'];

type Figure = 'revenue' | 'grossProfit' | 'salesCount' | 'expenses' | 'netProfit';

const FIGURES: { key: Figure; label: MessageDescriptor; money: boolean; inverse?: boolean }[] = [
  { key: 'revenue', label: msg`Revenue`, money: true },
  { key: 'grossProfit', label: msg`Gross profit`, money: true },
  { key: 'salesCount', label: msg`Sales`, money: false },
  { key: 'expenses', label: msg`Expenses`, money: true, inverse: true },
  { key: 'netProfit', label: msg`Net profit`, money: true },
];

function Kpi({
  label,
  value,
  period,
  figure,
  inverse,
  previousLabel,
  negative,
}: {
  label: string;
  value: string;
  period: DashboardPeriod;
  figure: Figure;
  inverse?: boolean;
  /** "vs yesterday", in the app's language. */
  previousLabel: string;
  negative: boolean;
}) {
  return (
    <div
      className={cn(
        'kpi-card min-w-0 rounded-2xl border border-border bg-surface p-3.5 shadow-sm sm:p-5',
        // The fifth card (net profit, the bottom line) takes the whole last row on a phone.
        figure === 'netProfit' && 'col-span-2 lg:col-span-1',
      )}
    >
      <p className="truncate text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
      <p
        className={cn(
          'mt-1 truncate text-xl font-semibold tracking-tight tabular-nums sm:text-2xl',
          negative && 'text-danger',
        )}
        title={value}
      >
        {value}
      </p>
      <p className="mt-1.5 flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
        <ChangeBadge
          current={period[figure]}
          previous={period.previous[figure]}
          inverse={inverse}
        />
        <span className="truncate">{previousLabel}</span>
      </p>
    </div>
  );
}

/** Today, this week or this month: five figures, two cards a row on a phone. */
export function KpiCards({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useLingui();
  const [periodKey, setPeriodKey] = useState<PeriodKey>('today');
  const selected = PERIODS.find((p) => p.key === periodKey)!;
  const period = dashboard[periodKey];
  return (
    <section aria-labelledby="kpi-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="kpi-heading" className="sr-only">
          {t(selected.heading)}
        </h2>
        <div
          role="radiogroup"
          aria-label={t({ message: 'Period', comment: 'today, this week or this month' })}
          className="inline-flex rounded-xl border border-border bg-surface-muted p-1"
        >
          {PERIODS.map((p) => (
            <button
              key={p.key}
              type="button"
              role="radio"
              aria-checked={p.key === periodKey}
              onClick={() => setPeriodKey(p.key)}
              className={cn(
                'h-8 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors',
                p.key === periodKey && 'bg-surface text-foreground shadow-sm',
              )}
            >
              {t(p.label)}
            </button>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {FIGURES.map((f) => {
          const raw = period[f.key];
          return (
            <Kpi
              key={f.key}
              label={t(f.label)}
              value={f.money ? formatMoneyShort(raw, dashboard.currency) : formatCount(raw)}
              period={period}
              figure={f.key}
              inverse={f.inverse}
              previousLabel={t(selected.previous)}
              negative={f.key === 'netProfit' && raw < 0}
            />
          );
        })}
      </div>
    </section>
  );
}
