import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/app.ts';
import { receiptCodeSql, signReceiptCode } from './receipt-code.ts';

/** The code a sale's statement signs in SQL (ADR 039) is the one the server signs and checks. */
describe('receipt code in SQL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('equals the code signed in JavaScript, for any secret, ids, number and total', async () => {
    const cases = [
      { secret: 'a-secret-of-the-usual-length-32ch', receiptNumber: 1, total: '0.00' },
      { secret: 's'.repeat(100), receiptNumber: 987_654, total: '999999999999.99' },
      { secret: 'ünïcödé secret', receiptNumber: 42, total: '18.50' },
    ];
    for (const c of cases) {
      const fields = {
        saleId: randomUUID().toUpperCase(),
        businessId: randomUUID(),
        total: c.total,
      };
      const code = receiptCodeSql(c.secret, {
        ...fields,
        receiptNumber: sql`${c.receiptNumber}::integer`,
      });
      const result = await t.database.db.execute(sql`select ${code} as code`);
      const [row] = (result as unknown as { rows: { code: string }[] }).rows;
      expect(row!.code).toBe(
        signReceiptCode(c.secret, { ...fields, receiptNumber: c.receiptNumber }),
      );
      // A different number signs differently.
      expect(row!.code).not.toBe(
        signReceiptCode(c.secret, { ...fields, receiptNumber: c.receiptNumber + 1 }),
      );
    }
  });
});
