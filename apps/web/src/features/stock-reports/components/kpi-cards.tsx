import type { StockTotals } from '@app/contracts/reports';
import {
  AlertTriangle,
  Boxes,
  type LucideIcon,
  PackageX,
  Package,
  Tag,
  TrendingUp,
  Wallet,
} from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '#src/lib/cn.ts';
import type { ReportFormatters } from '../format.ts';

const tones = {
  primary: 'bg-primary-soft text-primary',
  info: 'bg-info/10 text-info',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
  neutral: 'bg-surface-muted text-muted-foreground',
} as const;

function Kpi({
  label,
  value,
  hint,
  icon: Icon,
  tone,
  href,
  large = false,
}: {
  label: string;
  value: string;
  hint?: ReactNode;
  icon: LucideIcon;
  tone: keyof typeof tones;
  /** An in-page anchor to the table behind the figure. */
  href?: string;
  large?: boolean;
}) {
  const content = (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <span
          className={cn('flex size-9 shrink-0 items-center justify-center rounded-xl', tones[tone])}
        >
          <Icon className="size-[1.125rem]" aria-hidden />
        </span>
      </div>
      <p
        className={cn(
          'mt-1 font-semibold tracking-tight tabular-nums break-words',
          large ? 'text-2xl sm:text-[1.7rem]' : 'text-2xl',
        )}
      >
        {value}
      </p>
      {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
    </>
  );
  const classes =
    'kpi-card block rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5 break-inside-avoid';
  return href ? (
    <a href={href} className={cn(classes, 'transition-colors hover:border-primary/40')}>
      {content}
    </a>
  ) : (
    <div className={classes}>{content}</div>
  );
}

/** The seven headline figures: three in money, four counts. */
export function KpiCards({ totals, format }: { totals: StockTotals; format: ReportFormatters }) {
  const { t } = useLingui();
  const margin =
    totals.stockValueAtPrice > 0 ? totals.potentialProfit / totals.stockValueAtPrice : 0;
  const marginText = format.percent(margin);
  return (
    <section aria-label={t`Summary`} className="space-y-3">
      <div className="kpi-grid-money grid gap-3 sm:grid-cols-3">
        <Kpi
          large
          label={t`Stock value at cost`}
          value={format.money(totals.stockValueAtCost)}
          hint={t`What you paid for what is on the shelf`}
          icon={Wallet}
          tone="info"
        />
        <Kpi
          large
          label={t`Value at selling price`}
          value={format.money(totals.stockValueAtPrice)}
          hint={t`What it sells for at today's prices`}
          icon={Tag}
          tone="primary"
        />
        <Kpi
          large
          label={t`Potential profit`}
          value={format.money(totals.potentialProfit)}
          hint={
            totals.stockValueAtPrice > 0
              ? t`${marginText} margin on selling value`
              : t`Price minus cost of everything in stock`
          }
          icon={TrendingUp}
          tone={totals.potentialProfit < 0 ? 'danger' : 'primary'}
        />
      </div>
      <div className="kpi-grid-counts grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Kpi
          label={t`Products`}
          value={format.count(totals.itemCount)}
          icon={Package}
          tone="neutral"
        />
        <Kpi
          label={t`Units in stock`}
          value={format.count(totals.unitCount)}
          icon={Boxes}
          tone="neutral"
        />
        <Kpi
          label={t`Low on stock`}
          value={format.count(totals.lowStockCount)}
          hint={totals.lowStockCount > 0 ? t`Restock soon` : t`Nothing running low`}
          icon={AlertTriangle}
          tone={totals.lowStockCount > 0 ? 'warning' : 'neutral'}
          href={totals.lowStockCount > 0 ? '#low-stock' : undefined}
        />
        <Kpi
          label={t`Out of stock`}
          value={format.count(totals.outOfStockCount)}
          hint={totals.outOfStockCount > 0 ? t`Cannot be sold now` : t`Everything is in stock`}
          icon={PackageX}
          tone={totals.outOfStockCount > 0 ? 'danger' : 'neutral'}
          href={totals.outOfStockCount > 0 ? '#out-of-stock' : undefined}
        />
      </div>
    </section>
  );
}
