import { z } from 'zod';
import { IdSchema } from './ids.ts';
import { STOCK_QUANTITY_MAX } from './stock.ts';

/** Stock counts (stocktake). */
export const STOCK_COUNT_STATUS_VALUES = ['open', 'applied', 'cancelled'] as const;
export const StockCountStatusSchema = z.enum(STOCK_COUNT_STATUS_VALUES);
export type StockCountStatus = z.infer<typeof StockCountStatusSchema>;
export const STOCK_COUNT_SCOPE_VALUES = ['all', 'category', 'list'] as const;
export type StockCountScope = (typeof STOCK_COUNT_SCOPE_VALUES)[number];

/** A count holds at most this many items (a business's whole shelf; a bigger one is split). */
export const STOCK_COUNT_MAX_ITEMS = 5000;
/** Lines a PUT may save at once: a phone sends what it counted since the last save. */
export const STOCK_COUNT_SAVE_MAX_LINES = 500;
export const STOCK_COUNT_NOTE_MAX_LENGTH = 200;
/** A count kept on a phone longer than this is refused rather than guessed at. */
export const STOCK_COUNT_MAX_AGO_MS = 7 * 24 * 60 * 60 * 1000;

export const STOCK_COUNT_MESSAGES = {
  notFound: 'Stock count not found',
  closed: 'This stock count is no longer open',
  nothingCounted: 'Count at least one item before applying',
  noItems: 'There are no items to count',
  productNotInCount: 'This item is not part of this stock count',
  productNotFound: 'Item not found',
  alreadyCounting: (names: string) => `Already in an open stock count: ${names}`,
  scopeBoth: 'Choose a category or a list of items, not both',
  tooManyItems: `A stock count holds at most ${STOCK_COUNT_MAX_ITEMS} items`,
} as const;

const CountedSchema = z
  .number({ error: 'Counted must be a whole number' })
  .int('Counted must be a whole number')
  .min(0, 'Counted cannot be below 0')
  .max(STOCK_QUANTITY_MAX, `Must be at most ${STOCK_QUANTITY_MAX}`);

/** POST /businesses/{id}/stock-counts: every item, one category's, or a chosen list. */
export const CreateStockCountBodySchema = z
  .object({
    productIds: z
      .array(IdSchema)
      .min(1, 'Choose at least one item')
      .max(STOCK_COUNT_MAX_ITEMS, STOCK_COUNT_MESSAGES.tooManyItems)
      .optional(),
    categoryId: IdSchema.optional(),
    note: z
      .string()
      .trim()
      .max(STOCK_COUNT_NOTE_MAX_LENGTH, `Must be at most ${STOCK_COUNT_NOTE_MAX_LENGTH} characters`)
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
  })
  .superRefine((body, ctx) => {
    if (body.productIds && body.categoryId) {
      ctx.addIssue({
        code: 'custom',
        path: ['categoryId'],
        message: STOCK_COUNT_MESSAGES.scopeBoth,
      });
    }
  });
export type CreateStockCountInput = z.output<typeof CreateStockCountBodySchema>;
export type CreateStockCountBody = z.input<typeof CreateStockCountBodySchema>;

/** PUT /businesses/{id}/stock-counts/{countId}: the last count saved for a line wins. */
export const SaveStockCountBodySchema = z.object({
  lines: z
    .array(
      z.object({
        productId: IdSchema,
        counted: CountedSchema,
        /**
         * How long ago the line was counted, by the device's elapsed time (a count kept offline
         * and sent later): the expected stock is the stock at that moment, so a sale rung up
         * since is not a difference. Absent: now.
         */
        countedAgoMs: z
          .number()
          .int()
          .min(0)
          .max(STOCK_COUNT_MAX_AGO_MS, 'A count kept more than 7 days cannot be sent')
          .optional(),
      }),
    )
    .min(1, 'Send at least one line')
    .max(STOCK_COUNT_SAVE_MAX_LINES, `At most ${STOCK_COUNT_SAVE_MAX_LINES} lines at once`)
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        const id = line.productId.toLowerCase();
        if (seen.has(id)) {
          ctx.addIssue({ code: 'custom', path: [index, 'productId'], message: 'Listed twice' });
        }
        seen.add(id);
      });
    }),
});
export type SaveStockCountInput = z.output<typeof SaveStockCountBodySchema>;

export const StockCountParamsSchema = z.object({ id: z.string(), countId: z.string() });

export const StockCountLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  /** Null until counted. */
  counted: z.number().int().nullable(),
  /** The stock when `counted` was saved (null until counted). */
  expected: z.number().int().nullable(),
  /** The item's cost when `counted` was saved. */
  unitCost: z.number().nullable(),
  /** counted - expected, and its value at cost; null until counted. */
  varianceQuantity: z.number().int().nullable(),
  varianceValue: z.number().nullable(),
  countedAt: z.string().nullable(),
});
export type StockCountLine = z.infer<typeof StockCountLineSchema>;

export const StockCountTotalsSchema = z.object({
  items: z.number().int(),
  counted: z.number().int(),
  /** Sum of the counted lines' variances: below 0 is shrinkage. */
  varianceQuantity: z.number().int(),
  varianceValue: z.number(),
  /** Units and value short (lines below expected) and over, each as a positive figure. */
  shortQuantity: z.number().int(),
  shortValue: z.number(),
  overQuantity: z.number().int(),
  overValue: z.number(),
});
export type StockCountTotals = z.infer<typeof StockCountTotalsSchema>;

export const StockCountSummarySchema = z.object({
  id: z.string(),
  status: StockCountStatusSchema,
  scope: z.enum(STOCK_COUNT_SCOPE_VALUES),
  categoryId: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  totals: StockCountTotalsSchema,
});
export type StockCountSummary = z.infer<typeof StockCountSummarySchema>;

export const StockCountSchema = StockCountSummarySchema.extend({
  lines: z.array(StockCountLineSchema),
});
export type StockCount = z.infer<typeof StockCountSchema>;

export const StockCountResponseSchema = z.object({ stockCount: StockCountSchema });
export type StockCountResponse = z.infer<typeof StockCountResponseSchema>;

export const ListStockCountsQuerySchema = z.object({
  status: StockCountStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const StockCountListResponseSchema = z.object({
  stockCounts: z.array(StockCountSummarySchema),
});
export type StockCountListResponse = z.infer<typeof StockCountListResponseSchema>;
