import { z } from 'zod';
import { LanguageSchema } from './language-schema.ts';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from './constants.ts';
import { BusinessSocialsSchema } from './businesses.ts';
import { IdSchema } from './ids.ts';
import { PaymentMethodSchema } from './payment-methods.ts';
import { FulfilmentSchema, ShopOrderStatusSchema } from './shop-order.ts';

export * from './shop-order.ts';

/** Limits of the public shop and its orders (ours; SPEC names only the routes). */
export const SHOP_ORDER_MAX_LINES = 100;
export const SHOP_ORDER_MAX_QUANTITY = 999;
export const SHOP_ITEM_ORDER_MAX = 20_000;
export const SHOP_DELIVERY_NOTE_MAX_LENGTH = 500;
export const SHOP_ORDER_NOTE_MAX_LENGTH = 500;
export const SHOP_BANNER_MAX_BYTES = 4 * 1024 * 1024;
export { SHOP_BANNER_MAX_DIMENSION } from './image-sizes.ts';
export const DEFAULT_SHOP_ACCENT = '#0f766e';

export const SHOP_MESSAGES = {
  notFound: 'Shop not found',
  itemUnavailable: 'This item is not available in the shop',
  addressRequired: 'Enter the delivery address',
  fulfilmentUnavailable: 'This shop does not offer this option',
  orderNotFound: 'Order not found',
  badTransition: (from: string, to: string) => `An order that is ${from} cannot become ${to}`,
  bannerInvalid: 'The banner must be a JPEG, PNG, WebP or GIF image',
  bannerTooLarge: 'The banner must be 4 MB or smaller',
  bannerRequired: 'Choose an image to upload',
  bannerRemoved: 'Banner removed',
  /** 428 CAPTCHA_REQUIRED: many orders came from this network; the form shows the human check. */
  orderCheckRequired:
    'Many orders are coming from your network right now, so a quick human check is needed to send your order.',
  /** 429 SHOP_BUSY: the per-shop flood guard, the only refusal of an order (ADR 065). */
  shopBusy:
    'This shop is receiving too many orders right now. Please wait a few minutes and try again.',
  invalidCursor: 'This page link is no longer valid. Reload the list.',
  /** SPEC section 5, shown beside the publish switch. */
  whatsappRule:
    'A WhatsApp number is required while your shop is published. Please unpublish your shop first if you wish to remove it.',
} as const;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00');

/** One opening period: `day` 0 = Sunday ... 6 = Saturday, in the business's time zone. */
export const OpeningPeriodSchema = z.object({
  day: z.number().int().min(0).max(6),
  opens: hhmm,
  closes: hhmm,
});
export type OpeningPeriod = z.infer<typeof OpeningPeriodSchema>;
/** No periods: the shop shows no open/closed state. */
export const OpeningHoursSchema = z.array(OpeningPeriodSchema).max(21);
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

export const ShopSettingsSchema = z.object({
  itemOrder: z.array(z.string()),
  hidePrices: z.boolean(),
  showStock: z.boolean(),
  accentColor: z.string(),
  banner: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  openingHours: OpeningHoursSchema,
  deliveryNote: z.string().nullable(),
  pickupEnabled: z.boolean(),
  deliveryEnabled: z.boolean(),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
export const ShopSettingsResponseSchema = z.object({ settings: ShopSettingsSchema });

/** PUT /businesses/{id}/shop-settings: any subset. */
export const UpdateShopSettingsBodySchema = z
  .object({
    itemOrder: z.array(IdSchema).max(SHOP_ITEM_ORDER_MAX),
    hidePrices: z.boolean(),
    showStock: z.boolean(),
    accentColor: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^#[0-9a-f]{6}$/, 'Use a colour like #0f766e'),
    openingHours: OpeningHoursSchema,
    deliveryNote: z
      .string()
      .trim()
      .max(
        SHOP_DELIVERY_NOTE_MAX_LENGTH,
        `Must be at most ${SHOP_DELIVERY_NOTE_MAX_LENGTH} characters`,
      )
      .nullable()
      .transform((v) => (v === '' ? null : v)),
    pickupEnabled: z.boolean(),
    deliveryEnabled: z.boolean(),
  })
  .partial();
export type UpdateShopSettingsBody = z.input<typeof UpdateShopSettingsBodySchema>;
export type UpdateShopSettingsInput = z.output<typeof UpdateShopSettingsBodySchema>;

export const SHOP_AVAILABILITY_VALUES = ['in_stock', 'low', 'out'] as const;
export const ShopAvailabilitySchema = z.enum(SHOP_AVAILABILITY_VALUES);
export type ShopAvailability = z.infer<typeof ShopAvailabilitySchema>;

export const PublicShopItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Null when the owner hides prices. */
  price: z.number().nullable(),
  imageUrl: z.string().nullable(),
  categoryId: z.string().nullable(),
  featured: z.boolean(),
  availability: ShopAvailabilitySchema,
  /** Only when the owner shows stock. */
  stock: z.number().int().nullable(),
  unit: z.string().nullable(),
});
export type PublicShopItem = z.infer<typeof PublicShopItemSchema>;

/** GET /shop/{identifier}: what a customer may see, and nothing else. */
export const PublicShopSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  socials: BusinessSocialsSchema,
  address: z.string().nullable(),
  phone: z.string().nullable(),
  currency: z.string(),
  timezone: z.string(),
  /** The shop page and its WhatsApp order text are in the business's language (ADR 069). */
  language: LanguageSchema,
  accentColor: z.string(),
  hidePrices: z.boolean(),
  showStock: z.boolean(),
  openingHours: OpeningHoursSchema,
  deliveryNote: z.string().nullable(),
  pickupEnabled: z.boolean(),
  deliveryEnabled: z.boolean(),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  items: z.array(PublicShopItemSchema),
});
export type PublicShop = z.infer<typeof PublicShopSchema>;
export const PublicShopResponseSchema = z.object({ shop: PublicShopSchema });
export const ShopIdentifierParamsSchema = z.object({ identifier: z.string().max(100) });

const trimmed = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Must be at most ${max} characters`);

/**
 * POST /shop/{identifier}/orders. Lines carry an item and a quantity only: any price a client
 * sends is dropped by the schema and the server prices the order itself.
 */
export const PlaceShopOrderBodySchema = z
  .object({
    customerName: trimmed(100, 'Enter your name'),
    customerPhone: z
      .string({ error: 'Enter your phone number' })
      .trim()
      .regex(/^\+?[0-9 ().-]{6,24}$/, 'Enter a valid phone number'),
    note: z
      .string()
      .trim()
      .max(SHOP_ORDER_NOTE_MAX_LENGTH, `Must be at most ${SHOP_ORDER_NOTE_MAX_LENGTH} characters`)
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    fulfilment: FulfilmentSchema,
    address: z
      .string()
      .trim()
      .max(300, 'Must be at most 300 characters')
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    lines: z
      .array(
        z.object({
          itemId: IdSchema,
          quantity: z
            .number({ error: 'Quantity must be a whole number' })
            .int('Quantity must be a whole number')
            .min(1, 'Quantity must be at least 1')
            .max(SHOP_ORDER_MAX_QUANTITY, `Quantity must be at most ${SHOP_ORDER_MAX_QUANTITY}`),
        }),
        { error: 'Add at least one item' },
      )
      .min(1, 'Add at least one item')
      .max(SHOP_ORDER_MAX_LINES, `An order can have at most ${SHOP_ORDER_MAX_LINES} lines`),
    /** The human check's token, when the server asks for one. */
    captchaToken: z.string().max(4000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.fulfilment === 'delivery' && !v.address) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: SHOP_MESSAGES.addressRequired });
    }
  });
export type PlaceShopOrderBody = z.input<typeof PlaceShopOrderBodySchema>;
export type PlaceShopOrderInput = z.output<typeof PlaceShopOrderBodySchema>;

export const PlacedShopOrderResponseSchema = z.object({
  order: z.object({
    id: z.string(),
    reference: z.string(),
    total: z.number(),
    whatsappUrl: z.string(),
  }),
});
export type PlacedShopOrder = z.infer<typeof PlacedShopOrderResponseSchema>['order'];

export const ShopOrderParamsSchema = z.object({ id: z.string(), orderId: z.string() });
export const ListShopOrdersQuerySchema = z.object({
  status: ShopOrderStatusSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(LIST_MAX_LIMIT, `Must be at most ${LIST_MAX_LIMIT}`)
    .default(LIST_DEFAULT_LIMIT),
});
export type ListShopOrdersQuery = z.infer<typeof ListShopOrdersQuerySchema>;

/** PUT /businesses/{id}/orders/{orderId}: the next status; completing records the sale. */
export const UpdateShopOrderBodySchema = z.object({
  status: ShopOrderStatusSchema.exclude(['new']),
  /** How the customer paid, for the sale a completed order records (cash unless told). */
  paymentMethod: PaymentMethodSchema.optional(),
});
export type UpdateShopOrderBody = z.infer<typeof UpdateShopOrderBodySchema>;

/** The realtime signal a new order sends to the owner and managers (ids only). */
export const SHOP_ORDER_EVENT = 'shop_order_created';
