import { z } from 'zod';
import { SaleCustomerSchema, SaleSchema, type Sale } from '@app/contracts/sales';
import { parseResponse } from '#src/lib/api-client.ts';

/**
 * SPEC section 7: a sale answered with only `customerId` gets it mirrored as `customer` (its
 * name unknown until the sale is read again); anything else malformed is 'Invalid response from server'.
 */
const LenientSaleSchema = SaleSchema.extend({
  customer: SaleCustomerSchema.nullable().optional(),
}).transform((sale): Sale => ({
  ...sale,
  customer:
    sale.customer ?? (sale.customerId ? { id: sale.customerId, name: '', phone: null } : null),
}));

export const parseSaleResponse = (data: unknown): Sale =>
  parseResponse(z.object({ sale: LenientSaleSchema }), data).sale;

export const parseSaleList = (data: unknown) =>
  parseResponse(
    z.object({ sales: z.array(LenientSaleSchema), nextCursor: z.string().nullable() }),
    data,
  );
