import type { Analytics } from '@app/contracts/analytics';
import { toCsv } from '#src/lib/csv.ts';
import { hourLabel, PAYMENT_LABELS } from './format.ts';

/** The whole report as one CSV: totals, the series, then each table under its own heading. */
export function analyticsCsv(report: Analytics): string {
  const rows: (string | number | null)[][] = [
    ['Analytics', `${report.from} to ${report.to}`, report.currency],
    [],
    ['Figure', 'This period', 'Previous period'],
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
    ['Period', 'Revenue', 'Cost of goods', 'Gross profit', 'Expenses', 'Net profit', 'Sales'],
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
    ['Top products by revenue', 'Quantity', 'Revenue', 'Profit'],
    ...report.topProducts.byRevenue.map((p) => [p.name, p.quantity, p.revenue, p.profit]),
    [],
    ['Top products by quantity', 'Quantity', 'Revenue', 'Profit'],
    ...report.topProducts.byQuantity.map((p) => [p.name, p.quantity, p.revenue, p.profit]),
    [],
    ['Top products by profit', 'Quantity', 'Revenue', 'Profit'],
    ...report.topProducts.byProfit.map((p) => [p.name, p.quantity, p.revenue, p.profit]),
    [],
    ['Top customers', 'Sales', 'Revenue'],
    ...report.topCustomers.map((c) => [c.name, c.salesCount, c.revenue]),
    [],
    ['Payment method', 'Sales', 'Revenue'],
    ...report.byPaymentMethod.map((m) => [
      PAYMENT_LABELS[m.paymentMethod] ?? m.paymentMethod,
      m.salesCount,
      m.revenue,
    ]),
    [],
    ['Hour', 'Sales', 'Revenue'],
    ...report.byHour.map((h) => [hourLabel(h.hour), h.salesCount, h.revenue]),
  ];
  return toCsv(rows);
}
