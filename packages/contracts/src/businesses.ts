import { z } from 'zod';
import { MAX_BUSINESSES_PER_USER } from './constants.ts';
import type { ErrorDetail } from './errors.ts';
import { LanguageSchema } from './language-schema.ts';
import { UUID_PATTERN } from './ids.ts';

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

/** Limits of the business profile (ours; SPEC is silent beyond the five-business limit). */
export const BUSINESS_REQUIRED_FIELDS = ['name', 'description', 'country', 'currency'] as const;
export type BusinessRequiredField = (typeof BUSINESS_REQUIRED_FIELDS)[number];
export const BUSINESS_NAME_MAX_LENGTH = 100;
export const BUSINESS_DESCRIPTION_MAX_LENGTH = 1000;
export const MAX_CUSTOM_FIELDS = 20;
export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 60;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export { LOGO_MAX_DIMENSION } from './image-sizes.ts';
export const MAX_MANAGERS_PER_BUSINESS = 20;
/** Fields sent as JSON strings in multipart bodies (SPEC section 7). */
export const BUSINESS_JSON_FIELDS = ['socials', 'settings', 'customFields'] as const;

/** SPEC sections 5 and 8, word for word, plus our own texts for the rules SPEC leaves open. */
export const BUSINESS_MESSAGES = {
  formEmpty: 'Form data is empty. Please fill out the required fields.',
  verificationRequired: 'Email verification required to create a business',
  limitReached: `Maximum of ${MAX_BUSINESSES_PER_USER} businesses allowed per user`,
  whatsappRequired:
    'A WhatsApp number is required while your shop is published. Please unpublish your shop first if you wish to remove it.',
  slugTaken: 'This shop link is already taken. Please choose another.',
  ownerOnly: 'Only the business owner can do this',
  deleted: 'Business deleted successfully',
  logoTooLarge: 'Logo must be 2 MB or smaller',
  logoInvalid: 'Logo must be a JPEG, PNG, WebP or GIF image',
  logoRequired: 'Choose an image to upload',
  logoRemoved: 'Logo removed successfully',
  managerUserNotFound: 'No verified user with this username or email',
  managerIsOwner: 'You already own this business',
  managerExists: 'This user is already a manager of this business',
  managerLimit: `Maximum of ${MAX_MANAGERS_PER_BUSINESS} managers per business`,
  managerNotFound: 'Manager not found',
  managerRemoved: 'Manager removed successfully',
} as const;

export const missingFieldsMessage = (fields: readonly string[]) =>
  `Missing required fields: ${fields.join(', ')}`;
export const emptyFieldMessage = (field: string) => `Required field ${field} cannot be empty`;

/** ISO 3166-1 alpha-2, plus XK (Kosovo), which ISO leaves user-assigned but everyone uses. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
  'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ ' +
  'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW ' +
  'GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
  'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV ' +
  'MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG ' +
  'TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ' +
  'ZM ZW'
).split(' ');

/** ISO 4217 currencies in circulation (funds, metals and withdrawn codes left out). */
export const CURRENCY_CODES = (
  'AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN ' +
  'BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL ' +
  'GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF ' +
  'KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN ' +
  'MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD ' +
  'SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH ' +
  'UGX USD UYU UZS VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG'
).split(' ');

const countrySet = new Set(COUNTRY_CODES);
const currencySet = new Set(CURRENCY_CODES);

/** An IANA time zone name the runtime knows (Intl throws RangeError on any other). */
export function isValidTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The shop link a name suggests: accents folded, lowercase, words joined by hyphens. */
export function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH - 10)
    .replace(/-+$/, '');
  if (base.length >= SLUG_MIN_LENGTH) return base;
  return base ? `${base}-shop` : 'shop';
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** '' and null both mean "none"; strings are trimmed. */
const blankToNull = <T extends string | null | undefined>(v: T) => (v === '' ? null : v);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform(blankToNull);

export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => countrySet.has(v), 'Choose a valid country (ISO 3166 two-letter code)');
export const CurrencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => currencySet.has(v), 'Choose a valid currency (ISO 4217 three-letter code)');
export const SlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(SLUG_MIN_LENGTH, `Must be at least ${SLUG_MIN_LENGTH} characters`)
  .max(SLUG_MAX_LENGTH, `Must be at most ${SLUG_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, 'Use lowercase letters, numbers and single hyphens')
  .refine((v) => !UUID_PATTERN.test(v), 'Choose a shop link that is not an id');
export const TimeZoneSchema = z
  .string()
  .trim()
  .refine(isValidTimeZone, 'Choose a valid time zone (IANA name, e.g. Africa/Lagos)');

const whatsappNumber = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .refine(
    (v) => v === '' || /^\+?[0-9]{6,15}$/.test(v),
    'Enter a valid WhatsApp number (6 to 15 digits, optionally starting with +)',
  )
  .nullable()
  .optional()
  .transform(blankToNull);
const socialHandle = z
  .string()
  .trim()
  .max(200, 'Must be at most 200 characters')
  .refine(
    (v) => v === '' || /^@?[\w.-]{1,100}$/.test(v) || isHttpUrl(v),
    'Enter a username or a link starting with https://',
  )
  .nullable()
  .optional()
  .transform(blankToNull);
const website = z
  .string()
  .trim()
  .max(300, 'Must be at most 300 characters')
  .transform((v) => (v === '' || /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`))
  .refine((v) => v === '' || isHttpUrl(v), 'Enter a valid website address')
  .nullable()
  .optional()
  .transform(blankToNull);

export const SOCIAL_KEYS = ['whatsapp', 'instagram', 'facebook', 'tiktok', 'x', 'website'] as const;

/** Input: every key optional; '' or null removes it. */
export const BusinessSocialsInputSchema = z.object({
  whatsapp: whatsappNumber,
  instagram: socialHandle,
  facebook: socialHandle,
  tiktok: socialHandle,
  x: socialHandle,
  website,
});

export const BusinessSettingsInputSchema = z
  .object({
    allowNegativeStock: z.boolean(),
    lowStockThreshold: z
      .number()
      .int('Must be a whole number')
      .min(0, 'Must be 0 or more')
      .max(1_000_000, 'Must be at most 1000000'),
    receiptFooter: z
      .string()
      .trim()
      .max(500, 'Must be at most 500 characters')
      .nullable()
      .transform(blankToNull),
    taxRate: z
      .number()
      .min(0, 'Tax rate must be between 0 and 100')
      .max(100, 'Tax rate must be between 0 and 100'),
    timezone: TimeZoneSchema,
    shiftRequired: z.boolean(),
  })
  .partial();

/** Multipart sends strings: 'true' / 'false' are accepted beside JSON booleans. */
const booleanField = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);

/** POST /businesses (JSON, or multipart with objects as JSON strings and an optional `logo` file). */
export const CreateBusinessBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(BUSINESS_NAME_MAX_LENGTH, `Must be at most ${BUSINESS_NAME_MAX_LENGTH} characters`),
  description: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(
      BUSINESS_DESCRIPTION_MAX_LENGTH,
      `Must be at most ${BUSINESS_DESCRIPTION_MAX_LENGTH} characters`,
    ),
  country: CountryCodeSchema,
  currency: CurrencyCodeSchema,
  address: optionalText(300),
  phone: optionalText(40),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.union([z.literal(''), z.email('Enter a valid email address').max(254)]))
    .nullable()
    .optional()
    .transform(blankToNull),
  slug: SlugSchema.optional(),
  socials: BusinessSocialsInputSchema.optional(),
  settings: BusinessSettingsInputSchema.optional(),
  /** Absent on create: the owner's own language. */
  language: LanguageSchema.optional(),
  customFields: z
    .array(CustomFieldSchema)
    .max(MAX_CUSTOM_FIELDS, `At most ${MAX_CUSTOM_FIELDS} custom fields`)
    .optional(),
  shopPublished: booleanField.optional(),
});
export type CreateBusinessBody = z.input<typeof CreateBusinessBodySchema>;
export type CreateBusinessInput = z.output<typeof CreateBusinessBodySchema>;

/** PUT /businesses/{id}: any subset; socials and settings merge key by key, customFields replace. */
export const UpdateBusinessBodySchema = CreateBusinessBodySchema.partial();
export type UpdateBusinessBody = z.input<typeof UpdateBusinessBodySchema>;
export type UpdateBusinessInput = z.output<typeof UpdateBusinessBodySchema>;

const isBlank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');

/**
 * SPEC section 5's required-field rules, checked before the schema so the texts are SPEC's:
 * an empty form, absent required fields (create only), a required field sent blank.
 * Returns null when they pass. The web form runs the same check before sending.
 */
export function businessFormProblem(
  input: Record<string, unknown>,
  mode: 'create' | 'update',
  hasFile = false,
): { message: string; details: ErrorDetail[] } | null {
  // A create form of blanks is empty; an update that blanks a field is asking to clear it.
  const filled = Object.values(input).some(
    (v) => v !== undefined && (mode === 'update' || !isBlank(v)),
  );
  if (!filled && !hasFile) {
    const details = BUSINESS_REQUIRED_FIELDS.map((field) => ({ field, message: 'Required' }));
    return { message: BUSINESS_MESSAGES.formEmpty, details };
  }
  if (mode === 'create') {
    const missing = BUSINESS_REQUIRED_FIELDS.filter(
      (f) => input[f] === undefined || input[f] === null,
    );
    if (missing.length > 0) {
      const details = missing.map((field) => ({ field, message: 'Missing required field' }));
      return { message: missingFieldsMessage(missing), details };
    }
  }
  const blank = BUSINESS_REQUIRED_FIELDS.filter((f) => f in input && isBlank(input[f]));
  if (blank.length > 0) {
    const details = blank.map((field) => ({ field, message: emptyFieldMessage(field) }));
    return { message: emptyFieldMessage(blank[0]!), details };
  }
  return null;
}

export const BusinessLogoResponseSchema = z.object({
  logo: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export const DeleteBusinessLogoResponseSchema = z.object({
  message: z.string(),
  logo: z.null(),
  logoUrl: z.null(),
});
export const BusinessIdParamsSchema = z.object({ id: z.string() });

/** Managers: users the owner lets work in the business (SPEC section 6, a paid feature). */
export const ManagerSchema = z.object({
  userId: z.string(),
  username: z.string(),
  addedAt: z.string(),
});
export type Manager = z.infer<typeof ManagerSchema>;
export const AddManagerBodySchema = z.object({
  identifier: z
    .string()
    .trim()
    .min(1, 'Enter a username or email')
    .max(254, 'Must be at most 254 characters'),
});
export type AddManagerBody = z.infer<typeof AddManagerBodySchema>;
export const ManagerResponseSchema = z.object({ manager: ManagerSchema });
export const ManagerListResponseSchema = z.object({ managers: z.array(ManagerSchema) });
export const ManagerParamsSchema = z.object({ id: z.string(), userId: z.string() });
