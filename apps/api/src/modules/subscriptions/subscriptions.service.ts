import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import {
  ADMIN_ACTIONS,
  PlanIdSchema,
  SUBSCRIPTION_BENEFITS,
  SUBSCRIPTION_CHANGED,
  type AdminSubscriptionBody,
  type CheckoutBody,
  type CurrentSubscription,
  type PaymentProvider,
  type Plan,
  type PlansResponse,
  UUID_PATTERN,
} from '@app/contracts';
import { recordAdminAction } from '#src/modules/admin/audit.service.ts';
import { userChanged, type UserRow } from '#src/modules/auth/sessions.service.ts';
import { getUserById } from '#src/modules/auth/users.service.ts';
import * as trialService from '#src/modules/trial/trial.service.ts';
import type { Tx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { chargeFacts, initializeTransaction } from './paystack.provider.ts';
import { checkoutFacts, invoiceFacts, stripeClient, subscriptionFacts } from './stripe.provider.ts';
import * as repo from './subscriptions.repo.ts';

export function configuredProviders(deps: AppDeps): PaymentProvider[] {
  const providers: PaymentProvider[] = [];
  if (deps.config.STRIPE_SECRET_KEY && deps.config.STRIPE_WEBHOOK_SECRET) providers.push('stripe');
  if (deps.config.PAYSTACK_SECRET_KEY) providers.push('paystack');
  return providers;
}

export function listPlans(deps: AppDeps): PlansResponse {
  return {
    plans: deps.config.PLANS,
    providers: configuredProviders(deps),
    benefits: [...SUBSCRIPTION_BENEFITS],
  };
}

function planOf(deps: AppDeps, id: string | null): Plan | null {
  const parsed = PlanIdSchema.safeParse(id);
  return parsed.success ? (deps.config.PLANS.find((p) => p.id === parsed.data) ?? null) : null;
}

/** One plan period later, by the calendar (the 31st of a month ends on the month's last day). */
export function addInterval(from: Date, interval: Plan['interval'], periods = 1): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + periods);
  else d.setUTCFullYear(d.getUTCFullYear() + periods);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export async function getCurrent(deps: AppDeps, user: UserRow): Promise<CurrentSubscription> {
  const now = deps.now();
  const [row, trial, history] = await Promise.all([
    repo.findCurrent(deps.db, user.id, now),
    trialService.getTrialStatus(deps, user),
    repo.listPayments(deps.db, user.id),
  ]);
  return {
    plan: row?.plan ?? null,
    status: row?.status ?? null,
    currentPeriodEnd: row?.currentPeriodEnd.toISOString() ?? null,
    provider: row?.provider ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    trialStatus: trial.status,
    hasFullAccess: trial.hasFullAccess,
    history: history.map((p) => ({
      id: p.id,
      provider: p.provider,
      reference: p.reference,
      plan: p.plan,
      status: p.status,
      amount: p.amount,
      currency: p.currency,
      periodEnd: p.periodEnd?.toISOString() ?? null,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

const notConfigured = (provider: PaymentProvider) =>
  new AppError(
    'PAYMENTS_NOT_CONFIGURED',
    provider === 'stripe' ? 'Card payments are not set up' : 'Mobile money payments are not set up',
    400,
  );

/** Starts a payment: a Stripe Checkout Session or a Paystack transaction; the URL to send to. */
export async function startCheckout(
  deps: AppDeps,
  user: UserRow,
  body: CheckoutBody & { currency?: string },
  origin: string,
): Promise<{ url: string }> {
  const plan = planOf(deps, body.plan)!;
  const price = body.currency
    ? plan.prices.find((p) => p.currency === body.currency)
    : plan.prices[0];
  if (!price) {
    throw new AppError(
      'UNSUPPORTED_CURRENCY',
      `The ${plan.name} plan is not sold in ${body.currency}`,
      400,
    );
  }
  if (!configuredProviders(deps).includes(body.provider)) throw notConfigured(body.provider);
  const metadata = { userId: user.id, plan: plan.id };
  const returnUrl = (page: 'success' | 'cancel') =>
    `${origin}/subscriptions/${page}?provider=${body.provider}`;

  if (body.provider === 'stripe') {
    const live = await repo.findLive(deps.db, user.id);
    if (live.some((s) => s.provider === 'stripe' && s.status === 'active')) {
      throw new AppError(
        'ALREADY_SUBSCRIBED',
        'You already have a card subscription; it renews by itself',
        409,
      );
    }
    const stripe = stripeClient(deps.config)!;
    const session = await stripe.checkout.sessions
      .create({
        mode: 'subscription',
        client_reference_id: user.id,
        customer_email: user.email,
        metadata,
        subscription_data: { metadata },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: price.currency.toLowerCase(),
              unit_amount: price.amount,
              recurring: { interval: plan.interval },
              product_data: { name: `ShopBook ${plan.name}` },
            },
          },
        ],
        success_url: `${returnUrl('success')}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: returnUrl('cancel'),
      })
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'stripe checkout failed');
        throw new AppError('PAYMENT_PROVIDER_ERROR', 'Could not start the card payment', 502);
      });
    if (!session.url) {
      throw new AppError('PAYMENT_PROVIDER_ERROR', 'Could not start the card payment', 502);
    }
    return { url: session.url };
  }

  const reference = `sb_${user.id.slice(0, 8)}_${randomBytes(8).toString('hex')}`;
  const { url } = await initializeTransaction(deps.config, {
    email: user.email,
    amount: price.amount,
    currency: price.currency,
    reference,
    callbackUrl: returnUrl('success'),
    metadata,
  });
  return { url };
}

/** Cancel at period end: Stripe stops renewing; a Paystack or granted plan just runs out. */
export async function cancelAtPeriodEnd(deps: AppDeps, user: UserRow): Promise<void> {
  const now = deps.now();
  const row = await repo.findCurrent(deps.db, user.id, now);
  if (!row || row.status !== 'active' || row.currentPeriodEnd.getTime() <= now.getTime()) {
    throw new AppError('NO_ACTIVE_SUBSCRIPTION', 'You have no active subscription to cancel', 409);
  }
  if (row.cancelAtPeriodEnd) return;
  if (row.provider === 'stripe' && row.providerSubscriptionId) {
    const stripe = stripeClient(deps.config);
    if (!stripe) throw notConfigured('stripe');
    await stripe.subscriptions
      .update(row.providerSubscriptionId, { cancel_at_period_end: true })
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'stripe cancel failed');
        throw new AppError('PAYMENT_PROVIDER_ERROR', 'Could not cancel the card subscription', 502);
      });
  }
  await repo.updateSubscription(deps.db, row.id, { cancelAtPeriodEnd: true });
  await userChanged(deps, user.id);
}

// ---- webhooks ------------------------------------------------------------------------------

export type EventOutcome =
  'applied' | 'duplicate' | 'ignored' | 'stale' | 'ended' | 'unknown_user' | 'amount_mismatch';

/**
 * Runs an event's effect in one transaction with the record of its id: a replay finds the
 * record and changes nothing. The outcome says what happened (for logs and tests).
 */
async function once(
  deps: AppDeps,
  provider: 'stripe' | 'paystack',
  eventId: string,
  type: string,
  apply: (tx: Tx) => Promise<{ outcome: EventOutcome; userId: string | null }>,
): Promise<EventOutcome> {
  const { outcome, userId } = await deps.db.transaction(async (tx) => {
    if (!(await repo.claimEvent(tx, { provider, eventId, type }))) {
      return { outcome: 'duplicate' as const, userId: null };
    }
    const result = await apply(tx);
    await repo.setEventOutcome(tx, provider, eventId, result.outcome, result.userId);
    return result;
  });
  deps.log.info({ provider, eventId, type, outcome }, 'payment webhook');
  // Whatever the event wrote, every instance rereads the user's plan.
  if (userId && outcome !== 'duplicate') await userChanged(deps, userId);
  if (outcome === 'applied' && userId) await signalPlanChanged(deps, userId);
  return outcome;
}

/**
 * Tells the user's open apps (after the commit) that their plan changed: they refetch the trial
 * status and unlock without a reload. A lost signal costs only freshness, never the payment.
 */
async function signalPlanChanged(deps: AppDeps, userId: string) {
  try {
    await deps.bus.publish({ audience: userId, type: SUBSCRIPTION_CHANGED, payload: {} });
  } catch (err) {
    deps.log.warn({ err }, 'subscription change signal not published');
  }
}

const STRIPE_STATUS: Record<string, 'active' | 'past_due' | 'cancelled' | undefined> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'cancelled',
  incomplete_expired: 'cancelled',
};

async function userExists(tx: Tx, userId: string | null) {
  if (!userId || !UUID_PATTERN.test(userId)) return false;
  try {
    await getUserById({ db: tx }, userId);
    return true;
  } catch {
    return false;
  }
}

export async function handleStripeEvent(deps: AppDeps, event: Stripe.Event): Promise<EventOutcome> {
  const at = new Date(event.created * 1000);
  return once(deps, 'stripe', event.id, event.type, async (tx) => {
    switch (event.type) {
      case 'checkout.session.completed': {
        const s = checkoutFacts(event.data.object);
        const plan = planOf(deps, s.plan);
        if (s.mode !== 'subscription' || !s.subscriptionId || !plan) {
          return { outcome: 'ignored', userId: s.userId };
        }
        if (!(await userExists(tx, s.userId))) return { outcome: 'unknown_user', userId: null };
        const userId = s.userId!;
        const existing = await repo.findByProviderId(tx, 'stripe', s.subscriptionId);
        if (s.paid) {
          // By the first invoice's id when the session has one, so that invoice's own
          // invoice.paid (before or after this) finds the line and adds no second one.
          await repo.addPayment(tx, {
            userId,
            provider: 'stripe',
            reference: s.invoiceId ?? s.id,
            plan: plan.id,
            status: 'paid',
            amount: s.amount,
            currency: s.currency,
            createdAt: at,
          });
        }
        if (existing) {
          // The subscription's own events already set the period; a finished one stays finished.
          return { outcome: existing.status === 'cancelled' ? 'ended' : 'applied', userId };
        }
        if (!s.paid) return { outcome: 'ignored', userId };
        // Provisional period until customer.subscription.* brings Stripe's own period end.
        await repo.insertSubscription(tx, {
          userId,
          plan: plan.id,
          status: 'active',
          provider: 'stripe',
          providerSubscriptionId: s.subscriptionId,
          providerCustomerId: s.customerId,
          currentPeriodEnd: addInterval(at, plan.interval),
        });
        return { outcome: 'applied', userId };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const f = subscriptionFacts(event.data.object);
        const existing = await repo.findByProviderId(tx, 'stripe', f.id);
        const userId = existing?.userId ?? f.userId;
        if (existing?.status === 'cancelled') return { outcome: 'ended', userId };
        if (existing?.lastEventAt && existing.lastEventAt.getTime() > at.getTime()) {
          return { outcome: 'stale', userId };
        }
        const deleted = event.type === 'customer.subscription.deleted';
        const status = deleted ? 'cancelled' : STRIPE_STATUS[f.status];
        const plan = planOf(deps, f.plan) ?? planOf(deps, existing?.plan ?? null);
        if (!status || !plan) return { outcome: 'ignored', userId };
        const periodEnd = deleted
          ? (f.endedAt ?? at)
          : (f.currentPeriodEnd ?? existing?.currentPeriodEnd ?? addInterval(at, plan.interval));
        const changes = {
          plan: plan.id,
          status,
          currentPeriodEnd: periodEnd,
          cancelAtPeriodEnd: deleted ? false : f.cancelAtPeriodEnd,
          providerCustomerId: f.customerId,
          paymentFailedAt: status === 'past_due' ? (existing?.paymentFailedAt ?? at) : null,
          lastEventAt: at,
        } as const;
        if (existing) {
          await repo.updateSubscription(tx, existing.id, changes);
          return { outcome: 'applied', userId };
        }
        if (!(await userExists(tx, f.userId))) return { outcome: 'unknown_user', userId: null };
        if (status === 'cancelled') return { outcome: 'ended', userId: f.userId };
        await repo.insertSubscription(tx, {
          ...changes,
          userId: f.userId!,
          provider: 'stripe',
          providerSubscriptionId: f.id,
        });
        return { outcome: 'applied', userId: f.userId };
      }
      case 'invoice.paid': {
        // A billing-history line only: the subscription's state follows its own events, so a
        // late invoice.paid neither resurrects a cancelled plan nor moves a period back.
        const inv = invoiceFacts(event.data.object);
        if (!inv.id) return { outcome: 'ignored', userId: inv.userId };
        const existing = inv.subscriptionId
          ? await repo.findByProviderId(tx, 'stripe', inv.subscriptionId)
          : null;
        const userId = existing?.userId ?? inv.userId;
        const plan = existing ? planOf(deps, existing.plan) : planOf(deps, inv.plan);
        if (!plan) return { outcome: 'ignored', userId };
        if (!existing && !(await userExists(tx, userId))) {
          return { outcome: 'unknown_user', userId: null };
        }
        const added = await repo.addPayment(tx, {
          userId: userId!,
          provider: 'stripe',
          reference: inv.id,
          plan: plan.id,
          status: 'paid',
          amount: inv.amountPaid,
          currency: inv.currency,
          periodEnd: inv.periodEnd,
          createdAt: inv.paidAt ?? at,
        });
        return { outcome: added ? 'applied' : 'ignored', userId };
      }
      case 'invoice.payment_failed': {
        const inv = invoiceFacts(event.data.object);
        if (!inv.subscriptionId) return { outcome: 'ignored', userId: inv.userId };
        const existing = await repo.findByProviderId(tx, 'stripe', inv.subscriptionId);
        if (!existing) return { outcome: 'ignored', userId: inv.userId };
        const userId = existing.userId;
        if (inv.id) {
          await repo.addPayment(tx, {
            userId,
            provider: 'stripe',
            reference: inv.id,
            plan: existing.plan,
            status: 'failed',
            amount: inv.amount,
            currency: inv.currency,
          });
        }
        if (existing.status === 'cancelled') return { outcome: 'ended', userId };
        if (existing.lastEventAt && existing.lastEventAt.getTime() > at.getTime()) {
          return { outcome: 'stale', userId };
        }
        await repo.updateSubscription(tx, existing.id, {
          status: 'past_due',
          paymentFailedAt: existing.paymentFailedAt ?? at,
          lastEventAt: at,
        });
        return { outcome: 'applied', userId };
      }
      default:
        return { outcome: 'ignored', userId: null };
    }
  });
}

/** Paystack: charge.success activates the plan or extends it by one period. */
export async function handlePaystackEvent(
  deps: AppDeps,
  event: { event?: unknown; data?: unknown },
): Promise<EventOutcome> {
  const type = typeof event.event === 'string' ? event.event : 'unknown';
  const charge = chargeFacts(event.data);
  const dataId = (event.data as { id?: unknown } | undefined)?.id;
  // Paystack events carry no id of their own: the payment's reference names the charge.
  const eventId = charge ? `${type}:${charge.reference}` : `${type}:${String(dataId ?? 'none')}`;
  return once(deps, 'paystack', eventId, type, async (tx) => {
    if (type !== 'charge.success' || !charge) return { outcome: 'ignored', userId: null };
    const plan = planOf(deps, charge.plan);
    if (!plan) return { outcome: 'ignored', userId: charge.userId };
    if (!(await userExists(tx, charge.userId))) return { outcome: 'unknown_user', userId: null };
    const userId = charge.userId!;
    const price = plan.prices.find((p) => p.currency === charge.currency);
    if (!price || charge.amount < price.amount) {
      deps.log.warn({ charge }, 'paystack charge does not pay the plan price');
      return { outcome: 'amount_mismatch', userId };
    }
    const now = deps.now();
    const existing = await repo.findByProviderId(tx, 'paystack', userId);
    const stillPaid =
      existing?.status === 'active' && existing.currentPeriodEnd.getTime() > now.getTime();
    const from = stillPaid ? existing.currentPeriodEnd : now;
    const periodEnd = addInterval(from, plan.interval);
    if (existing) {
      await repo.updateSubscription(tx, existing.id, {
        plan: plan.id,
        status: 'active',
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        paymentFailedAt: null,
      });
    } else {
      await repo.insertSubscription(tx, {
        userId,
        plan: plan.id,
        status: 'active',
        provider: 'paystack',
        providerSubscriptionId: userId,
        currentPeriodEnd: periodEnd,
      });
    }
    await repo.addPayment(tx, {
      userId,
      provider: 'paystack',
      reference: charge.reference,
      plan: plan.id,
      status: 'paid',
      amount: charge.amount,
      currency: charge.currency,
      periodEnd,
      createdAt: charge.paidAt ?? now,
    });
    return { outcome: 'applied', userId };
  });
}

// ---- admin ---------------------------------------------------------------------------------

/** The admin endpoint: the change and the user's status after it. */
export async function adminChangeSubscription(
  deps: AppDeps,
  admin: UserRow,
  userId: string,
  body: AdminSubscriptionBody,
) {
  if (!UUID_PATTERN.test(userId)) throw new AppError('USER_NOT_FOUND', 'User not found', 404);
  const target = await getUserById(deps, userId).catch(() => {
    throw new AppError('USER_NOT_FOUND', 'User not found', 404);
  });
  const subscription = await deps.db.transaction(async (tx) => {
    const previous = await repo.findCurrent(tx, target.id, deps.now());
    const change = await adminChange(deps, tx, target.id, body);
    // The audit record commits with the change, or neither does.
    await recordAdminAction(tx, {
      actor: admin,
      action:
        body.action === 'grant'
          ? ADMIN_ACTIONS.grantPlan
          : body.action === 'extend'
            ? ADMIN_ACTIONS.extendPlan
            : ADMIN_ACTIONS.cancelPlan,
      targetType: 'subscription',
      targetId: change.subscriptionId,
      before: previous
        ? {
            userId: target.id,
            subscriptionId: previous.id,
            plan: previous.plan,
            status: previous.status,
            provider: previous.provider,
            currentPeriodEnd: previous.currentPeriodEnd.toISOString(),
          }
        : { userId: target.id, subscriptionId: null },
      after: { userId: target.id, ...change, request: body },
      at: deps.now(),
    });
    return change;
  });
  await userChanged(deps, target.id);
  await signalPlanChanged(deps, target.id);
  const status = await trialService.getTrialStatus(deps, target);
  return { subscription, trialStatus: status.status };
}

/**
 * An admin's grant, extension or cancellation of a user's plan, in the caller's transaction (so
 * an audit record can be written with it). Returns what changed.
 */
export async function adminChange(
  deps: AppDeps,
  tx: Tx,
  userId: string,
  body: AdminSubscriptionBody,
): Promise<{ subscriptionId: string; plan: string; status: string; currentPeriodEnd: string }> {
  const now = deps.now();
  const live = await repo.findLive(tx, userId);
  const current = live.find((s) => s.status === 'active') ?? live[0] ?? null;
  const reference = `admin_${randomBytes(8).toString('hex')}`;
  const record = async (row: repo.SubscriptionRow, status: 'granted' | 'cancelled') => {
    await repo.addPayment(tx, {
      userId,
      provider: 'admin',
      reference,
      plan: row.plan,
      status,
      periodEnd: row.currentPeriodEnd,
      details: body,
    });
    return {
      subscriptionId: row.id,
      plan: row.plan,
      status: row.status,
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    };
  };
  if (body.action === 'grant') {
    const plan = planOf(deps, body.plan)!;
    const end = body.days
      ? new Date(now.getTime() + body.days * 24 * 60 * 60 * 1000)
      : addInterval(now, plan.interval);
    const row = await repo.insertSubscription(tx, {
      userId,
      plan: plan.id,
      status: 'active',
      provider: 'admin',
      currentPeriodEnd: end,
    });
    return record(row, 'granted');
  }
  if (!current) {
    throw new AppError('NO_ACTIVE_SUBSCRIPTION', 'The user has no subscription to change', 409);
  }
  if (body.action === 'extend') {
    const base = Math.max(current.currentPeriodEnd.getTime(), now.getTime());
    const row = await repo.updateSubscription(tx, current.id, {
      status: 'active',
      paymentFailedAt: null,
      currentPeriodEnd: new Date(base + body.days * 24 * 60 * 60 * 1000),
    });
    return record(row, 'granted');
  }
  // Cancel: access ends now. A Stripe subscription is cancelled at Stripe as well.
  if (current.provider === 'stripe' && current.providerSubscriptionId) {
    const stripe = stripeClient(deps.config);
    if (stripe) {
      await stripe.subscriptions.cancel(current.providerSubscriptionId).catch((error: unknown) => {
        deps.log.error({ err: error }, 'stripe cancel failed');
        throw new AppError('PAYMENT_PROVIDER_ERROR', 'Could not cancel the card subscription', 502);
      });
    }
  }
  const row = await repo.updateSubscription(tx, current.id, {
    status: 'cancelled',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: now,
  });
  return record(row, 'cancelled');
}
