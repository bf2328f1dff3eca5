import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test, type Page } from '@playwright/test';
import Stripe from 'stripe';
import { registerAndVerify, uniqueEmail } from '../fixtures/accounts.ts';
import { createBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';
import { freePort, startServer, type RunningServer } from '../fixtures/server.ts';

const WEBHOOK_SECRET = 'whsec_e2e_journey_secret';
const DAY_S = 24 * 60 * 60;

/**
 * This journey's own server: the shared one cannot age an account. Test Stripe keys (the checkout
 * page itself cannot be reached from here; the webhook is signed with Stripe's SDK) and a Paystack
 * test key so the plans page offers card and mobile money.
 */
function serverOptions(port: number, dataDir: string) {
  const smtp = process.env.E2E_SMTP_URL;
  if (!smtp) throw new Error('global-setup sets E2E_SMTP_URL');
  return {
    port,
    dataDir,
    env: {
      SMTP_URL: smtp,
      FREE_TRIAL_DAYS: '14',
      GRACE_PERIOD_DAYS: '3',
      STRIPE_SECRET_KEY: 'sk_test_e2e_journey',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PAYSTACK_SECRET_KEY: 'sk_test_e2e_paystack',
    },
  };
}

/**
 * Moves the account's sign-up 30 days back, in the server's own PGlite files while the server is
 * stopped: 14 trial days and 3 grace days are over, so the account needs a subscription.
 */
async function ageAccount(dataDir: string, email: string) {
  const db = await PGlite.create(path.join(dataDir, 'db'));
  try {
    const res = await db.query(
      `UPDATE users SET created_at = created_at - interval '30 days' WHERE email = $1`,
      [email.toLowerCase()],
    );
    expect(res.affectedRows).toBe(1);
  } finally {
    await db.close();
  }
}

const stripe = new Stripe('sk_test_signing_only');

/** Delivers a Stripe event to the webhook, signed as Stripe signs it. */
async function deliver(server: RunningServer, type: string, object: object) {
  const payload = JSON.stringify({
    id: `evt_e2e_${type.replace(/\W/g, '_')}_${Date.now()}`,
    object: 'event',
    api_version: '2025-08-27.basil',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const res = await fetch(`${server.url}/api/subscriptions/webhook/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
    },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as { outcome?: string } };
}

async function addProduct(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a product' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Selling price').fill('350');
  await dialog.getByRole('button', { name: 'Add product' }).click();
  return dialog;
}

test('an expired trial: a write refused, the dialog, Upgrade Now, a card payment webhook, unlocked without a reload', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shopbook-e2e-subs-'));
  const port = await freePort();
  let server = await startServer(serverOptions(port, dataDir));
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  try {
    const email = uniqueEmail('expired');
    await registerAndVerify(page, `expired_${Date.now().toString(36)}`, email);
    await expect(page).toHaveURL(/\/businesses$/);
    await createBusiness(page, 'Mama Ngozi Provisions');
    const userId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string }).id,
    );

    // Sixteen days of trial and grace pass: the account is aged in the stopped server's files.
    await server.stop();
    await ageAccount(dataDir, email);
    server = await startServer(serverOptions(port, dataDir));

    // Straight to the screen: the open page's socket reconnects after the restart (1012) and
    // refetches the plan, and the dialog may open over the business list at any moment, covering
    // a link this journey would click. /inventory resolves to the one business.
    await page.goto('/inventory');
    // On start-up a required subscription shows the dialog unprompted (SPEC section 8).
    const dialog = page.getByRole('dialog', { name: 'Subscription Required' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Chromium puts a space around the badge's screen-reader-only parts: "Upgrade : Subscription required . ..."
    const badge = page.getByRole('link', { name: /Subscription required ?\./ });
    await expect(badge).toBeVisible();
    await expect(badge.locator('[data-urgency]')).toHaveAttribute('data-urgency', 'critical');

    // A write is refused by the server, and the refusal opens the dialog.
    const refused = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/inventory$/.test(new URL(r.url()).pathname),
    );
    const form = await addProduct(page, 'Peak Milk 400g');
    const answer = await refused;
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toMatchObject({
      errorCode: 'SUBSCRIPTION_REQUIRED',
      upgradeUrl: '/subscriptions',
    });
    await expect(dialog).toBeVisible();
    // The server's reason, in SPEC's words, and what a subscription brings.
    await expect(dialog).toContainText(
      'Your free trial has expired. Please subscribe to modify or update items.',
    );
    await expect(dialog).toContainText('your public shop will not be visible to your customers');
    for (const benefit of ['Unlimited Access', 'AI Business Assistant', 'Priority Support']) {
      await expect(dialog).toContainText(benefit);
    }
    await captureScreens(page, '60-subscription-dialog');

    // Upgrade Now leads to the plans, in the business's currency, with both ways to pay.
    await dialog.getByRole('button', { name: 'Upgrade Now' }).click();
    await expect(page).toHaveURL(/\/subscriptions$/);
    await expect(form).toBeHidden();
    const plan = page.getByRole('heading', { name: /^Your plan/ });
    await expect(plan).toContainText('Subscription required');
    await expect(page.getByText('No payments yet')).toBeVisible();
    await expect(page.getByText(/₦\s?8,000/).first()).toBeVisible();
    await captureScreens(page, '61-subscriptions-required');

    // The payment happens at Stripe; its webhooks arrive. The open page must not reload.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const now = Math.floor(Date.now() / 1000);
    const metadata = { userId, plan: 'monthly' };
    const completed = {
      id: 'cs_e2e_1',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: userId,
      metadata,
      subscription: 'sub_e2e_1',
      invoice: 'in_e2e_1',
      customer: 'cus_e2e_1',
      payment_status: 'paid',
      amount_total: 800000,
      currency: 'ngn',
    };
    expect(await deliver(server, 'checkout.session.completed', completed)).toEqual({
      status: 200,
      body: { received: true, outcome: 'applied' },
    });
    const subscription = {
      id: 'sub_e2e_1',
      object: 'subscription',
      customer: 'cus_e2e_1',
      status: 'active',
      cancel_at_period_end: false,
      metadata,
      items: {
        object: 'list',
        data: [{ id: 'si_e2e_1', current_period_end: now + 30 * DAY_S }],
      },
    };
    expect((await deliver(server, 'customer.subscription.created', subscription)).body).toEqual({
      received: true,
      outcome: 'applied',
    });
    // The first invoice's own invoice.paid names the same payment: still one line.
    const invoice = {
      id: 'in_e2e_1',
      object: 'invoice',
      status: 'paid',
      amount_due: 800000,
      amount_paid: 800000,
      currency: 'ngn',
      status_transitions: { paid_at: now },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_e2e_1', metadata },
      },
    };
    expect((await deliver(server, 'invoice.paid', invoice)).body.outcome).toBe('ignored');

    // Unlocked in the open page: the plan, its payment and no more red pill.
    await expect(plan).toContainText('Active');
    await expect(plan).not.toContainText('Subscription required');
    await expect(page.getByRole('table').getByText('in_e2e_1')).toBeVisible();
    await expect(badge).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    await captureScreens(page, '62-subscriptions-active');
    await captureScreens(
      page,
      '63-subscriptions-history',
      page.getByRole('heading', { name: 'Billing history' }),
    );

    // And the refused write now goes through, still in the same document.
    await page.goBack();
    await expect(page).toHaveURL(/\/inventory\//);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/inventory$/.test(new URL(r.url()).pathname),
    );
    const again = await addProduct(page, 'Peak Milk 400g');
    expect((await saved).status()).toBe(201);
    await expect(again).toBeHidden();
    await expect(page.getByText('Peak Milk 400g').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    // The pages Stripe sends the buyer back to.
    await page.goto('/subscriptions/success?provider=stripe&session_id=cs_e2e_1');
    await expect(
      page.getByRole('heading', { name: 'Thank you! Your plan is active' }),
    ).toBeVisible();
    await captureScreens(page, '64-subscription-success');
    await page.goto('/subscriptions/cancel?provider=stripe');
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await captureScreens(page, '65-subscription-cancel');
  } finally {
    await context.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
