import { z } from 'zod';
import { LanguageSchema } from './language-schema.ts';

// A business as every business answer carries it, apart from the request bodies, codes and rules
// of businesses.ts: every signed-in screen parses these first and builds none of the rest (issue
// 21: schemas are built when their module is evaluated, ~40 ms at 4x CPU for the whole contract).

export const CustomFieldSchema = z.object({
  label: z.string().trim().min(1, 'Label is required').max(60, 'Must be at most 60 characters'),
  value: z.string().trim().max(500, 'Must be at most 500 characters'),
});
export type CustomField = z.infer<typeof CustomFieldSchema>;

export const BusinessSettingsSchema = z.object({
  allowNegativeStock: z.boolean(),
  lowStockThreshold: z.number().int(),
  receiptFooter: z.string().nullable(),
  taxRate: z.number(),
  timezone: z.string(),
  /** Selling needs an open shift on the sale's register. */
  shiftRequired: z.boolean(),
});
export type BusinessSettings = z.infer<typeof BusinessSettingsSchema>;

export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  allowNegativeStock: false,
  lowStockThreshold: 5,
  receiptFooter: null,
  taxRate: 0,
  timezone: 'UTC',
  shiftRequired: false,
};

export const BusinessSocialsSchema = z.object({
  whatsapp: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  tiktok: z.string().nullable(),
  x: z.string().nullable(),
  website: z.string().nullable(),
});
export type BusinessSocials = z.infer<typeof BusinessSocialsSchema>;

export const EMPTY_SOCIALS: BusinessSocials = {
  whatsapp: null,
  instagram: null,
  facebook: null,
  tiktok: null,
  x: null,
  website: null,
};

export const BusinessRoleSchema = z.enum(['owner', 'manager']);
export type BusinessRole = z.infer<typeof BusinessRoleSchema>;

/** A category as the business carries it; the categories feature fills the list. */
export const BusinessCategorySummarySchema = z.object({ id: z.string(), name: z.string() });

/** SPEC section 3: Business, as every business answer carries it. */
export const BusinessSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  role: BusinessRoleSchema,
  name: z.string(),
  description: z.string(),
  country: z.string(),
  currency: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  slug: z.string(),
  logo: z.string().nullable(),
  logoUrl: z.string().nullable(),
  categories: z.array(BusinessCategorySummarySchema),
  settings: BusinessSettingsSchema,
  socials: BusinessSocialsSchema,
  customFields: z.array(CustomFieldSchema),
  shopPublished: z.boolean(),
  /** What the business's customers read: receipts, the public shop, WhatsApp texts (ADR 069). */
  language: LanguageSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Business = z.infer<typeof BusinessSchema>;

export const BusinessResponseSchema = z.object({ business: BusinessSchema });
export const BusinessListResponseSchema = z.object({ businesses: z.array(BusinessSchema) });
