import { z } from 'zod';
import { IdSchema } from './ids.ts';

/** Mobile money at the till (ADR 077): M-Pesa STK push, C2B till/paybill payments. */

export const MPESA_TYPES = ['till', 'paybill'] as const;
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'timed_out',
  'unmatched',
  'matched',
  'dismissed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** What an STK push ends as: anything but pending. */
export const STK_FINAL_STATUSES = ['paid', 'failed', 'cancelled', 'timed_out'] as const;

export const PAYMENT_MESSAGES = {
  kesOnly: 'M-Pesa takes Kenyan shillings: the business currency must be KES',
  wholeAmount: 'The amount must be a whole number of at least 1',
  phoneInvalid: 'Enter a Kenyan mobile number: 07XXXXXXXX, 01XXXXXXXX or +254XXXXXXXXX',
  notConfigured: 'M-Pesa is not set up for this business',
  providerDown: 'M-Pesa did not answer. Try again, or take the payment another way.',
  providerRefused: (why: string) => `M-Pesa refused the request: ${why}`,
  notFound: 'Payment not found',
  notPaid: 'This payment is not paid',
  alreadyUsed: 'This payment already paid another sale',
  amountDiffers: 'The payment amount differs from the sale total',
  notUnmatched: 'Only an unmatched payment can be matched or dismissed',
  matchOne: 'Give exactly one of saleId, customerId or dismiss',
  shortcode: 'The shortcode is 5 to 7 digits',
  required: 'Required',
  publicUrlRequired: 'PUBLIC_URL must be set so that M-Pesa can reach this server',
  paystackPaid: 'Paid through Paystack mobile money',
  paystackCurrency: 'Paystack mobile money takes Ghanaian cedis (GHS) or Kenyan shillings (KES)',
  paystackProvider: 'Paystack does not serve this provider in the business currency',
  paystackRefused: (why: string) => `Paystack refused the request: ${why}`,
  paystackStep: (step: string) =>
    `Paystack asked for a step the till cannot take (${step}): take the payment another way`,
  noOtpAwaited: 'This payment does not wait for a code',
} as const;

const secret = z
  .string({ error: PAYMENT_MESSAGES.required })
  .trim()
  .min(1, PAYMENT_MESSAGES.required)
  .max(500, 'Must be at most 500 characters');

/** PUT /businesses/{id}/payment-settings/mpesa (owner only). */
export const MpesaSettingsBodySchema = z.object({
  type: z.enum(MPESA_TYPES, { error: 'Type must be till or paybill' }),
  shortcode: z
    .string({ error: PAYMENT_MESSAGES.shortcode })
    .trim()
    .regex(/^\d{5,7}$/, PAYMENT_MESSAGES.shortcode),
  passkey: secret,
  consumerKey: secret,
  consumerSecret: secret,
});
export type MpesaSettingsBody = z.input<typeof MpesaSettingsBodySchema>;

export const MpesaSettingsSchema = z.object({
  type: z.enum(MPESA_TYPES),
  shortcode: z.string(),
  configured: z.literal(true),
  /** When the C2B URLs were last registered with Daraja. */
  c2bRegisteredAt: z.string().nullable().optional(),
});
export type MpesaSettings = z.infer<typeof MpesaSettingsSchema>;
export const MpesaSettingsResponseSchema = z.object({ mpesa: MpesaSettingsSchema });
export const PaystackSettingsSchema = z.object({ configured: z.literal(true) });
export const PaymentSettingsResponseSchema = z.object({
  mpesa: MpesaSettingsSchema.nullable(),
  paystack: PaystackSettingsSchema.nullable(),
});
/**
 * GET /businesses/{id}/payment-methods (any member, the till's staff too): which mobile-money
 * requests the POS may offer. Nothing secret: set up or not.
 */
export const PaymentMethodsResponseSchema = z.object({ mpesa: z.boolean(), paystack: z.boolean() });
export type PaymentMethodsAvailable = z.infer<typeof PaymentMethodsResponseSchema>;
export const RegisterC2BResponseSchema = z.object({ mpesa: MpesaSettingsSchema });

/** 07XXXXXXXX, 01XXXXXXXX, 7XXXXXXXX, +2547XXXXXXXX, 2541XXXXXXXX into 2547XXXXXXXX / 2541XXXXXXXX. */
export function normaliseKenyanPhone(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, '').replace(/^\+/, '');
  const match = /^(?:254|0)?([17]\d{8})$/.exec(digits);
  return match ? `254${match[1]}` : null;
}

/** POST /businesses/{id}/payments/mpesa (send an Idempotency-Key). */
export const StkPushBodySchema = z.object({
  phone: z.string({ error: PAYMENT_MESSAGES.phoneInvalid }).transform((v, ctx) => {
    const phone = normaliseKenyanPhone(v);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  }),
  amount: z
    .number({ error: PAYMENT_MESSAGES.wholeAmount })
    .int(PAYMENT_MESSAGES.wholeAmount)
    .min(1, PAYMENT_MESSAGES.wholeAmount)
    .max(250_000, 'M-Pesa takes at most 250000 per payment'),
});
export type StkPushBody = z.input<typeof StkPushBodySchema>;

/** Who confirms a mobile-money payment: Safaricom (STK push, C2B) or Paystack. */
export const MOBILE_MONEY_PROVIDERS = ['mpesa', 'paystack'] as const;
export type MobileMoneyProvider = (typeof MOBILE_MONEY_PROVIDERS)[number];
export const MobileMoneyProviderSchema = z.enum(MOBILE_MONEY_PROVIDERS);

export const PaymentSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  source: z.enum(['stk', 'c2b', 'paystack']),
  provider: MobileMoneyProviderSchema,
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  currency: z.string(),
  phone: z.string().nullable(),
  payerName: z.string().nullable(),
  /** The provider's receipt once paid: M-Pesa's receipt number or Paystack's reference. */
  receipt: z.string().nullable(),
  /** The receipt when M-Pesa confirmed it (null for Paystack). */
  mpesaReceipt: z.string().nullable(),
  /** Paystack asked for the code the customer received by SMS before it charges (`send_otp`). */
  nextStep: z.enum(['otp']).nullable(),
  /** Daraja's (or Paystack's) words on how it ended. */
  resultDesc: z.string().nullable(),
  saleId: z.string().nullable(),
  customerId: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const PaymentResponseSchema = z.object({ payment: PaymentSchema });
export const PaymentParamsSchema = z.object({ id: z.string(), paymentId: z.string() });

export const ListPaymentsQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  /** Only payments no sale or customer took yet (a paid push nobody charged). */
  unused: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** An unmatched payment's likely owner: a recent mobile-money sale of the same amount not yet confirmed. */
export const PaymentSuggestionSchema = z.object({
  saleId: z.string(),
  receiptNumber: z.number().int(),
  total: z.number(),
  soldAt: z.string(),
});
export const PaymentListResponseSchema = z.object({
  payments: z.array(PaymentSchema.extend({ suggestions: z.array(PaymentSuggestionSchema) })),
});
export type PaymentWithSuggestions = z.infer<typeof PaymentListResponseSchema>['payments'][number];

/** PUT /businesses/{id}/payments/{paymentId}: one of them. */
export const MatchPaymentBodySchema = z
  .object({
    saleId: IdSchema.optional(),
    customerId: IdSchema.optional(),
    dismiss: z.literal(true).optional(),
  })
  .refine((b) => [b.saleId, b.customerId, b.dismiss].filter((v) => v !== undefined).length === 1, {
    message: PAYMENT_MESSAGES.matchOne,
    path: ['saleId'],
  });
export type MatchPaymentBody = z.input<typeof MatchPaymentBodySchema>;

/** The realtime event when a payment changes (platform/realtime.ts). */
export const PAYMENT_UPDATED_EVENT = 'payment_updated';

/**
 * Paystack's codes for the mobile money providers of its charge API: Ghana's MTN, Telecel (vod)
 * and AirtelTigo (atl); Kenya's M-Pesa and Airtel Money. Paystack names one code, `atl`, for
 * AirtelTigo in Ghana and Airtel in Kenya: the currency tells which.
 */
export const PAYSTACK_MOBILE_PROVIDERS = ['mtn', 'vod', 'atl', 'mpesa'] as const;
export type PaystackMobileProvider = (typeof PAYSTACK_MOBILE_PROVIDERS)[number];
/** The providers Paystack serves for a business's currency (none for other currencies). */
export const PAYSTACK_PROVIDERS_BY_CURRENCY: Readonly<
  Record<string, readonly PaystackMobileProvider[]>
> = { GHS: ['mtn', 'vod', 'atl'], KES: ['mpesa', 'atl'] };
export const paystackProvidersFor = (currency: string): readonly PaystackMobileProvider[] =>
  PAYSTACK_PROVIDERS_BY_CURRENCY[currency] ?? [];
/**
 * The customer's number as the charge sends it: a Kenyan one in full (+2547XXXXXXXX, as
 * Paystack's M-Pesa and Airtel charges take it), or null when it is not one; others as typed
 * (Ghana's wallets take the local 0XXXXXXXXX).
 */
export function paystackPhone(currency: string, phone: string): string | null {
  if (currency !== 'KES') return phone;
  const kenyan = normaliseKenyanPhone(phone);
  return kenyan ? `+${kenyan}` : null;
}

/** PUT /businesses/{id}/payment-settings/paystack (owner only): the business's own secret key. */
export const PaystackSettingsBodySchema = z.object({
  secretKey: z
    .string({ error: PAYMENT_MESSAGES.required })
    .trim()
    .regex(
      /^sk_(test|live)_[A-Za-z0-9]{10,100}$/,
      'A Paystack secret key starts sk_test_ or sk_live_',
    ),
});
export const PaystackSettingsResponseSchema = z.object({ paystack: PaystackSettingsSchema });

/** POST /businesses/{id}/payments/paystack (send an Idempotency-Key): amount in major units. */
export const PaystackChargeBodySchema = z.object({
  phone: z
    .string({ error: 'Enter the mobile money number' })
    .trim()
    .regex(/^\+?\d{9,15}$/, 'Enter the mobile money number in digits'),
  provider: z.enum(PAYSTACK_MOBILE_PROVIDERS, {
    error: `Provider must be one of ${PAYSTACK_MOBILE_PROVIDERS.join(', ')}`,
  }),
  amount: z
    .number({ error: 'The amount must be more than 0' })
    .positive('The amount must be more than 0')
    .max(10_000_000, 'The amount is too large'),
});
export type PaystackChargeBody = z.input<typeof PaystackChargeBodySchema>;

/** POST /businesses/{id}/payments/{paymentId}/otp: the code Paystack sent the customer. */
export const PaystackOtpBodySchema = z.object({
  otp: z
    .string({ error: 'Enter the code the customer received' })
    .trim()
    .regex(/^\d{4,8}$/, 'Enter the code the customer received'),
});
export type PaystackOtpBody = z.input<typeof PaystackOtpBodySchema>;
