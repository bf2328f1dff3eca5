import { z } from 'zod';
import { TrialStatusValueSchema } from './trial.ts';

/** The paid plans (configured prices per currency on the server). */
export const PLAN_IDS = ['monthly', 'yearly'] as const;
export const PlanIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof PlanIdSchema>;

/** Card payments (Stripe) and card or mobile money such as M-Pesa (Paystack). */
export const PAYMENT_PROVIDERS = ['stripe', 'paystack'] as const;
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

/** SPEC section 8's benefit list, shown on the plans page and in the subscription dialog. */
export const SUBSCRIPTION_BENEFITS = [
  'Unlimited Access',
  'AI Business Assistant',
  'Multi-User Management',
  'Cloud Sync',
  'Advanced Analytics',
  'Priority Support',
] as const;

/** Days before a non-renewing (mobile money) period ends when a reminder goes out. */
export const RENEWAL_REMINDER_DAYS = [7, 3, 1] as const;

export const PlanPriceSchema = z.object({
  /** ISO 4217, upper case. */
  currency: z.string(),
  /** Minor units (cents, kobo). */
  amount: z.number().int(),
});
export type PlanPrice = z.infer<typeof PlanPriceSchema>;

export const PlanSchema = z.object({
  id: PlanIdSchema,
  name: z.string(),
  interval: z.enum(['month', 'year']),
  prices: z.array(PlanPriceSchema),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlansResponseSchema = z.object({
  plans: z.array(PlanSchema),
  /** Providers configured on this server; empty: payments are not set up. */
  providers: z.array(PaymentProviderSchema),
  benefits: z.array(z.string()),
});
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

export const SubscriptionProviderSchema = z.enum(['stripe', 'paystack', 'admin']);

export const BillingRecordSchema = z.object({
  id: z.string(),
  provider: SubscriptionProviderSchema,
  reference: z.string(),
  plan: z.string(),
  status: z.enum(['paid', 'failed', 'granted', 'cancelled']),
  amount: z.number().int(),
  currency: z.string().nullable(),
  periodEnd: z.string().nullable(),
  createdAt: z.string(),
});
export type BillingRecord = z.infer<typeof BillingRecordSchema>;

export const CurrentSubscriptionSchema = z.object({
  plan: z.string().nullable(),
  /** The subscription row's status, null without one. */
  status: z.enum(['active', 'cancelled', 'past_due', 'expired']).nullable(),
  currentPeriodEnd: z.string().nullable(),
  provider: SubscriptionProviderSchema.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** SPEC section 4's value for the user now. */
  trialStatus: TrialStatusValueSchema,
  hasFullAccess: z.boolean(),
  history: z.array(BillingRecordSchema),
});
export type CurrentSubscription = z.infer<typeof CurrentSubscriptionSchema>;

export const CheckoutBodySchema = z.object({
  plan: PlanIdSchema,
  provider: PaymentProviderSchema,
  /** Defaults to the first configured currency of the plan. */
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .transform((c) => c.toUpperCase())
    .optional(),
});
export type CheckoutBody = z.input<typeof CheckoutBodySchema>;

export const CheckoutResponseSchema = z.object({ url: z.string() });

export const AdminSubscriptionBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('grant'),
    plan: PlanIdSchema,
    days: z.number().int().min(1).max(3660).optional(),
  }),
  z.object({ action: z.literal('extend'), days: z.number().int().min(1).max(3660) }),
  z.object({ action: z.literal('cancel') }),
]);
export type AdminSubscriptionBody = z.infer<typeof AdminSubscriptionBodySchema>;

/** Smallest-unit digits per currency (Stripe and Paystack agree for the currencies we sell in). */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'VND', 'CLP', 'XAF', 'XOF', 'UGX', 'RWF']);
export function currencyDigits(currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
}

export const AdminSubscriptionParamsSchema = z.object({ id: z.string() });

export const AdminSubscriptionResponseSchema = z.object({
  subscription: z.object({
    subscriptionId: z.string(),
    plan: z.string(),
    status: z.string(),
    currentPeriodEnd: z.string(),
  }),
  /** The user's SPEC section 4 status after the change. */
  trialStatus: TrialStatusValueSchema,
});
