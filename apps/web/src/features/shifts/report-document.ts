import type { ShiftWithReport } from '@app/contracts/shifts';
import { PAYMENT_METHODS } from '@app/contracts/payment-methods';
import type { I18n } from '@lingui/core';
import { formatAmount, formatDateTime } from '#src/lib/format.ts';
import type { PrintBlock, PrintDocument } from '#src/lib/print-document.ts';
import { byName, PAYMENT_LABELS, REPORT_LABELS } from './labels.ts';

export interface ReportBusiness {
  name: string;
  currency: string;
  timezone: string;
}

/**
 * The X or Z report as a till document (lib/print-document.ts): what the thermal printer prints
 * and what the PDF (report-pdf.ts) draws, so the two never say different things. Amounts carry
 * the currency code, as on the printed receipt: neither a printer's code page nor the PDF's core
 * fonts have ₦ or ₵.
 */
export function shiftReportDocument(
  shift: ShiftWithReport,
  business: ReportBusiness,
  i18n: I18n,
): PrintDocument {
  const { report } = shift;
  const l = (d: (typeof REPORT_LABELS)[keyof typeof REPORT_LABELS]) => i18n._(d);
  const money = (n: number) =>
    `${n < 0 ? '-' : ''}${business.currency} ${formatAmount(Math.abs(n)).replace(/\u202f/g, '\u00a0')}`;
  const signedMoney = (n: number) => (n > 0 ? `+${money(n)}` : money(n));
  const by = (name: string | null) => (name ? ` ${byName(i18n, name)}` : '');
  const heading = (text: string): PrintBlock => ({
    kind: 'text',
    text: text.toUpperCase(),
    bold: true,
  });
  const row = (label: string, value: string, bold = false): PrintBlock => ({
    kind: 'row',
    label,
    value,
    bold,
  });

  const blocks: PrintBlock[] = [
    { kind: 'title', text: business.name },
    { kind: 'title', text: l(report.kind === 'x' ? REPORT_LABELS.xReport : REPORT_LABELS.zReport) },
    { kind: 'separator' },
    row(l(REPORT_LABELS.register), shift.register),
    row(
      l(REPORT_LABELS.opened),
      `${formatDateTime(shift.openedAt, business.timezone)}${by(shift.openedByUsername)}`,
    ),
  ];
  if (shift.closedAt) {
    blocks.push(
      row(
        l(REPORT_LABELS.closed),
        `${formatDateTime(shift.closedAt, business.timezone)}${by(shift.closedByUsername)}`,
      ),
    );
  }
  blocks.push(
    { kind: 'separator' },
    heading(l(REPORT_LABELS.drawer)),
    row(l(REPORT_LABELS.openingFloat), money(report.openingFloat)),
    row(l(REPORT_LABELS.cashSales), `+${money(report.cashSales)}`),
    row(l(REPORT_LABELS.cashRefunds), `-${money(report.cashRefunds)}`),
    row(l(REPORT_LABELS.payIns), `+${money(report.payIns)}`),
    row(l(REPORT_LABELS.payOuts), `-${money(report.payOuts)}`),
    row(l(REPORT_LABELS.expectedCash), money(report.expectedCash), true),
  );
  if (report.countedCash !== null && report.difference !== null) {
    blocks.push(
      row(l(REPORT_LABELS.countedCash), money(report.countedCash), true),
      row(l(REPORT_LABELS.difference), signedMoney(report.difference), true),
    );
  }
  blocks.push(
    { kind: 'separator' },
    heading(l(REPORT_LABELS.sales)),
    row(l(REPORT_LABELS.salesCount), String(report.salesCount)),
    row(l(REPORT_LABELS.salesTotal), money(report.salesTotal), true),
    row(l(REPORT_LABELS.discounts), money(report.discounts)),
    row(l(REPORT_LABELS.tax), money(report.tax)),
    heading(l(REPORT_LABELS.byMethod)),
    ...PAYMENT_METHODS.map((method) =>
      row(i18n._(PAYMENT_LABELS[method]), money(report.byPaymentMethod[method])),
    ),
    heading(l(REPORT_LABELS.refunds)),
    row(l(REPORT_LABELS.refundsCount), String(report.refundsCount)),
    row(l(REPORT_LABELS.refundsTotal), money(report.refundsTotal)),
  );
  if (report.cashMovements.length > 0) {
    blocks.push(heading(l(REPORT_LABELS.movements)));
    for (const m of report.cashMovements) {
      const kind = l(m.type === 'in' ? REPORT_LABELS.payIn : REPORT_LABELS.payOut);
      blocks.push(row(`${kind}: ${m.reason}`, `${m.type === 'in' ? '+' : '-'}${money(m.amount)}`));
    }
  }
  blocks.push({ kind: 'separator' });
  return { blocks };
}
