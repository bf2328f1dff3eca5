import { z } from 'zod';
import { ImportErrorSchema } from './inventory.ts';

/**
 * The owner's data (ADR 078): exports of a business or of the whole account as a zip,
 * and imports from ShopBook itself or from Loyverse, Square and Shopify with a preview first.
 */
export const EXPORT_STATUS_VALUES = ['pending', 'running', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUS_VALUES)[number];
export const IMPORT_SOURCE_VALUES = ['shopbook', 'loyverse', 'square', 'shopify'] as const;
export type ImportSource = (typeof IMPORT_SOURCE_VALUES)[number];
export const IMPORT_KIND_VALUES = ['items', 'customers', 'all'] as const;
export type ImportKind = (typeof IMPORT_KIND_VALUES)[number];

/**
 * The version of `shopbook.json`; a restore refuses a newer one. 2: the rows are in one JSON-lines
 * entry per table (`tables/<table>.jsonl`), read a batch at a time; 1 (still read): every row in
 * `shopbook.json`.
 */
export const SHOPBOOK_EXPORT_VERSION = 2;
/** How long a ready export's download link works. */
export const EXPORT_LINK_HOURS = 24;
/** An upload to import items or customers: a CSV or a ShopBook zip (read in memory). */
export const DATA_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** A ShopBook export to restore (kind `all`): kept on disk and read an entry at a time. */
export const DATA_RESTORE_MAX_BYTES = 1024 * 1024 * 1024;
/** Rows read from one import file. */
export const DATA_IMPORT_MAX_ROWS = 100_000;

export const ExportSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUS_VALUES),
  /** 0..100. */
  progress: z.number().int(),
  /** The owner's download (their bearer token), while it has not expired. */
  url: z.string().optional(),
  expiresAt: z.string().optional(),
  sizeBytes: z.number().int().optional(),
  createdAt: z.string(),
});
export type DataExport = z.infer<typeof ExportSchema>;
export const ExportResponseSchema = z.object({ export: ExportSchema });
/** Past exports, newest first, a page at a time: `next` is the `before` of the next page. */
export const ExportListResponseSchema = z.object({
  exports: z.array(ExportSchema),
  next: z.string().optional(),
});
export const EXPORT_LIST_MAX = 50;
export const ExportListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(EXPORT_LIST_MAX).default(10),
  /** An export's id: the page starts after it. */
  before: z.string().uuid().optional(),
});
export type ExportListQuery = z.infer<typeof ExportListQuerySchema>;
export const ExportParamsSchema = z.object({ id: z.string(), exportId: z.string() });
export const AccountExportParamsSchema = z.object({ exportId: z.string() });

export const ImportPreviewSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  errors: z.array(ImportErrorSchema),
  /** Loyverse files with several stores: the stores found, and the one read. */
  stores: z.array(z.string()).optional(),
  store: z.string().optional(),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;
export const DataImportSchema = z.object({
  id: z.string(),
  source: z.enum(IMPORT_SOURCE_VALUES),
  kind: z.enum(IMPORT_KIND_VALUES),
  status: z.enum(['previewed', 'applied']),
  preview: ImportPreviewSchema,
  created: z.number().int().optional(),
  updated: z.number().int().optional(),
});
export type DataImport = z.infer<typeof DataImportSchema>;
export const DataImportResponseSchema = z.object({ import: DataImportSchema });
export const DataImportFieldsSchema = z.object({
  source: z.enum(IMPORT_SOURCE_VALUES),
  kind: z.enum(IMPORT_KIND_VALUES),
  store: z.string().trim().min(1).max(200).optional(),
});
export const DataImportParamsSchema = z.object({ id: z.string(), importId: z.string() });

export const DATA_TRANSFER_MESSAGES = {
  fileRequired: 'Upload the file to import in the field "file"',
  tooLarge: `The file must be ${DATA_IMPORT_MAX_BYTES / 1024 / 1024} MB or smaller (a ShopBook export to restore: ${DATA_RESTORE_MAX_BYTES / 1024 / 1024} MB)`,
  jsonTooLarge: 'shopbook.json is too large: restore a newer export (its rows are in tables/)',
  badRows: 'The export holds rows this server cannot restore (duplicated or invalid)',
  notOurZip: 'This zip is not a ShopBook export (it has no shopbook.json)',
  badZip: 'The file is not a readable zip',
  newerVersion: 'This export was made by a newer ShopBook: update the server first',
  notJson: 'shopbook.json could not be read',
  csvOnly: 'Imports from this app take its CSV file',
  malformed: 'The file could not be read as CSV (a quote is never closed)',
  empty: 'The file has a header row but no data',
  tooManyRows: `The file may have at most ${DATA_IMPORT_MAX_ROWS} rows`,
  columnMissing: (columns: string) => `The file has no ${columns} column: is it the right export?`,
  restoreAllOnly: 'A ShopBook restore takes the whole export: choose "all"',
  allNeedsShopbook: 'Only a ShopBook export can be restored as a whole',
  notEmpty: 'A restore goes into a new, empty business: this one already has records',
  storeUnknown: (stores: string) => `Choose one of the file's stores: ${stores}`,
  duplicateRow: (first: number) => `The same record as row ${first}`,
  expired: 'This export has expired: make a new one',
  notReady: 'This export is not ready yet',
} as const;

/**
 * Loyverse's per-store columns, "Price [Store name]": the stores an items file names. Read by
 * the server's import and by the phone, which offers the file's stores to choose from.
 */
export function loyverseStores(header: string[]): string[] {
  const stores = new Set<string>();
  for (const h of header) {
    const m = /^(?:price|in stock|low stock|available for sale)\s*\[(.+)\]$/i.exec(h.trim());
    if (m) stores.add(m[1]!.trim());
  }
  return [...stores];
}
