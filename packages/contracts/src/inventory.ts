import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from './constants.ts';
import { IdSchema } from './ids.ts';

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

/** numeric(14,2): twelve digits before the point, two after. */
export const MONEY_MAX = '999999999999.99';
export const ITEM_NAME_MAX_LENGTH = 200;
export const ITEM_CODE_MAX_LENGTH = 64;
export const ITEM_UNIT_MAX_LENGTH = 20;
export const ITEM_DESCRIPTION_MAX_LENGTH = 2000;
export const STOCK_MAX = 1_000_000_000;
export const ITEM_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export { ITEM_IMAGE_MAX_DIMENSION } from './image-sizes.ts';
export const INVENTORY_SEARCH_MAX_LENGTH = 100;

export const INVENTORY_MESSAGES = {
  itemNotFound: 'Item not found',
  perItemTaxUnsupported:
    'Per-item tax rates are not supported yet: the business tax rate applies to every item',
  skuTaken: 'Another item in this business already uses this SKU',
  barcodeTaken: 'Another item in this business already uses this barcode',
  categoryNotFound: 'Category not found in this business',
  itemDeleted: 'Item deleted successfully',
  imageRemoved: 'Image removed successfully',
  imageTooLarge: 'Image must be 2 MB or smaller',
  imageInvalid: 'Image must be a JPEG, PNG, WebP or GIF image',
  imageRequired: 'Choose an image to upload',
  invalidCursor: 'This page link is no longer valid. Reload the list.',
} as const;

const MONEY_MESSAGES = {
  notNumber: 'Must be a number',
  negative: 'Must be 0 or more',
  decimals: 'Use at most 2 decimals',
  tooLarge: `Must be at most ${MONEY_MAX}`,
} as const;

/**
 * The exact decimal string ('12.50') for a money input: a JSON number or a numeric string,
 * 0 or more, at most 2 decimals. Returns an error message instead when it is not one.
 */
export function parseMoney(
  value: unknown,
): { ok: true; value: string } | { ok: false; message: string } {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, message: MONEY_MESSAGES.notNumber };
    if (value < 0) return { ok: false, message: MONEY_MESSAGES.negative };
    // A float with more than 2 decimals does not survive the round trip through cents.
    if (Math.round(value * 100) / 100 !== value)
      return { ok: false, message: MONEY_MESSAGES.decimals };
    text = value.toFixed(2);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return { ok: false, message: MONEY_MESSAGES.notNumber };
  }
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, message: MONEY_MESSAGES.notNumber };
  const [, sign, whole = '', fraction = ''] = match;
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (sign && /[1-9]/.test(digits + fraction))
    return { ok: false, message: MONEY_MESSAGES.negative };
  if (fraction.length > 2) return { ok: false, message: MONEY_MESSAGES.decimals };
  if (digits.length > 12) return { ok: false, message: MONEY_MESSAGES.tooLarge };
  return { ok: true, value: `${digits}.${fraction.padEnd(2, '0')}` };
}

/** Money in a request: a number (or numeric string) with at most 2 decimals, kept exact. */
export const MoneyInputSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const parsed = parseMoney(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.value;
});

/** '' and null both mean "none"; strings are trimmed. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const ItemSettingsInputSchema = z
  .object({
    featured: z.boolean(),
    taxRate: z.null({ error: INVENTORY_MESSAGES.perItemTaxUnsupported }),
    allowDiscount: z.boolean(),
  })
  .partial();
export type ItemSettingsInput = z.infer<typeof ItemSettingsInputSchema>;

const stockInput = z
  .number({ error: 'Must be a whole number' })
  .int('Must be a whole number')
  .min(0, 'Must be 0 or more')
  .max(STOCK_MAX, `Must be at most ${STOCK_MAX}`);

/** POST /businesses/{id}/inventory. `stock` is the opening stock (recorded as an entry). */
export const CreateItemBodySchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(ITEM_NAME_MAX_LENGTH, `Must be at most ${ITEM_NAME_MAX_LENGTH} characters`),
  sku: optionalText(ITEM_CODE_MAX_LENGTH),
  barcode: optionalText(ITEM_CODE_MAX_LENGTH),
  categoryId: IdSchema.nullable().optional(),
  price: MoneyInputSchema,
  cost: MoneyInputSchema.optional(),
  stock: stockInput.optional(),
  unit: optionalText(ITEM_UNIT_MAX_LENGTH),
  description: optionalText(ITEM_DESCRIPTION_MAX_LENGTH),
  lowStockThreshold: z
    .number()
    .int('Must be a whole number')
    .min(0, 'Must be 0 or more')
    .max(STOCK_MAX, `Must be at most ${STOCK_MAX}`)
    .nullable()
    .optional(),
  showInShop: z.boolean().optional(),
  /** The usual supplier. */
  supplierId: IdSchema.nullable().optional(),
  settings: ItemSettingsInputSchema.optional(),
});
export type CreateItemBody = z.input<typeof CreateItemBodySchema>;
export type CreateItemInput = z.output<typeof CreateItemBodySchema>;

/**
 * PUT /businesses/{id}/inventory/{itemId}: any subset. A changed `stock` is never written
 * directly: the difference becomes an adjustment entry.
 */
export const UpdateItemBodySchema = CreateItemBodySchema.partial();
export type UpdateItemBody = z.input<typeof UpdateItemBodySchema>;
export type UpdateItemInput = z.output<typeof UpdateItemBodySchema>;

export const ShowInShopBodySchema = z.object({
  showInShop: z.boolean({ error: 'showInShop must be true or false' }),
});

export const INVENTORY_SORTS = ['name', 'price', 'stock', 'updated'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];
const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/**
 * GET /businesses/{id}/inventory. `search` finds items where every word typed starts a word of
 * the name (in any order), or the text starts the SKU or barcode, ignoring case.
 * `categoryId=none` lists uncategorised items; `lowStock=true` items at or under their threshold.
 */
export const ListItemsQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(INVENTORY_SEARCH_MAX_LENGTH, `Must be at most ${INVENTORY_SEARCH_MAX_LENGTH} characters`)
    .optional(),
  categoryId: z.union([z.literal('none'), IdSchema]).optional(),
  lowStock: booleanQuery.optional(),
  sort: z.enum(INVENTORY_SORTS).default('name'),
  /** Defaults to asc, or desc for `updated` (most recent first). */
  order: z.enum(['asc', 'desc']).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(LIST_MAX_LIMIT, `Must be at most ${LIST_MAX_LIMIT}`)
    .default(LIST_DEFAULT_LIMIT),
});
export type ListItemsQuery = z.infer<typeof ListItemsQuerySchema>;

export const ItemParamsSchema = z.object({ id: z.string(), itemId: z.string() });
export const ItemResponseSchema = z.object({ item: InventoryItemSchema });
/**
 * POST /businesses/{id}/inventory/{itemId}/barcode (no body): gives an item without a barcode an
 * in-store EAN-13 (prefix 20, valid check digit, unique in the business; domain/ean13.ts),
 * generated by the server so two devices never hand out the same code. 201 with
 * `generated: true`; an item that already has a barcode is left as it is: 200 with
 * `generated: false` (so a retried request answers the same item). Unknown item: 404.
 */
export const GenerateBarcodeResponseSchema = z.object({
  item: InventoryItemSchema,
  generated: z.boolean(),
});
export type GenerateBarcodeResponse = z.infer<typeof GenerateBarcodeResponseSchema>;
export const DeleteItemResponseSchema = z.object({ message: z.string() });
export const DeleteItemImageResponseSchema = z.object({
  message: z.string(),
  item: InventoryItemSchema,
});

/** CSV import and export of inventory (one row an item, matched by SKU on import). */
export const INVENTORY_CSV_COLUMNS = [
  'name',
  'sku',
  'barcode',
  'category',
  'price',
  'cost',
  'stock',
  'unit',
  'description',
  'showInShop',
] as const;
export type InventoryCsvColumn = (typeof INVENTORY_CSV_COLUMNS)[number];
export const INVENTORY_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const INVENTORY_IMPORT_MAX_ROWS = 5_000;

export const ImportQuerySchema = z.object({ dryRun: booleanQuery.default(false) });
/** `row` is the line of the file (the header is row 1). */
export const ImportErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof ImportErrorSchema>;
export const ImportResponseSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(ImportErrorSchema),
  dryRun: z.boolean(),
});
export type ImportResult = z.infer<typeof ImportResponseSchema>;

export const IMPORT_MESSAGES = {
  fileRequired: 'Upload a CSV file in the field "file", or send text/csv',
  tooLarge: 'The CSV file must be 2 MB or smaller',
  tooManyRows: `The CSV file may have at most ${INVENTORY_IMPORT_MAX_ROWS} rows`,
  empty: 'The CSV file has no rows',
  nameColumnMissing: 'The CSV file needs a header row with at least a "name" column',
  malformed: 'The CSV file is malformed (an unclosed quote?)',
  rowsInvalid: (n: number) =>
    `${n} ${n === 1 ? 'problem' : 'problems'} in the file; nothing was imported`,
  duplicateSku: (row: number) => `This SKU is already used on row ${row} of the file`,
  duplicateBarcode: (row: number) => `This barcode is already used on row ${row} of the file`,
  priceRequired: 'Price is required for a new item',
  booleanInvalid: 'Use true or false (or yes/no, 1/0)',
  stockInvalid: 'Must be a whole number of 0 or more',
} as const;
