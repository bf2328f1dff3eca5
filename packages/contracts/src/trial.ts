import { z } from 'zod';

/** SPEC section 4: trial status values. */
export const TrialStatusValueSchema = z.enum([
  'free_beta',
  'beta_ending_soon',
  'free_trial_active',
  'grace_period',
  'subscribed',
  'active_subscription',
  'admin_access',
  'subscription_required',
  'error',
  'unknown',
]);
export type TrialStatusValue = z.infer<typeof TrialStatusValueSchema>;

export const ACTIVE_LIKE_STATUSES: readonly TrialStatusValue[] = [
  'free_beta',
  'free_trial_active',
  'grace_period',
  'subscribed',
  'active_subscription',
  'admin_access',
];

/** The indicator turns orange at 7 days or fewer (beta) or 3 days or fewer (trial). */
export const BETA_WARNING_DAYS = 7;
export const TRIAL_WARNING_DAYS = 3;

export const TrialCategorySchema = z.enum([
  'admin',
  'subscription',
  'beta',
  'trial',
  'grace',
  'expired',
  'unknown',
]);

export const SubscriptionDetailsSchema = z.object({
  plan: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetailsSchema>;

export const TrialStatusSchema = z.object({
  status: TrialStatusValueSchema,
  hasFullAccess: z.boolean(),
  requiresSubscription: z.boolean(),
  inGracePeriod: z.boolean(),
  daysUntilDeadline: z.number().int().nullable(),
  subscriptionDeadline: z.string().nullable(),
  message: z.string(),
  category: TrialCategorySchema,
  freeTrialDays: z.number().int(),
  gracePeriodDays: z.number().int(),
  /** Always present so `subscriptionDetails.plan` is safe to read; plan is null without a plan. */
  subscriptionDetails: SubscriptionDetailsSchema,
  trialStatus: TrialStatusValueSchema,
});
export type TrialStatus = z.infer<typeof TrialStatusSchema>;

export const TrialStatusResponseSchema = z.object({
  success: z.literal(true),
  data: TrialStatusSchema,
});

/** An operation name such as `create_sale` or `view_inventory`. */
export const OperationParamsSchema = z.object({
  operation: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'Operation may contain only letters, digits, _ . : and -'),
});

export const OperationAccessResponseSchema = z.object({
  hasAccess: z.boolean(),
  reason: z.string(),
  operation: z.string(),
  /** The caller's trial status value, so a client can tell "read only" from "no access yet". */
  status: TrialStatusValueSchema,
});
export type OperationAccess = z.infer<typeof OperationAccessResponseSchema>;

/** Where a subscription error sends the user (SPEC section 8: Upgrade Now). */
export const UPGRADE_URL = '/subscriptions';

/** Operations that only read are allowed to everyone (SPEC section 6). */
export function isReadOperation(operation: string): boolean {
  return /^(read|view|get|list)(\b|_|-|[A-Z])/.test(operation);
}

export { SUBSCRIPTION_ERROR_CODES } from './messages.ts';

export const SubscriptionErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  errorCode: z.string(),
  trialStatus: TrialStatusSchema,
  requiredOperation: z.string(),
  upgradeUrl: z.string(),
});
export type SubscriptionError = z.infer<typeof SubscriptionErrorSchema>;
