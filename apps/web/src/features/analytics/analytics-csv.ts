import type { Analytics } from '@app/contracts/analytics';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toCsv } from '#src/lib/csv.ts';
import { hourLabel, paymentLabel } from './format.ts';

/**
 * The whole report as one CSV: totals, the series, then each table under its own heading, in
 * `i18n`'s language (the reader's). The figures' keys (revenue, cogs...) stay as they are.
 */
export function analyticsCsv(report: Analytics, i18n: I18n): string {
  const text = (message: MessageDescriptor) => i18n._(message);
  const { from, to } = report;
  const rows: (string | number | null)[][] = [
    [text(msg`Analytics`), text(msg`${from} to ${to}`), report.currency],
    [],
    [text(msg`Figure`), text(msg`This period`), text(msg`Previous period`)],
    ...(
      [
        'revenue',
        'cogs',
        'grossProfit',
        'expenses',
        'netProfit',
        'salesCount',
        'averageSale',
      ] as const
    ).map((key) => [key, report[key], report.previous[key]]),
    [],
    [
      text(msg`Period`),
      text(msg`Revenue`),
      text(msg`Cost of goods`),
      text(msg`Gross profit`),
      text(msg`Expenses`),
      text(msg`Net profit`),
      text(msg`Sales`),
    ],
    ...report.series.map((p) => [
      p.period,
      p.revenue,
      p.cogs,
      p.grossProfit,
      p.expenses,
      p.netProfit,
      p.salesCount,
    ]),
    [],
    [
      text(msg`Top products by revenue`),
      text(msg`Quantity`),
      text(msg`Revenue`),
      text(msg`Profit`),
    ],
    ...report.topProducts.byRevenue.map((p) => [p.name, p.quantity, p.revenue, p.profit]),
    [],
    [
      text(msg`Top products by quantity`),
      text(msg`Quantity`),
      text(msg`Revenue`),
      text(msg`Profit`),
    ],
    ...report.topProducts.byQuantity.map((p) => [p.name, p.quantity, p.revenue, p.profit]),
    [],
    [text(msg`Top products by profit`), text(msg`Quantity`), text(msg`Revenue`), text(msg`Profit`)],
    ...report.topProducts.byProfit.map((p) => [p.name, p.quantity, p.revenue, p.profit]),
    [],
    [text(msg`Top customers`), text(msg`Sales`), text(msg`Revenue`)],
    ...report.topCustomers.map((c) => [c.name, c.salesCount, c.revenue]),
    [],
    [text(msg`Payment method`), text(msg`Sales`), text(msg`Revenue`)],
    ...report.byPaymentMethod.map((m) => [
      paymentLabel(m.paymentMethod, i18n),
      m.salesCount,
      m.revenue,
    ]),
    [],
    [text(msg`Hour`), text(msg`Sales`), text(msg`Revenue`)],
    ...report.byHour.map((h) => [hourLabel(h.hour), h.salesCount, h.revenue]),
  ];
  return toCsv(rows);
}
