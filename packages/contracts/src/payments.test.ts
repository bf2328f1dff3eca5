import { describe, expect, it } from 'vitest';
import { MatchPaymentBodySchema, normaliseKenyanPhone, StkPushBodySchema } from './payments.ts';

describe('M-Pesa phone numbers', () => {
  it('normalises 07.., 01.., 7.., +254.. and 254.. to 2547XXXXXXXX or 2541XXXXXXXX', () => {
    expect(normaliseKenyanPhone('0712 345 678')).toBe('254712345678');
    expect(normaliseKenyanPhone('0112-345-678')).toBe('254112345678');
    expect(normaliseKenyanPhone('+254 712 345 678')).toBe('254712345678');
    expect(normaliseKenyanPhone('254112345678')).toBe('254112345678');
    expect(normaliseKenyanPhone('712345678')).toBe('254712345678');
  });

  it('refuses numbers that are not Kenyan mobiles', () => {
    for (const bad of ['0812345678', '071234567', '+2340712345678', '07123456789', 'abc', '']) {
      expect(normaliseKenyanPhone(bad), bad).toBeNull();
    }
  });
});

describe('the STK push and match bodies', () => {
  it('takes whole amounts of at least 1 and gives field errors', () => {
    expect(StkPushBodySchema.parse({ phone: '0712345678', amount: 10 })).toEqual({
      phone: '254712345678',
      amount: 10,
    });
    const bad = StkPushBodySchema.safeParse({ phone: '0812345678', amount: 1.5 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['amount', 'phone']);
    expect(StkPushBodySchema.safeParse({ phone: '0712345678', amount: 0 }).success).toBe(false);
  });

  it('matches to exactly one of a sale, a customer or a dismissal', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(MatchPaymentBodySchema.safeParse({ saleId: id }).success).toBe(true);
    expect(MatchPaymentBodySchema.safeParse({ customerId: id }).success).toBe(true);
    expect(MatchPaymentBodySchema.safeParse({ dismiss: true }).success).toBe(true);
    expect(MatchPaymentBodySchema.safeParse({}).success).toBe(false);
    expect(MatchPaymentBodySchema.safeParse({ saleId: id, customerId: id }).success).toBe(false);
  });
});
