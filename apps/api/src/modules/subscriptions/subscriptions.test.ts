import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrentSubscriptionSchema, PlansResponseSchema } from '@app/contracts';
import { subscriptionEvents, subscriptions } from '#src/db/schema/index.ts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createBusinessRow } from '#test/businesses.ts';
import { createUser, type TestUser, forgetAccessCache } from '#test/builders.ts';
import { startSmtpSink } from '#test/smtp-sink.ts';

type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
import { sendRenewalReminders } from './reminders.service.ts';
import { addInterval } from './subscriptions.service.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const PAYSTACK_SECRET = 'sk_test_paystack';
const stripe = new Stripe('sk_test_signing_only');

/** A local stand-in for api.stripe.com and api.paystack.co: records requests, answers JSON. */
interface StandIn {
  url: string;
  requests: Array<{ method: string; path: string; body: string; auth: string | undefined }>;
  server: Server;
}

async function startStandIn(): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const server = createServer(async (req, res) => {
    const body = await read(req);
    requests.push({ method: req.method!, path: req.url!, body, auth: req.headers.authorization });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/v1/checkout/sessions') {
      res.end(
        JSON.stringify({
          id: 'cs_test_1',
          object: 'checkout.session',
          url: 'https://checkout.stripe.com/c/pay/cs_test_1',
        }),
      );
    } else if (req.url?.startsWith('/v1/subscriptions/')) {
      res.end(JSON.stringify({ id: req.url.split('/')[3], object: 'subscription' }));
    } else if (req.url === '/transaction/initialize') {
      const parsed = JSON.parse(body) as { reference: string };
      res.end(
        JSON.stringify({
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.com/${parsed.reference}`,
            access_code: 'ac',
            reference: parsed.reference,
          },
        }),
      );
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, server };
}

let seq = 0;
const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

describe('subscriptions', () => {
  let t: TestContext;
  let standIn: StandIn;
  let sink: SmtpSink;
  beforeAll(async () => {
    standIn = await startStandIn();
    sink = await startSmtpSink();
    t = await createTestContext({
      SMTP_URL: sink.url,
      FREE_TRIAL_DAYS: '14',
      GRACE_PERIOD_DAYS: '3',
      STRIPE_SECRET_KEY: 'sk_test_key',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: standIn.url,
      PAYSTACK_SECRET_KEY: PAYSTACK_SECRET,
      PAYSTACK_API_BASE: standIn.url,
      PLAN_MONTHLY_PRICES: 'USD:9.99,KES:1000,NGN:8000',
      PLAN_YEARLY_PRICES: 'USD:99,NGN:80000',
      PUBLIC_URL: 'https://shopbook.example',
    });
  });
  afterAll(async () => {
    await t.close();
    standIn.server.close();
    await sink.close();
  });

  /** A user whose free trial and grace period are long over. */
  const expiredUser = () =>
    createUser(t, { createdAt: new Date(t.clock.now().getTime() - 60 * DAY) });

  const current = async (user: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions/current',
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return CurrentSubscriptionSchema.parse(res.json());
  };

  const trial = async (user: TestUser) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/trial-status/current', headers: user.headers })
    ).json().data as {
      status: string;
      hasFullAccess: boolean;
      subscriptionDetails: { plan: string | null };
    };

  const subRows = (userId: string) =>
    t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

  // ---- Stripe ----------------------------------------------------------------------------

  function stripeEvent(type: string, object: Record<string, unknown>, created: Date, id?: string) {
    return {
      id: id ?? `evt_${++seq}_${Date.now()}`,
      object: 'event',
      api_version: '2025-08-27.basil',
      created: epoch(created),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
  }

  const postStripe = (
    event: object,
    sign: (payload: string) => string = (payload) =>
      stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  ) => {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
      payload,
    });
  };

  /** A subscription object as newer API versions send it: the period end on its first item. */
  const stripeSub = (
    id: string,
    userId: string,
    periodEnd: Date,
    extra: Record<string, unknown> = {},
  ) => ({
    id,
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    metadata: { userId, plan: 'monthly' },
    items: { object: 'list', data: [{ id: 'si_1', current_period_end: epoch(periodEnd) }] },
    ...extra,
  });

  it('lists the configured plans with a price per currency and the benefits', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions/plans',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = PlansResponseSchema.parse(res.json());
    expect(body.providers).toEqual(['stripe', 'paystack']);
    expect(body.plans).toEqual([
      {
        id: 'monthly',
        name: 'Monthly',
        interval: 'month',
        prices: [
          { currency: 'USD', amount: 999 },
          { currency: 'KES', amount: 100000 },
          { currency: 'NGN', amount: 800000 },
        ],
      },
      {
        id: 'yearly',
        name: 'Yearly',
        interval: 'year',
        prices: [
          { currency: 'USD', amount: 9900 },
          { currency: 'NGN', amount: 8000000 },
        ],
      },
    ]);
    expect(body.benefits).toEqual([
      'Unlimited Access',
      'AI Business Assistant',
      'Multi-User Management',
      'Cloud Sync',
      'Advanced Analytics',
      'Priority Support',
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/subscriptions/plans' })).statusCode,
    ).toBe(401);
  });

  it('creates a Stripe Checkout Session in subscription mode with the user and plan', async () => {
    const user = await expiredUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/checkout',
      headers: user.headers,
      payload: { plan: 'monthly', provider: 'stripe', currency: 'usd' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const request = standIn.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.auth).toBe('Bearer sk_test_key');
    const form = new URLSearchParams(request.body);
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('client_reference_id')).toBe(user.user.id);
    expect(form.get('metadata[userId]')).toBe(user.user.id);
    expect(form.get('metadata[plan]')).toBe('monthly');
    expect(form.get('subscription_data[metadata][userId]')).toBe(user.user.id);
    expect(form.get('subscription_data[metadata][plan]')).toBe('monthly');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('999');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form.get('success_url')).toBe(
      'https://shopbook.example/subscriptions/success?provider=stripe&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(form.get('cancel_url')).toBe(
      'https://shopbook.example/subscriptions/cancel?provider=stripe',
    );
  });

  it('refuses a checkout in a currency the plan is not sold in, or for an unknown plan', async () => {
    const user = await expiredUser();
    const before = standIn.requests.length;
    const euro = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/checkout',
      headers: user.headers,
      payload: { plan: 'yearly', provider: 'stripe', currency: 'EUR' },
    });
    expect(euro.statusCode).toBe(400);
    expect(euro.json()).toMatchObject({ errorCode: 'UNSUPPORTED_CURRENCY' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/checkout',
      headers: user.headers,
      payload: { plan: 'weekly', provider: 'stripe' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(standIn.requests.length).toBe(before);
  });

  it('unlocks an expired user with checkout.session.completed and the subscription events', async () => {
    const user = await expiredUser();
    expect(await trial(user)).toMatchObject({
      status: 'subscription_required',
      hasFullAccess: false,
    });
    const now = t.clock.now();
    const completed = stripeEvent(
      'checkout.session.completed',
      {
        id: 'cs_unlock',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: user.user.id,
        metadata: { userId: user.user.id, plan: 'monthly' },
        subscription: 'sub_unlock',
        customer: 'cus_1',
        payment_status: 'paid',
        amount_total: 999,
        currency: 'usd',
      },
      now,
    );
    const res = await postStripe(completed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await trial(user)).toMatchObject({
      status: 'active_subscription',
      hasFullAccess: true,
      subscriptionDetails: { plan: 'monthly' },
    });
    // Stripe's own period end (on the first item) replaces the provisional one.
    const periodEnd = new Date(Math.floor((now.getTime() + 31 * DAY) / 1000) * 1000);
    const created = await postStripe(
      stripeEvent(
        'customer.subscription.created',
        stripeSub('sub_unlock', user.user.id, periodEnd),
        now,
      ),
    );
    expect(created.json()).toEqual({ received: true, outcome: 'applied' });
    const body = await current(user);
    expect(body).toMatchObject({
      plan: 'monthly',
      status: 'active',
      provider: 'stripe',
      currentPeriodEnd: periodEnd.toISOString(),
      cancelAtPeriodEnd: false,
      trialStatus: 'active_subscription',
      hasFullAccess: true,
    });
    expect(body.history).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        reference: 'cs_unlock',
        status: 'paid',
        amount: 999,
        currency: 'USD',
      }),
    ]);

    // Replayed: 200, nothing changes (still one row, one payment).
    const replay = await postStripe(completed);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await subRows(user.user.id)).toHaveLength(1);
    expect((await current(user)).history).toHaveLength(1);
    expect((await subRows(user.user.id))[0]!.currentPeriodEnd.toISOString()).toBe(
      periodEnd.toISOString(),
    );
  });

  it('takes current_period_end from the subscription itself on older API versions', async () => {
    const user = await expiredUser();
    const end = new Date(Math.floor((t.clock.now().getTime() + 20 * DAY) / 1000) * 1000);
    const object = {
      ...stripeSub('sub_old_api', user.user.id, end),
      items: { data: [] },
      current_period_end: epoch(end),
    };
    expect(
      (
        await postStripe(stripeEvent('customer.subscription.updated', object, t.clock.now()))
      ).json(),
    ).toEqual({ received: true, outcome: 'applied' });
    expect(await current(user)).toMatchObject({
      currentPeriodEnd: end.toISOString(),
      status: 'active',
    });
  });

  it('answers 400 to a bad or missing signature and changes nothing', async () => {
    const user = await expiredUser();
    const event = stripeEvent(
      'customer.subscription.created',
      stripeSub('sub_forged', user.user.id, new Date(t.clock.now().getTime() + 30 * DAY)),
      t.clock.now(),
    );
    const forged = await postStripe(event, (payload) =>
      stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ errorCode: 'INVALID_SIGNATURE' });
    // Signed, then the body altered.
    const signed = stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: WEBHOOK_SECRET,
    });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed },
      payload: JSON.stringify({ ...event, type: 'customer.subscription.updated' }),
    });
    expect(tampered.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(missing.statusCode).toBe(400);
    expect(await subRows(user.user.id)).toEqual([]);
    const [recorded] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.eventId, event.id));
    expect(recorded!.n).toBe(0);
    expect(await trial(user)).toMatchObject({ status: 'subscription_required' });
  });

  it('does not resurrect a deleted subscription with an older updated event', async () => {
    const user = await expiredUser();
    const now = t.clock.now();
    const end = new Date(now.getTime() + 30 * DAY);
    const sub = stripeSub('sub_order', user.user.id, end);
    expect(
      (
        await postStripe(
          stripeEvent('customer.subscription.created', sub, new Date(now.getTime() - 5000)),
        )
      ).statusCode,
    ).toBe(200);
    const deleted = await postStripe(
      stripeEvent(
        'customer.subscription.deleted',
        { ...sub, status: 'canceled', ended_at: epoch(now) },
        now,
      ),
    );
    expect(deleted.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await trial(user)).toMatchObject({ status: 'subscription_required' });
    // Stripe delivers an earlier 'updated' (active) late, and even a later one: nothing comes back.
    for (const created of [new Date(now.getTime() - 2000), new Date(now.getTime() + 2000)]) {
      const late = await postStripe(stripeEvent('customer.subscription.updated', sub, created));
      expect(late.statusCode).toBe(200);
      expect(late.json()).toEqual({ received: true, outcome: 'ended' });
    }
    const late = await postStripe(
      stripeEvent(
        'checkout.session.completed',
        {
          id: 'cs_order',
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: user.user.id,
          metadata: { userId: user.user.id, plan: 'monthly' },
          subscription: 'sub_order',
          payment_status: 'paid',
          amount_total: 999,
          currency: 'usd',
        },
        new Date(now.getTime() - 6000),
      ),
    );
    expect(late.json()).toEqual({ received: true, outcome: 'ended' });
    const rows = await subRows(user.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('cancelled');
    expect(await trial(user)).toMatchObject({
      status: 'subscription_required',
      hasFullAccess: false,
    });
  });

  it('ignores an updated event older than the one already applied', async () => {
    const user = await expiredUser();
    const now = t.clock.now();
    const sub = stripeSub('sub_stale', user.user.id, new Date(now.getTime() + 30 * DAY));
    await postStripe(
      stripeEvent('customer.subscription.updated', { ...sub, cancel_at_period_end: true }, now),
    );
    const stale = await postStripe(
      stripeEvent('customer.subscription.updated', sub, new Date(now.getTime() - 60_000)),
    );
    expect(stale.json()).toEqual({ received: true, outcome: 'stale' });
    expect(await current(user)).toMatchObject({
      cancelAtPeriodEnd: true,
      trialStatus: 'subscribed',
    });
  });

  it('invoice.payment_failed starts the grace period, then access ends; a recovery restores it', async () => {
    const user = await expiredUser();
    const now = t.clock.now();
    const sub = stripeSub('sub_dunning', user.user.id, new Date(now.getTime() + 30 * DAY));
    await postStripe(
      stripeEvent('customer.subscription.created', sub, new Date(now.getTime() - 1000)),
    );
    const failed = stripeEvent(
      'invoice.payment_failed',
      {
        id: 'in_failed',
        object: 'invoice',
        amount_due: 999,
        currency: 'usd',
        parent: {
          type: 'subscription_details',
          subscription_details: {
            subscription: 'sub_dunning',
            metadata: { userId: user.user.id, plan: 'monthly' },
          },
        },
      },
      now,
    );
    expect((await postStripe(failed)).json()).toEqual({ received: true, outcome: 'applied' });
    expect(await trial(user)).toMatchObject({ status: 'grace_period', hasFullAccess: true });
    expect((await postStripe(failed)).json()).toEqual({ received: true, outcome: 'duplicate' });
    const history = (await current(user)).history;
    expect(history).toEqual([
      expect.objectContaining({ reference: 'in_failed', status: 'failed' }),
    ]);
    t.clock.advance(3 * DAY);
    try {
      expect(await trial(user)).toMatchObject({ status: 'subscription_required' });
      // Stripe retried the card and it went through.
      await postStripe(stripeEvent('customer.subscription.updated', sub, t.clock.now()));
      expect(await trial(user)).toMatchObject({ status: 'active_subscription' });
    } finally {
      t.clock.reset();
    }
  });

  /** An invoice as newer API versions send it: the subscription and metadata under `parent`. */
  const invoice = (
    id: string,
    user: TestUser,
    subscription: string,
    paidAt: Date,
    extra: Record<string, unknown> = {},
  ) => ({
    id,
    object: 'invoice',
    status: 'paid',
    amount_due: 999,
    amount_paid: 999,
    currency: 'usd',
    status_transitions: { paid_at: epoch(paidAt) },
    lines: {
      object: 'list',
      data: [{ id: 'il_1', period: { start: epoch(paidAt), end: epoch(paidAt) + 31 * 86_400 } }],
    },
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription, metadata: { userId: user.user.id, plan: 'monthly' } },
    },
    ...extra,
  });

  it('invoice.paid adds a billing-history line with amount, currency, date and reference, once', async () => {
    const user = await expiredUser();
    const now = t.clock.now();
    const signals: unknown[] = [];
    const unsubscribe = t.app.deps.bus.subscribe((e) => {
      if (e.type === 'subscription_changed') signals.push(e.audience);
    });
    try {
      await postStripe(
        stripeEvent(
          'customer.subscription.created',
          stripeSub('sub_paid', user.user.id, new Date(now.getTime() + 30 * DAY)),
          new Date(now.getTime() - 1000),
        ),
      );
      // On PostgreSQL the signal comes back through LISTEN/NOTIFY, a moment later.
      await expect.poll(() => signals).toEqual([user.user.id]);
      // The renewal a month later: Stripe's own paid time is the line's date.
      const paidAt = new Date(Math.floor((now.getTime() + 30 * DAY) / 1000) * 1000);
      const paid = stripeEvent(
        'invoice.paid',
        invoice('in_renewal', user, 'sub_paid', paidAt, { amount_paid: 1999, currency: 'kes' }),
        paidAt,
      );
      const res = await postStripe(paid);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true, outcome: 'applied' });
      await expect.poll(() => signals).toEqual([user.user.id, user.user.id]);
      const line = {
        provider: 'stripe',
        reference: 'in_renewal',
        plan: 'monthly',
        status: 'paid',
        amount: 1999,
        currency: 'KES',
        createdAt: paidAt.toISOString(),
        periodEnd: new Date(paidAt.getTime() + 31 * DAY).toISOString(),
      };
      expect((await current(user)).history).toEqual([expect.objectContaining(line)]);

      // Replayed with the same event id, and the same invoice under a new event id (Stripe's
      // duplicates): 200, one line, no signal.
      expect((await postStripe(paid)).json()).toEqual({ received: true, outcome: 'duplicate' });
      const again = await postStripe(
        stripeEvent('invoice.paid', invoice('in_renewal', user, 'sub_paid', paidAt), paidAt),
      );
      expect(again.json()).toEqual({ received: true, outcome: 'ignored' });
      expect((await current(user)).history).toEqual([expect.objectContaining(line)]);
      await new Promise((r) => setTimeout(r, 300));
      expect(signals).toHaveLength(2);

      // A bad signature: 400 and no line.
      const forged = await postStripe(
        stripeEvent('invoice.paid', invoice('in_forged', user, 'sub_paid', paidAt), paidAt),
        (payload) =>
          stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }),
      );
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ errorCode: 'INVALID_SIGNATURE' });
      expect((await current(user)).history).toHaveLength(1);
    } finally {
      unsubscribe();
    }
  });

  it('invoice.paid before or after its checkout makes one line; after a deletion it resurrects nothing', async () => {
    const user = await expiredUser();
    const now = t.clock.now();
    // Stripe sends the first invoice's invoice.paid before checkout.session.completed.
    const early = await postStripe(
      stripeEvent(
        'invoice.paid',
        invoice('in_first', user, 'sub_first', now),
        new Date(now.getTime() - 2000),
      ),
    );
    expect(early.json()).toEqual({ received: true, outcome: 'applied' });
    // A billing line is not access: the subscription's own events decide that.
    expect(await trial(user)).toMatchObject({ status: 'subscription_required' });
    const completed = await postStripe(
      stripeEvent(
        'checkout.session.completed',
        {
          id: 'cs_first',
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: user.user.id,
          metadata: { userId: user.user.id, plan: 'monthly' },
          subscription: 'sub_first',
          invoice: 'in_first',
          customer: 'cus_1',
          payment_status: 'paid',
          amount_total: 999,
          currency: 'usd',
        },
        now,
      ),
    );
    expect(completed.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await trial(user)).toMatchObject({ status: 'active_subscription' });
    expect((await current(user)).history).toEqual([
      expect.objectContaining({ reference: 'in_first', amount: 999, currency: 'USD' }),
    ]);

    // Cancelled; then a late invoice.paid of an older renewal arrives: recorded as paid
    // (the money moved), but the plan stays cancelled.
    const sub = stripeSub('sub_first', user.user.id, new Date(now.getTime() + 30 * DAY));
    await postStripe(
      stripeEvent(
        'customer.subscription.deleted',
        { ...sub, status: 'canceled', ended_at: epoch(now) },
        new Date(now.getTime() + 1000),
      ),
    );
    const late = await postStripe(
      stripeEvent(
        'invoice.paid',
        invoice('in_late', user, 'sub_first', now),
        new Date(now.getTime() - 500),
      ),
    );
    expect(late.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await subRows(user.user.id))[0]!.status).toBe('cancelled');
    expect(await trial(user)).toMatchObject({ status: 'subscription_required' });
    expect((await current(user)).history.map((h) => h.reference).sort()).toEqual([
      'in_first',
      'in_late',
    ]);
    // An invoice for nobody we know adds nothing.
    const stranger = await postStripe(
      stripeEvent(
        'invoice.paid',
        invoice('in_nobody', user, 'sub_nobody', now, {
          parent: {
            type: 'subscription_details',
            subscription_details: {
              subscription: 'sub_nobody',
              metadata: { userId: '00000000-0000-4000-8000-000000000000', plan: 'monthly' },
            },
          },
        }),
        now,
      ),
    );
    expect(stranger.json()).toEqual({ received: true, outcome: 'unknown_user' });
  });

  it('records unknown event kinds and unknown users without effect', async () => {
    const other = await postStripe(
      stripeEvent('customer.created', { id: 'cus_x', object: 'customer' }, t.clock.now()),
    );
    expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
    const nobody = await postStripe(
      stripeEvent(
        'customer.subscription.created',
        stripeSub(
          'sub_nobody',
          '00000000-0000-4000-8000-000000000000',
          new Date(t.clock.now().getTime() + DAY),
        ),
        t.clock.now(),
      ),
    );
    expect(nobody.json()).toEqual({ received: true, outcome: 'unknown_user' });
  });

  it('cancels at period end: Stripe is told, the plan stays paid up until then', async () => {
    const user = await expiredUser();
    await postStripe(
      stripeEvent(
        'customer.subscription.created',
        stripeSub('sub_cancel', user.user.id, new Date(t.clock.now().getTime() + 10 * DAY)),
        t.clock.now(),
      ),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/cancel',
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      cancelAtPeriodEnd: true,
      trialStatus: 'subscribed',
      hasFullAccess: true,
    });
    const call = standIn.requests.findLast((r) => r.path === '/v1/subscriptions/sub_cancel')!;
    expect(new URLSearchParams(call.body).get('cancel_at_period_end')).toBe('true');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/cancel',
      headers: (await expiredUser()).headers,
    });
    expect(none.statusCode).toBe(409);
  });

  // ---- Paystack ----------------------------------------------------------------------------

  const postPaystack = (event: object, secret = PAYSTACK_SECRET) => {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/webhook/paystack',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': createHmac('sha512', secret).update(payload).digest('hex'),
      },
      payload,
    });
  };
  const charge = (user: TestUser, reference: string, extra: Record<string, unknown> = {}) => ({
    event: 'charge.success',
    data: {
      id: ++seq,
      reference,
      amount: 100000,
      currency: 'KES',
      status: 'success',
      channel: 'mobile_money',
      paid_at: t.clock.now().toISOString(),
      metadata: { userId: user.user.id, plan: 'monthly' },
      ...extra,
    },
  });

  it('initialises a Paystack transaction with the user and plan and returns its URL', async () => {
    const user = await expiredUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/checkout',
      headers: user.headers,
      payload: { plan: 'monthly', provider: 'paystack', currency: 'KES' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const call = standIn.requests.findLast((r) => r.path === '/transaction/initialize')!;
    expect(call.auth).toBe(`Bearer ${PAYSTACK_SECRET}`);
    const body = JSON.parse(call.body);
    expect(body).toMatchObject({
      email: user.user.email,
      amount: 100000,
      currency: 'KES',
      metadata: { userId: user.user.id, plan: 'monthly' },
      callback_url: 'https://shopbook.example/subscriptions/success?provider=paystack',
    });
    expect(res.json()).toEqual({ url: `https://checkout.paystack.com/${body.reference}` });
  });

  it('charge.success activates for one period, a second payment extends it, replays change nothing', async () => {
    const user = await expiredUser();
    const now = t.clock.now();
    t.clock.set(now);
    try {
      const first = await postPaystack(charge(user, 'ref_one'));
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ received: true, outcome: 'applied' });
      const oneMonth = addInterval(now, 'month');
      expect(await current(user)).toMatchObject({
        provider: 'paystack',
        status: 'active',
        currentPeriodEnd: oneMonth.toISOString(),
        trialStatus: 'active_subscription',
      });
      // The same charge delivered again: 200 and the period stays.
      const replay = await postPaystack(charge(user, 'ref_one'));
      expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
      expect((await current(user)).currentPeriodEnd).toBe(oneMonth.toISOString());
      // A new payment before the end extends from the end, by one period.
      await postPaystack(
        charge(user, 'ref_two', {
          metadata: JSON.stringify({ userId: user.user.id, plan: 'monthly' }),
        }),
      );
      const body = await current(user);
      expect(body.currentPeriodEnd).toBe(addInterval(oneMonth, 'month').toISOString());
      expect(body.history.map((h) => h.reference).sort()).toEqual(['ref_one', 'ref_two']);
      expect(await subRows(user.user.id)).toHaveLength(1);
    } finally {
      t.clock.reset();
    }
  });

  it('each charge.success adds a billing line with its amount, currency, paid date and reference', async () => {
    const user = await expiredUser();
    const now = t.clock.now();
    t.clock.set(now);
    try {
      const earlier = new Date(now.getTime() - 2 * DAY);
      const later = new Date(now.getTime() - DAY);
      // Out of order: the later payment's webhook arrives first.
      const second = await postPaystack(
        charge(user, 'ref_later', {
          paid_at: later.toISOString(),
          amount: 800000,
          currency: 'NGN',
        }),
      );
      expect(second.json()).toEqual({ received: true, outcome: 'applied' });
      const first = await postPaystack(
        charge(user, 'ref_earlier', { paid_at: earlier.toISOString() }),
      );
      expect(first.json()).toEqual({ received: true, outcome: 'applied' });
      // A replay and a forged copy add nothing.
      const replay = await postPaystack(
        charge(user, 'ref_earlier', { paid_at: earlier.toISOString() }),
      );
      expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
      const forged = await postPaystack(charge(user, 'ref_forged'), 'sk_wrong');
      expect(forged.statusCode).toBe(400);

      const body = await current(user);
      // Newest payment first, each dated when it was paid; two periods bought in all.
      expect(body.history).toEqual([
        expect.objectContaining({
          provider: 'paystack',
          reference: 'ref_later',
          status: 'paid',
          amount: 800000,
          currency: 'NGN',
          createdAt: later.toISOString(),
        }),
        expect.objectContaining({
          provider: 'paystack',
          reference: 'ref_earlier',
          status: 'paid',
          amount: 100000,
          currency: 'KES',
          createdAt: earlier.toISOString(),
        }),
      ]);
      expect(body.currentPeriodEnd).toBe(
        addInterval(addInterval(now, 'month'), 'month').toISOString(),
      );
    } finally {
      t.clock.reset();
    }
  });

  it('refuses a bad Paystack signature with 400 and ignores underpayments and other events', async () => {
    const user = await expiredUser();
    const bad = await postPaystack(charge(user, 'ref_bad'), 'sk_wrong');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'INVALID_SIGNATURE' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/webhook/paystack',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(charge(user, 'ref_bad')),
    });
    expect(unsigned.statusCode).toBe(400);
    const cheap = await postPaystack(charge(user, 'ref_cheap', { amount: 100 }));
    expect(cheap.json()).toEqual({ received: true, outcome: 'amount_mismatch' });
    const transfer = await postPaystack({
      event: 'transfer.success',
      data: { id: 5, reference: 'tr_1' },
    });
    expect(transfer.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await subRows(user.user.id)).toEqual([]);
    expect(await trial(user)).toMatchObject({ status: 'subscription_required' });
  });

  it('mobile money: reminders 7, 3 and 1 days before the end, once each, then the grace period', async () => {
    const user = await expiredUser();
    await postPaystack(charge(user, 'ref_remind'));
    const [row] = await subRows(user.user.id);
    const end = row!.currentPeriodEnd.getTime();
    const reminders = () =>
      sink.received
        .filter((e) => e.to.includes(user.user.email.toLowerCase()))
        .map((e) => e.subject);
    /** Waits until the queue delivered `n` reminders, then gives a stray extra time to arrive. */
    const delivered = async (n: number) => {
      await vi.waitFor(() => expect(reminders().length).toBeGreaterThanOrEqual(n), {
        timeout: 10_000,
        interval: 50,
      });
      await new Promise((r) => setTimeout(r, 200));
      return reminders();
    };
    const at = async (daysBefore: number) => {
      t.clock.set(new Date(end - daysBefore * DAY));
      return sendRenewalReminders(t.app.deps);
    };
    try {
      expect(await at(8)).toBe(0);
      expect(await at(6.5)).toBe(1);
      expect(await at(6.4)).toBe(0);
      expect(await delivered(1)).toEqual(['Your ShopBook monthly plan ends in 7 days']);
      const mail = sink.received.find((e) => e.to.includes(user.user.email.toLowerCase()))!;
      expect(mail.text).toContain('https://shopbook.example/subscriptions');
      expect(await at(2.9)).toBe(1);
      expect(await at(0.5)).toBe(1);
      expect(await at(0.4)).toBe(0);
      expect(await delivered(3)).toEqual([
        'Your ShopBook monthly plan ends in 7 days',
        'Your ShopBook monthly plan ends in 3 days',
        'Your ShopBook monthly plan ends tomorrow',
      ]);
      // Not renewed: the grace period after the end, then no access (moved by the row: the
      // session would expire with the clock a month on).
      t.clock.reset();
      const setEnd = async (daysAgo: number) => {
        await t.database.db
          .update(subscriptions)
          .set({ currentPeriodEnd: new Date(t.clock.now().getTime() - daysAgo * DAY) })
          .where(eq(subscriptions.id, row!.id));
        forgetAccessCache(t);
      };
      await setEnd(1);
      expect(await trial(user)).toMatchObject({ status: 'grace_period', hasFullAccess: true });
      await setEnd(3.01);
      expect(await trial(user)).toMatchObject({ status: 'subscription_required' });
    } finally {
      t.clock.reset();
    }
  });

  // ---- paid benefits -----------------------------------------------------------------------

  it('managers need an active plan once the trial is over, naming the operation', async () => {
    // In the grace period after the free trial: writes pass, the paid benefit does not.
    const owner = await createUser(t, { createdAt: new Date(t.clock.now().getTime() - 15 * DAY) });
    const helper = await createUser(t);
    const business = await createBusinessRow(t, owner);
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/businesses/${business.id}/managers`,
        headers: owner.headers,
        payload: { identifier: helper.user.username },
      });
    const refused = await add();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: 'PREMIUM_FEATURE_REQUIRED',
      requiredOperation: 'add_manager',
      upgradeUrl: '/subscriptions',
      trialStatus: { status: 'grace_period' },
    });
    expect(refused.json().message).toMatch(/requires subscription/);
    await postPaystack(charge(owner, 'ref_managers'));
    expect((await add()).statusCode).toBe(201);
  });

  it('admins grant, extend and cancel a plan; others may not', async () => {
    const admin = await createUser(t, { adminRole: 'admin' });
    const user = await expiredUser();
    const change = (body: object, as: TestUser = admin, id = user.user.id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${id}/subscription`,
        headers: as.headers,
        payload: body,
      });
    const refused = await change({ action: 'grant', plan: 'monthly' }, user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'ADMIN_REQUIRED' });
    expect((await change({ action: 'extend', days: 5 })).statusCode).toBe(409);
    expect((await change({ action: 'grant', plan: 'weekly' })).statusCode).toBe(400);
    expect((await change({ action: 'grant', plan: 'monthly' }, admin, 'nope')).statusCode).toBe(
      404,
    );
    expect(await subRows(user.user.id)).toEqual([]);

    const granted = await change({ action: 'grant', plan: 'monthly', days: 10 });
    expect(granted.statusCode, granted.body).toBe(200);
    const end = new Date(granted.json().subscription.currentPeriodEnd).getTime();
    expect(Math.abs(end - (t.clock.now().getTime() + 10 * DAY))).toBeLessThan(5000);
    expect(granted.json()).toMatchObject({
      subscription: { plan: 'monthly', status: 'active' },
      trialStatus: 'active_subscription',
    });
    const extended = await change({ action: 'extend', days: 5 });
    expect(new Date(extended.json().subscription.currentPeriodEnd).getTime()).toBe(end + 5 * DAY);
    const cancelled = await change({ action: 'cancel' });
    expect(cancelled.json()).toMatchObject({
      subscription: { status: 'cancelled' },
      trialStatus: 'subscription_required',
    });
    expect((await current(user)).history.map((h) => h.status)).toEqual(
      expect.arrayContaining(['granted', 'granted', 'cancelled']),
    );
    // Each change has its audit record, with the admin, the subscription and before/after.
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?targetType=subscription&actorId=${admin.user.id}`,
      headers: admin.headers,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit.json().entries as Array<{
      action: string;
      actorId: string;
      targetId: string;
      before: { status?: string } | null;
      after: { status: string; userId: string };
    }>;
    expect(entries.map((e) => e.action)).toEqual(['cancel_plan', 'extend_plan', 'grant_plan']);
    expect(entries.every((e) => e.targetId === granted.json().subscription.subscriptionId)).toBe(
      true,
    );
    expect(entries[0]).toMatchObject({
      actorId: admin.user.id,
      before: { status: 'active' },
      after: { status: 'cancelled', userId: user.user.id },
    });
    expect(entries[2]!.before).toEqual({ userId: user.user.id, subscriptionId: null });
  });

  it('says payments are not set up when no provider is configured', async () => {
    const bare = await createTestContext();
    try {
      const user = await createUser(bare);
      const plans = await bare.app.inject({
        method: 'GET',
        url: '/api/subscriptions/plans',
        headers: user.headers,
      });
      expect(plans.json().providers).toEqual([]);
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/subscriptions/checkout',
        headers: user.headers,
        payload: { plan: 'monthly', provider: 'stripe' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'PAYMENTS_NOT_CONFIGURED',
        message: 'Card payments are not set up',
      });
      const hook = await bare.app.inject({
        method: 'POST',
        url: '/api/subscriptions/webhook/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(400);
    } finally {
      await bare.close();
    }
  });
});
