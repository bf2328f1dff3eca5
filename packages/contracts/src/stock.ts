import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from './constants.ts';
import { IdSchema } from './ids.ts';
import { InventoryItemSchema, MoneyInputSchema } from './inventory.ts';

export const STOCK_ENTRY_TYPE_VALUES = [
  'opening',
  'restock',
  'adjustment',
  'damage',
  'return',
  'sale',
  // Issues 43 and 44: written by the server for a refund put back on the shelf, a purchase order
  // received, a stock count applied and a transfer between two of an owner's businesses.
  'refund',
  'purchase',
  'count',
  'transfer_in',
  'transfer_out',
] as const;
export const StockEntryTypeSchema = z.enum(STOCK_ENTRY_TYPE_VALUES);
export type StockEntryType = z.infer<typeof StockEntryTypeSchema>;
/** The types a person records by hand; 'opening' and 'sale' are written by the server. */
export const MANUAL_STOCK_ENTRY_TYPES = ['restock', 'adjustment', 'damage', 'return'] as const;
export const STOCK_QUANTITY_MAX = 1_000_000;
export const STOCK_NOTE_MAX_LENGTH = 500;

export const STOCK_MESSAGES = {
  quantityZero: 'Quantity cannot be 0',
  restockPositive: 'A restock adds stock: use a quantity above 0',
  damageNegative: 'Damage removes stock: use a quantity below 0',
  insufficientStock: (name: string, available: number) =>
    `Not enough stock of "${name}": ${available} available`,
  importNote: 'CSV import',
  editNote: 'Stock changed when editing the item',
} as const;

/** POST /businesses/{id}/stock: one change of one product's stock. */
export const CreateStockEntryBodySchema = z
  .object({
    productId: IdSchema,
    quantity: z
      .number({ error: 'Quantity must be a whole number' })
      .int('Quantity must be a whole number')
      .min(-STOCK_QUANTITY_MAX, `Must be at least -${STOCK_QUANTITY_MAX}`)
      .max(STOCK_QUANTITY_MAX, `Must be at most ${STOCK_QUANTITY_MAX}`)
      .refine((q) => q !== 0, STOCK_MESSAGES.quantityZero),
    type: z.enum(MANUAL_STOCK_ENTRY_TYPES, {
      error: `Type must be one of ${MANUAL_STOCK_ENTRY_TYPES.join(', ')}`,
    }),
    /** The price paid per unit; on a restock it moves the item's cost (weighted average). */
    unitCost: MoneyInputSchema.nullable().optional(),
    note: z
      .string()
      .trim()
      .max(STOCK_NOTE_MAX_LENGTH, `Must be at most ${STOCK_NOTE_MAX_LENGTH} characters`)
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'restock' && body.quantity < 0) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: STOCK_MESSAGES.restockPositive });
    }
    if (body.type === 'damage' && body.quantity > 0) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: STOCK_MESSAGES.damageNegative });
    }
  });
export type CreateStockEntryBody = z.input<typeof CreateStockEntryBodySchema>;
export type CreateStockEntryInput = z.output<typeof CreateStockEntryBodySchema>;

/** SPEC section 3: Stock entry. `quantityChange` is signed; `productId` is null once deleted. */
export const StockEntrySchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  type: StockEntryTypeSchema,
  quantityChange: z.number().int(),
  stockAfter: z.number().int(),
  unitCost: z.number().nullable(),
  note: z.string().nullable(),
  saleId: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByUsername: z.string().nullable(),
  createdAt: z.string(),
});
export type StockEntry = z.infer<typeof StockEntrySchema>;

const pageQuery = {
  page: z.coerce.number().int('Must be a whole number').min(1, 'Must be at least 1').default(1),
  limit: z.coerce
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(LIST_MAX_LIMIT, `Must be at most ${LIST_MAX_LIMIT}`)
    .default(LIST_DEFAULT_LIMIT),
};
/** A day (YYYY-MM-DD, in the business's time zone) or an instant with its offset. */
const dateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Use a date (YYYY-MM-DD) or a date and time with its offset',
});

/** GET /businesses/{id}/stock. `from` and `to` are inclusive; a day covers the whole day. */
export const ListStockQuerySchema = z.object({
  ...pageQuery,
  productId: IdSchema.optional(),
  type: StockEntryTypeSchema.optional(),
  from: dateOrInstant.optional(),
  to: dateOrInstant.optional(),
});
export type ListStockQuery = z.infer<typeof ListStockQuerySchema>;
export const ProductStockQuerySchema = z.object(pageQuery);
export const ProductStockParamsSchema = z.object({ id: z.string(), productId: z.string() });

export const StockEntryListResponseSchema = z.object({
  entries: z.array(StockEntrySchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export const CreateStockEntryResponseSchema = z.object({
  entry: StockEntrySchema,
  item: InventoryItemSchema,
});
