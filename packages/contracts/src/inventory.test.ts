import { describe, expect, it } from 'vitest';
import { CreateItemBodySchema, parseMoney } from './inventory.ts';

describe('money input', () => {
  it('keeps amounts exact as decimal strings', () => {
    expect(parseMoney(19.99)).toEqual({ ok: true, value: '19.99' });
    expect(parseMoney(0.1)).toEqual({ ok: true, value: '0.10' });
    expect(parseMoney('007.5')).toEqual({ ok: true, value: '7.50' });
    expect(parseMoney(' 12 ')).toEqual({ ok: true, value: '12.00' });
    expect(parseMoney('999999999999.99')).toEqual({ ok: true, value: '999999999999.99' });
    expect(parseMoney('-0')).toEqual({ ok: true, value: '0.00' });
  });

  it('refuses what is not an amount with at most 2 decimals', () => {
    expect(parseMoney(1.005)).toEqual({ ok: false, message: 'Use at most 2 decimals' });
    expect(parseMoney('1.234')).toEqual({ ok: false, message: 'Use at most 2 decimals' });
    expect(parseMoney(-1)).toEqual({ ok: false, message: 'Must be 0 or more' });
    expect(parseMoney('1e3')).toEqual({ ok: false, message: 'Must be a number' });
    expect(parseMoney('1,50')).toEqual({ ok: false, message: 'Must be a number' });
    expect(parseMoney(Number.NaN)).toEqual({ ok: false, message: 'Must be a number' });
    expect(parseMoney(null)).toEqual({ ok: false, message: 'Must be a number' });
    expect(parseMoney('1000000000000')).toEqual({
      ok: false,
      message: 'Must be at most 999999999999.99',
    });
  });

  it('is what the item form and the server validate with', () => {
    const parsed = CreateItemBodySchema.parse({ name: ' Tea ', price: 2.5, sku: '' });
    expect(parsed).toMatchObject({ name: 'Tea', price: '2.50', sku: null });
  });
});
