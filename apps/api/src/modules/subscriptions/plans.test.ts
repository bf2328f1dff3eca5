import { describe, expect, it } from 'vitest';
import { parseConfig, parsePrices } from '#src/config/env.ts';
import { addInterval } from './subscriptions.service.ts';

describe('plan prices from configuration', () => {
  it('reads CUR:amount pairs into minor units', () => {
    expect(parsePrices('P', 'usd:9.99, KES:1000,NGN:8000.5,JPY:1200')).toEqual([
      { currency: 'USD', amount: 999 },
      { currency: 'KES', amount: 100000 },
      { currency: 'NGN', amount: 800050 },
      { currency: 'JPY', amount: 1200 },
    ]);
  });

  it.each(['', 'USD', 'USD:', 'USD:abc', 'US:1', 'USD:1.999', 'JPY:1.5', 'USD:0', 'USD:1,USD:2'])(
    'refuses %j at start-up',
    (value) => {
      expect(() => parsePrices('PLAN_MONTHLY_PRICES', value)).toThrow(/Invalid configuration/);
    },
  );

  it('builds the monthly and yearly plans, with defaults', () => {
    const config = parseConfig({ JWT_SECRET: 'x'.repeat(32), PLAN_YEARLY_PRICES: 'EUR:90' });
    expect(config.PLANS.map((p) => [p.id, p.interval])).toEqual([
      ['monthly', 'month'],
      ['yearly', 'year'],
    ]);
    expect(config.PLANS[1]!.prices).toEqual([{ currency: 'EUR', amount: 9000 }]);
    expect(config.PLANS[0]!.prices.length).toBeGreaterThan(1);
  });
});

describe('addInterval', () => {
  it('adds calendar months and years, clamping to the month end', () => {
    expect(addInterval(new Date('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addInterval(new Date('2026-03-15T10:00:00Z'), 'month').toISOString()).toBe(
      '2026-04-15T10:00:00.000Z',
    );
    expect(addInterval(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
    expect(addInterval(new Date('2026-12-31T00:00:00Z'), 'month').toISOString()).toBe(
      '2027-01-31T00:00:00.000Z',
    );
  });
});
