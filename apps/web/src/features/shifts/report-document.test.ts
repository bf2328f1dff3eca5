import type { ShiftWithReport } from '@app/contracts/shifts';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { PrintBlock } from '#src/lib/print-document.ts';
import { shiftReportDocument } from './report-document.ts';

const closed: ShiftWithReport = {
  id: 's1',
  businessId: 'b1',
  register: 'Main',
  status: 'closed',
  openingFloat: 100,
  openedAt: '2026-12-06T08:00:00.000Z',
  openedBy: 'u1',
  openedByUsername: 'ada',
  closedAt: '2026-12-06T18:00:00.000Z',
  closedBy: 'u1',
  closedByUsername: 'ada',
  expectedCash: 148.35,
  countedCash: 147.9,
  difference: -0.45,
  report: {
    kind: 'z',
    salesCount: 3,
    salesTotal: 82.19,
    discounts: 0.7,
    tax: 5.74,
    byPaymentMethod: { cash: 39.08, card: 43.11, transfer: 0, mobile_money: 0, credit: 0 },
    cashSales: 30.8,
    refundsCount: 1,
    refundsTotal: 12.35,
    cashRefunds: 12.35,
    payIns: 25,
    payOuts: 7.45,
    openingFloat: 100,
    expectedCash: 148.35,
    countedCash: 147.9,
    difference: -0.45,
    cashMovements: [
      {
        id: 'm1',
        shiftId: 's1',
        type: 'out',
        amount: 7.45,
        reason: 'Delivery',
        createdBy: 'u1',
        createdByUsername: 'ada',
        createdAt: '2026-12-06T12:00:00.000Z',
      },
    ],
  },
};

const rows = (blocks: PrintBlock[]) =>
  Object.fromEntries(
    blocks.flatMap((b) => (b.kind === 'row' ? [[b.label, b.value] as const] : [])),
  );

describe('shiftReportDocument', () => {
  const business = { name: 'Mama Ngozi Store', currency: 'NGN', timezone: 'Africa/Lagos' };

  it('prints the Z report the screen and the PDF show: the drawer, counted against expected', () => {
    const { blocks } = shiftReportDocument(closed, business, i18n);
    expect(blocks.slice(0, 2)).toEqual([
      { kind: 'title', text: 'Mama Ngozi Store' },
      { kind: 'title', text: expect.stringMatching(/Z report/i) },
    ]);
    const byLabel = rows(blocks);
    expect(byLabel).toMatchObject({
      Register: 'Main',
      'Opening float': 'NGN 100.00',
      'Cash refunds': '-NGN 12.35',
      'Expected cash': 'NGN 148.35',
      'Counted cash': 'NGN 147.90',
      Difference: '-NGN 0.45',
      'Out: Delivery': '-NGN 7.45',
    });
    expect(blocks.at(-1)).toEqual({ kind: 'separator' });
  });

  it('leaves the count out of an X report (the shift still open)', () => {
    const open: ShiftWithReport = {
      ...closed,
      status: 'open',
      closedAt: null,
      report: { ...closed.report, kind: 'x', countedCash: null, difference: null },
    };
    const byLabel = rows(shiftReportDocument(open, business, i18n).blocks);
    expect(byLabel['Expected cash']).toBe('NGN 148.35');
    expect(byLabel).not.toHaveProperty('Counted cash');
    expect(byLabel).not.toHaveProperty('Closed');
  });
});
