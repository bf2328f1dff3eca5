import { z } from 'zod';
import { InventoryItemSchema } from './inventory.ts';

/** Items listed in each of the report's lowStock and outOfStock lists (the totals count all). */
export const STOCK_REPORT_LIST_LIMIT = 200;

/**
 * Value of what is on the shelf. Negative stock counts as none; an item is out of stock at 0 or
 * less, and low on stock when above 0 but at or under its threshold, so the two never overlap.
 */
export const StockTotalsSchema = z.object({
  stockValueAtCost: z.number(),
  stockValueAtPrice: z.number(),
  potentialProfit: z.number(),
  itemCount: z.number().int(),
  unitCount: z.number().int(),
  lowStockCount: z.number().int(),
  outOfStockCount: z.number().int(),
});
export type StockTotals = z.infer<typeof StockTotalsSchema>;

export const StockReportCategorySchema = StockTotalsSchema.extend({
  /** Null for the uncategorised products. */
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
});

export const StockReportResponseSchema = z.object({
  currency: z.string(),
  generatedAt: z.string(),
  totals: StockTotalsSchema,
  byCategory: z.array(StockReportCategorySchema),
  lowStock: z.array(InventoryItemSchema),
  outOfStock: z.array(InventoryItemSchema),
});
export type StockReport = z.infer<typeof StockReportResponseSchema>;
