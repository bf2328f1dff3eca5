import { z } from 'zod';

// A shop order as the API answers it, apart from the shop's other schemas in shop.ts: the order
// badge of every business screen parses these and builds none of the rest (ADR 023: schemas are
// built when their module is evaluated).

export const FULFILMENT_VALUES = ['pickup', 'delivery'] as const;
export const FulfilmentSchema = z.enum(FULFILMENT_VALUES);
export type Fulfilment = z.infer<typeof FulfilmentSchema>;

export const SHOP_ORDER_STATUSES = ['new', 'accepted', 'ready', 'completed', 'cancelled'] as const;
export const ShopOrderStatusSchema = z.enum(SHOP_ORDER_STATUSES);
export type ShopOrderStatus = z.infer<typeof ShopOrderStatusSchema>;

export const ShopOrderSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  reference: z.string(),
  status: ShopOrderStatusSchema,
  customerName: z.string(),
  customerPhone: z.string(),
  note: z.string().nullable(),
  fulfilment: FulfilmentSchema,
  address: z.string().nullable(),
  items: z.array(
    z.object({
      itemId: z.string(),
      name: z.string(),
      unitPrice: z.number(),
      quantity: z.number().int(),
      lineTotal: z.number(),
    }),
  ),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  /** The sale recorded when the order was completed. */
  saleId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShopOrder = z.infer<typeof ShopOrderSchema>;

export const ShopOrderListResponseSchema = z.object({
  orders: z.array(ShopOrderSchema),
  nextCursor: z.string().nullable(),
  /** Orders waiting for the owner (status new): the navigation badge. */
  newCount: z.number().int(),
});
export type ShopOrderList = z.infer<typeof ShopOrderListResponseSchema>;
export const ShopOrderResponseSchema = z.object({ order: ShopOrderSchema });
