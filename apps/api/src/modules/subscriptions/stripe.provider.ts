import Stripe from 'stripe';
import type { Config } from '#src/config/env.ts';

/**
 * The Stripe SDK client, or null without STRIPE_SECRET_KEY. STRIPE_API_BASE points it at another
 * origin (tests run a local stand-in for api.stripe.com).
 */
export function stripeClient(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Webhook verification needs only the signing secret, not the API key. */
const verifier = new Stripe('sk_webhook_verification_only');

/** The event if `Stripe-Signature` signs `rawBody` with the secret; throws otherwise. */
export function verifyStripeEvent(
  rawBody: Buffer,
  signature: string,
  secret: string,
): Stripe.Event {
  return verifier.webhooks.constructEvent(rawBody, signature, secret);
}

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return null;
};

export interface StripeSubscriptionFacts {
  id: string;
  customerId: string | null;
  userId: string | null;
  plan: string | null;
  status: string;
  cancelAtPeriodEnd: boolean;
  /** current_period_end on the subscription (older API versions) or on its first item (newer). */
  currentPeriodEnd: Date | null;
  endedAt: Date | null;
}

const fromEpoch = (s: unknown) => (typeof s === 'number' && s > 0 ? new Date(s * 1000) : null);

export function subscriptionFacts(object: Stripe.Subscription): StripeSubscriptionFacts {
  const loose = object as unknown as {
    current_period_end?: number;
    items?: { data?: Array<{ current_period_end?: number }> };
    ended_at?: number | null;
    cancel_at?: number | null;
  };
  const metadata = object.metadata ?? {};
  return {
    id: object.id,
    customerId: idOf(object.customer),
    userId: metadata.userId ?? null,
    plan: metadata.plan ?? null,
    status: object.status,
    cancelAtPeriodEnd: Boolean(object.cancel_at_period_end),
    currentPeriodEnd:
      fromEpoch(loose.current_period_end) ?? fromEpoch(loose.items?.data?.[0]?.current_period_end),
    endedAt: fromEpoch(loose.ended_at),
  };
}

/** The subscription an invoice belongs to, and its metadata, across API versions. */
export function invoiceFacts(invoice: Stripe.Invoice) {
  const loose = invoice as unknown as {
    subscription?: unknown;
    subscription_details?: { metadata?: Record<string, string> | null } | null;
    parent?: {
      subscription_details?: {
        subscription?: unknown;
        metadata?: Record<string, string> | null;
      } | null;
    } | null;
  };
  const metadata =
    loose.parent?.subscription_details?.metadata ?? loose.subscription_details?.metadata ?? {};
  return {
    id: invoice.id ?? null,
    subscriptionId:
      idOf(loose.parent?.subscription_details?.subscription) ?? idOf(loose.subscription),
    userId: metadata.userId ?? null,
    plan: metadata.plan ?? null,
    amount: invoice.amount_due ?? 0,
    amountPaid: invoice.amount_paid ?? 0,
    currency: invoice.currency ? invoice.currency.toUpperCase() : null,
    paidAt: fromEpoch(invoice.status_transitions?.paid_at),
    /** The end of the period the invoice pays for (its first line). */
    periodEnd: fromEpoch(invoice.lines?.data?.[0]?.period?.end),
  };
}

export function checkoutFacts(session: Stripe.Checkout.Session) {
  const metadata = session.metadata ?? {};
  return {
    id: session.id,
    mode: session.mode,
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    subscriptionId: idOf(session.subscription),
    /** The subscription's first invoice: its invoice.paid names the same payment. */
    invoiceId: idOf(session.invoice),
    customerId: idOf(session.customer),
    userId: session.client_reference_id ?? metadata.userId ?? null,
    plan: metadata.plan ?? null,
    amount: session.amount_total ?? 0,
    currency: session.currency ? session.currency.toUpperCase() : null,
  };
}
