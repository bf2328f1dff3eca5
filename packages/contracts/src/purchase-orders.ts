import { z } from 'zod';
import { IdSchema } from './ids.ts';
import { MoneyInputSchema } from './inventory.ts';

// Purchase orders, their receipts and reorder suggestions: the purchasing API, word for word.

export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'ordered',
  'partially_received',
  'received',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
export const PURCHASE_ORDER_MAX_LINES = 200;
export const PURCHASE_QUANTITY_MAX = 1_000_000;
export const PURCHASE_NOTE_MAX_LENGTH = 500;
/** Reorder suggestions look at this many days of sales for an item's daily rate. */
export const REORDER_RATE_DAYS = 28;
export const REORDER_DEFAULT_DAYS = 14;

export const PURCHASE_ORDER_MESSAGES = {
  notFound: 'Purchase order not found',
  supplierNotFound: 'Supplier not found',
  productNotFound: 'Item not found',
  quantityPositive: 'The quantity must be a whole number more than 0',
  costPositive: 'The unit cost must be more than 0',
  linesRequired: 'Add at least one item',
  duplicateProduct: 'Each item may appear once in an order',
  notInOrder: 'This item is not in the order',
  notDraft: 'Only a draft order can be edited',
  badTransition: 'This order cannot change to that status',
  notReceivable: 'Only an ordered or partly received order can be received',
  tooMuch: (left: number) => `Only ${left} left to receive on this line`,
} as const;

const quantity = z
  .number({ error: PURCHASE_ORDER_MESSAGES.quantityPositive })
  .int(PURCHASE_ORDER_MESSAGES.quantityPositive)
  .min(1, PURCHASE_ORDER_MESSAGES.quantityPositive)
  .max(PURCHASE_QUANTITY_MAX, `Must be at most ${PURCHASE_QUANTITY_MAX}`);
const unitCost = MoneyInputSchema.refine(
  (v) => /[1-9]/.test(v),
  PURCHASE_ORDER_MESSAGES.costPositive,
);
const note = z
  .string()
  .trim()
  .max(PURCHASE_NOTE_MAX_LENGTH, `Must be at most ${PURCHASE_NOTE_MAX_LENGTH} characters`)
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

export const PurchaseOrderLineSchema = z.object({
  productId: z.string().nullable(),
  productName: z.string(),
  quantity: z.number().int(),
  receivedQuantity: z.number().int(),
  unitCost: z.number(),
});
export type PurchaseOrderLine = z.infer<typeof PurchaseOrderLineSchema>;

export const PurchaseOrderSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  number: z.number().int(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  note: z.string().nullable(),
  lines: z.array(PurchaseOrderLineSchema),
  total: z.number(),
  /** What the receipts so far were worth, at the delivered costs. */
  receivedValue: z.number(),
  orderedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrderSchema>;

/** Lines of an order; each item once. */
const OrderLinesSchema = z
  .array(z.object({ productId: IdSchema, quantity, unitCost }), {
    error: PURCHASE_ORDER_MESSAGES.linesRequired,
  })
  .min(1, PURCHASE_ORDER_MESSAGES.linesRequired)
  .max(PURCHASE_ORDER_MAX_LINES, `At most ${PURCHASE_ORDER_MAX_LINES} lines`)
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      if (seen.has(line.productId)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'productId'],
          message: PURCHASE_ORDER_MESSAGES.duplicateProduct,
        });
      }
      seen.add(line.productId);
    });
  });

/** POST /businesses/{id}/purchase-orders → 201 `{ purchaseOrder }`, status "draft". */
export const CreatePurchaseOrderBodySchema = z.object({
  supplierId: IdSchema,
  lines: OrderLinesSchema,
  note,
});
export type CreatePurchaseOrderBody = z.input<typeof CreatePurchaseOrderBodySchema>;
export type CreatePurchaseOrderInput = z.output<typeof CreatePurchaseOrderBodySchema>;

/**
 * PUT /businesses/{id}/purchase-orders/{poId}: a status change (draft → ordered; draft or ordered
 * → cancelled), or, on a draft, new lines, supplier or note.
 */
export const UpdatePurchaseOrderBodySchema = z.object({
  status: z.enum(['ordered', 'cancelled']).optional(),
  supplierId: IdSchema.optional(),
  lines: OrderLinesSchema.optional(),
  note,
});
export type UpdatePurchaseOrderBody = z.input<typeof UpdatePurchaseOrderBodySchema>;
export type UpdatePurchaseOrderInput = z.output<typeof UpdatePurchaseOrderBodySchema>;

/**
 * POST /businesses/{id}/purchase-orders/{poId}/receipts (send an Idempotency-Key) → 201.
 * `unitCost` defaults to the order line's.
 */
export const ReceivePurchaseOrderBodySchema = z.object({
  lines: z
    .array(z.object({ productId: IdSchema, quantity, unitCost: unitCost.optional() }), {
      error: PURCHASE_ORDER_MESSAGES.linesRequired,
    })
    .min(1, PURCHASE_ORDER_MESSAGES.linesRequired)
    .max(PURCHASE_ORDER_MAX_LINES, `At most ${PURCHASE_ORDER_MAX_LINES} lines`)
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        if (seen.has(line.productId)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'productId'],
            message: PURCHASE_ORDER_MESSAGES.duplicateProduct,
          });
        }
        seen.add(line.productId);
      });
    }),
});
export type ReceivePurchaseOrderBody = z.input<typeof ReceivePurchaseOrderBodySchema>;
export type ReceivePurchaseOrderInput = z.output<typeof ReceivePurchaseOrderBodySchema>;

export const ListPurchaseOrdersQuerySchema = z.object({
  supplierId: IdSchema.optional(),
  status: z.enum(PURCHASE_ORDER_STATUSES).optional(),
});
export type ListPurchaseOrdersQuery = z.infer<typeof ListPurchaseOrdersQuerySchema>;

export const PurchaseOrderParamsSchema = z.object({ id: z.string(), poId: z.string() });
export const PurchaseOrderResponseSchema = z.object({ purchaseOrder: PurchaseOrderSchema });
export const PurchaseOrderListResponseSchema = z.object({
  purchaseOrders: z.array(PurchaseOrderSchema),
});

/** GET /businesses/{id}/reorder-suggestions?days=14. */
export const ReorderSuggestionsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(365, 'Must be at most 365')
    .default(REORDER_DEFAULT_DAYS),
});

/**
 * An item to reorder: at or below its low-stock level, or running out within `days` at
 * `dailyRate` (its last 28 days' sales / 28). `daysLeft` is null when it does not sell.
 * `suggestedQuantity` brings it to `days` of sales above its low-stock level.
 */
export const ReorderSuggestionSchema = z.object({
  productId: z.string(),
  name: z.string(),
  stock: z.number().int(),
  lowStockLevel: z.number().int(),
  dailyRate: z.number(),
  daysLeft: z.number().nullable(),
  suggestedQuantity: z.number().int(),
  cost: z.number(),
  supplierId: z.string().nullable(),
});
export type ReorderSuggestion = z.infer<typeof ReorderSuggestionSchema>;
export const ReorderSuggestionsResponseSchema = z.object({
  suggestions: z.array(ReorderSuggestionSchema),
});
