import type { Analytics } from '@app/contracts/analytics';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '#src/i18n/for-language.ts';
import { analyticsCsv } from './analytics-csv.ts';

const totals = {
  revenue: 15000,
  cogs: 9000,
  grossProfit: 6000,
  expenses: 2500,
  netProfit: 3500,
  salesCount: 2,
  averageSale: 7500,
};

const report: Analytics = {
  ...totals,
  from: '2026-05-01',
  to: '2026-05-31',
  granularity: 'day',
  currency: 'NGN',
  timezone: 'Africa/Lagos',
  series: [{ period: '2026-05-03', ...totals }],
  topProducts: { byRevenue: [], byQuantity: [], byProfit: [] },
  topCustomers: [{ customerId: 'c1', name: 'Mama Tolu', salesCount: 2, revenue: 15000 }],
  byPaymentMethod: [{ paymentMethod: 'mobile_money', salesCount: 2, revenue: 15000 }],
  byHour: [{ hour: 9, salesCount: 2, revenue: 15000 }],
  previous: { ...totals, from: '2026-04-01', to: '2026-04-30' },
};

describe('analyticsCsv in the reader’s language', () => {
  it('writes the headings and payment methods in English', async () => {
    const csv = analyticsCsv(report, await i18nFor('en'));
    expect(csv).toContain('Analytics,2026-05-01 to 2026-05-31,NGN');
    expect(csv).toContain('Payment method,Sales,Revenue');
    expect(csv).toContain('Mobile money,2,15000');
  });

  it('writes them in French, and user data (names, amounts) as they are', async () => {
    const csv = analyticsCsv(report, await i18nFor('fr'));
    expect(csv).toContain('Statistiques,du 2026-05-01 au 2026-05-31,NGN');
    expect(csv).toContain('Moyen de paiement,Ventes,Recettes');
    expect(csv).toContain('Mobile money,2,15000');
    expect(csv).toContain('Mama Tolu,2,15000');
    expect(csv).not.toContain('Payment method');
  });

  it('writes them in Kiswahili', async () => {
    const csv = analyticsCsv(report, await i18nFor('sw'));
    expect(csv).toContain('Njia ya malipo,Mauzo,Mapato');
    expect(csv).toContain('Pesa ya simu,2,15000');
  });
});
