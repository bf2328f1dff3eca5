import { z } from 'zod';
import { IdSchema } from './ids.ts';
import { STOCK_QUANTITY_MAX } from './stock.ts';

/** Stock sent between two of an owner's businesses. */
export const TRANSFER_MAX_LINES = 200;
export const TRANSFER_NOTE_MAX_LENGTH = 200;
export const TRANSFER_MATCH_VALUES = ['barcode', 'sku', 'name', 'created'] as const;

export const TRANSFER_MESSAGES = {
  sameBusiness: 'Choose another business to send the stock to',
  productNotFound: 'Item not found',
} as const;

/** POST /businesses/{id}/transfers (send an Idempotency-Key). */
export const CreateTransferBodySchema = z.object({
  toBusinessId: IdSchema,
  lines: z
    .array(
      z.object({
        productId: IdSchema,
        quantity: z
          .number({ error: 'Quantity must be a whole number' })
          .int('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1')
          .max(STOCK_QUANTITY_MAX, `Must be at most ${STOCK_QUANTITY_MAX}`),
      }),
    )
    .min(1, 'Add at least one item')
    .max(TRANSFER_MAX_LINES, `At most ${TRANSFER_MAX_LINES} items at once`)
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
  note: z
    .string()
    .trim()
    .max(TRANSFER_NOTE_MAX_LENGTH, `Must be at most ${TRANSFER_NOTE_MAX_LENGTH} characters`)
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type CreateTransferInput = z.output<typeof CreateTransferBodySchema>;
export type CreateTransferBody = z.input<typeof CreateTransferBodySchema>;

export const TransferLineSchema = z.object({
  productId: z.string().nullable(),
  toProductId: z.string().nullable(),
  productName: z.string(),
  quantity: z.number().int(),
  /** The moving item's cost in the sending business. */
  unitCost: z.number(),
  /** How the item on the other side was found, or 'created' there. */
  matchedBy: z.enum(TRANSFER_MATCH_VALUES),
});
export type TransferLine = z.infer<typeof TransferLineSchema>;

export const TransferSchema = z.object({
  id: z.string(),
  fromBusinessId: z.string(),
  fromBusinessName: z.string(),
  toBusinessId: z.string(),
  toBusinessName: z.string(),
  /** Seen from the business of the URL. */
  direction: z.enum(['out', 'in']),
  note: z.string().nullable(),
  lines: z.array(TransferLineSchema),
  quantity: z.number().int(),
  value: z.number(),
  createdAt: z.string(),
});
export type Transfer = z.infer<typeof TransferSchema>;

export const TransferResponseSchema = z.object({ transfer: TransferSchema });
export const TransferListResponseSchema = z.object({ transfers: z.array(TransferSchema) });
export type TransferListResponse = z.infer<typeof TransferListResponseSchema>;
export const ListTransfersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
