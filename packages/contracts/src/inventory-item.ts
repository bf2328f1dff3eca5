import { z } from 'zod';

// The item as the API answers it, apart from the request bodies and queries of inventory.ts: the
// POS's first screen parses these and builds none of the rest (ADR 023: schemas are built when
// their module is evaluated, 35-60 ms at 4x CPU for the whole inventory contract).

/** Per-item settings; stored partial and read merged over the defaults. */
export const ItemSettingsSchema = z.object({
  /** Shown first in the shop catalogue. */
  featured: z.boolean(),
  /**
   * Reserved for a per-item tax rate; always null for now: sales apply the business's rate, so
   * the API refuses any other value rather than store one it would not apply.
   */
  taxRate: z.number().nullable(),
  /** Whether a sale may discount this item. */
  allowDiscount: z.boolean(),
});
export type ItemSettings = z.infer<typeof ItemSettingsSchema>;
export const DEFAULT_ITEM_SETTINGS: ItemSettings = {
  featured: false,
  taxRate: null,
  allowDiscount: true,
};
/** SPEC section 3: Inventory item. Money is a JSON number, exact to the cent. */
export const InventoryItemSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  price: z.number(),
  /** Absent for a till sign-in without the viewCostAndProfit permission (ADR 076). */
  cost: z.number().optional(),
  stock: z.number().int(),
  unit: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Null: the business's default (settings.lowStockThreshold) applies. */
  lowStockThreshold: z.number().int().nullable(),
  /** stock <= the threshold in force (out-of-stock items are low too). */
  isLowStock: z.boolean(),
  showInShop: z.boolean(),
  /** The usual supplier, null when none. */
  supplierId: z.string().nullable(),
  /** SPEC section 3: how many sales contain this product (computed, never stored). */
  salesCount: z.number().int(),
  settings: ItemSettingsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InventoryItem = z.infer<typeof InventoryItemSchema>;

export const ItemListResponseSchema = z.object({
  items: z.array(InventoryItemSchema),
  nextCursor: z.string().nullable(),
});
