import { describe, expect, it } from 'vitest';
import { CreatedCustomerAnswerSchema, type Customer } from './customers.ts';

const customer: Customer = {
  id: '6f1c2a7e-8d2b-4c1e-9a55-0c3b8f1e2d4a',
  businessId: '0b9d6a41-3e27-4f8c-b1d2-7a6e5c4f3b21',
  name: 'Amina Yusuf',
  phone: '+234 803 555 0101',
  email: null,
  address: null,
  notes: null,
  totalSpent: 0,
  salesCount: 0,
  lastPurchaseAt: null,
  balance: 0,
  createdAt: '2026-12-06T10:00:00.000Z',
  updatedAt: '2026-12-06T10:00:00.000Z',
};

describe('a created customer answer (SPEC section 7: {customer} or the customer)', () => {
  it('reads both forms as the same customer', () => {
    expect(CreatedCustomerAnswerSchema.parse({ customer })).toEqual(customer);
    expect(CreatedCustomerAnswerSchema.parse(customer)).toEqual(customer);
  });

  it('refuses anything else', () => {
    expect(CreatedCustomerAnswerSchema.safeParse({ customer: { id: customer.id } }).success).toBe(
      false,
    );
    expect(CreatedCustomerAnswerSchema.safeParse({ message: 'created' }).success).toBe(false);
  });
});
