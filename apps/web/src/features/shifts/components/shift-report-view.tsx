import type { ShiftWithReport } from '@app/contracts/shifts';
import { PAYMENT_METHODS } from '@app/contracts/payment-methods';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '#src/lib/cn.ts';
import { formatCount, formatDateTime, formatMoney } from '#src/lib/format.ts';
import { byName, differenceTone, PAYMENT_LABELS, REPORT_LABELS } from '../labels.ts';

interface ShiftReportViewProps {
  shift: ShiftWithReport;
  currency: string;
  timezone: string;
}

/** The X report (open shift) or Z report (closed) on screen: the drawer first, then the sales. */
export function ShiftReportView({ shift, currency, timezone }: ShiftReportViewProps) {
  const { i18n } = useLingui();
  const l = (d: (typeof REPORT_LABELS)[keyof typeof REPORT_LABELS]) => i18n._(d);
  const money = (n: number) => formatMoney(n, currency);
  const { report } = shift;
  const methods = PAYMENT_METHODS.filter((m) => report.byPaymentMethod[m] !== 0);

  return (
    <div className="space-y-4 text-sm" data-testid="shift-report">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="text-base font-semibold">
          {l(report.kind === 'x' ? REPORT_LABELS.xReport : REPORT_LABELS.zReport)}
        </h3>
        <span className="text-muted-foreground">
          {l(REPORT_LABELS.register)}: {shift.register}
        </span>
      </div>
      <dl className="grid gap-1 text-muted-foreground">
        <Who
          label={l(REPORT_LABELS.opened)}
          at={formatDateTime(shift.openedAt, timezone)}
          by={shift.openedByUsername}
        />
        {shift.closedAt && (
          <Who
            label={l(REPORT_LABELS.closed)}
            at={formatDateTime(shift.closedAt, timezone)}
            by={shift.closedByUsername}
          />
        )}
      </dl>

      <Section title={l(REPORT_LABELS.drawer)}>
        <Line label={l(REPORT_LABELS.openingFloat)} value={money(report.openingFloat)} />
        <Line label={l(REPORT_LABELS.cashSales)} value={`+ ${money(report.cashSales)}`} />
        <Line label={l(REPORT_LABELS.cashRefunds)} value={`- ${money(report.cashRefunds)}`} />
        <Line label={l(REPORT_LABELS.payIns)} value={`+ ${money(report.payIns)}`} />
        <Line label={l(REPORT_LABELS.payOuts)} value={`- ${money(report.payOuts)}`} />
        <Line label={l(REPORT_LABELS.expectedCash)} value={money(report.expectedCash)} strong />
        {report.countedCash !== null && report.difference !== null && (
          <>
            <Line label={l(REPORT_LABELS.countedCash)} value={money(report.countedCash)} strong />
            <Line
              label={l(REPORT_LABELS.difference)}
              value={signed(report.difference, money)}
              strong
              className={differenceTone(report.difference)}
            />
          </>
        )}
      </Section>

      <Section title={l(REPORT_LABELS.sales)}>
        <Line label={l(REPORT_LABELS.salesCount)} value={formatCount(report.salesCount)} />
        <Line label={l(REPORT_LABELS.salesTotal)} value={money(report.salesTotal)} strong />
        <Line label={l(REPORT_LABELS.discounts)} value={money(report.discounts)} />
        <Line label={l(REPORT_LABELS.tax)} value={money(report.tax)} />
      </Section>

      <Section title={l(REPORT_LABELS.byMethod)}>
        {methods.length === 0 ? (
          <Line label={i18n._(PAYMENT_LABELS.cash)} value={money(0)} />
        ) : (
          methods.map((m) => (
            <Line
              key={m}
              label={i18n._(PAYMENT_LABELS[m])}
              value={money(report.byPaymentMethod[m])}
            />
          ))
        )}
      </Section>

      <Section title={l(REPORT_LABELS.refunds)}>
        <Line label={l(REPORT_LABELS.refundsCount)} value={formatCount(report.refundsCount)} />
        <Line label={l(REPORT_LABELS.refundsTotal)} value={money(report.refundsTotal)} />
      </Section>

      {report.cashMovements.length > 0 && (
        <Section title={l(REPORT_LABELS.movements)}>
          {report.cashMovements.map((m) => (
            <Line
              key={m.id}
              label={
                <span className="min-w-0">
                  <span className="font-medium">
                    {l(m.type === 'in' ? REPORT_LABELS.payIn : REPORT_LABELS.payOut)}
                  </span>{' '}
                  <span className="text-muted-foreground">{m.reason}</span>
                </span>
              }
              value={`${m.type === 'in' ? '+' : '-'} ${money(m.amount)}`}
            />
          ))}
        </Section>
      )}
    </div>
  );
}

/** A difference with its sign: "+ 2.00" over, "- 0.45" short. */
export function signed(value: number, money: (n: number) => string): string {
  if (value === 0) return money(0);
  return `${value > 0 ? '+' : '-'} ${money(Math.abs(value))}`;
}

function Who({ label, at, by }: { label: string; at: string; by: string | null }) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-wrap gap-x-1.5">
      <dt className="font-medium text-foreground">{label}</dt>
      <dd>
        {at}
        {by ? ` · ${byName(i18n, by)}` : ''}
      </dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-border bg-surface px-4 py-3">
      <h4 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h4>
      <dl className="space-y-1.5">{children}</dl>
    </section>
  );
}

function Line({
  label,
  value,
  strong,
  className,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3', strong && 'font-semibold')}>
      <dt className="min-w-0">{label}</dt>
      <dd className={cn('shrink-0 tabular-nums', className)}>{value}</dd>
    </div>
  );
}
