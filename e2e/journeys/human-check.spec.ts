import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { login, logout, PASSWORD, registerAndVerify, uniqueEmail } from '../fixtures/accounts.ts';
import { signUpWithBusiness } from '../fixtures/business.ts';
import { countEmails, waitForEmail } from '../fixtures/mail.ts';
import { captureScreens } from '../fixtures/screens.ts';
import { freePort, startServer } from '../fixtures/server.ts';

/**
 * CAPTCHA=altcha on its own server (the shared one runs without a check): the forms solve the
 * server's puzzle themselves, so a person signs up and in exactly as without it, and every
 * protected request carries a solution the server accepted once.
 */
test('sign-up and sign-in pass the self-hosted human check without a widget', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const smtp = process.env.E2E_SMTP_URL;
  if (!smtp) throw new Error('global-setup sets E2E_SMTP_URL');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shopbook-e2e-altcha-'));
  const server = await startServer({
    port: await freePort(),
    dataDir,
    env: { SMTP_URL: smtp, CAPTCHA: 'altcha' },
  });
  const context = await browser.newContext({ baseURL: server.url, reducedMotion: 'reduce' });
  const page = await context.newPage();
  let puzzles = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/altcha-challenge') puzzles += 1;
  });
  try {
    const email = uniqueEmail('altcha');
    await registerAndVerify(page, `altcha_${Date.now().toString(36)}`, email);
    await expect(page).toHaveURL(/\/businesses$/);
    await logout(page);
    await login(page, email);
    // The puzzle is solved in the page: allow for a loaded CI machine.
    await expect(page).toHaveURL(/\/businesses$/, { timeout: 30_000 });
    expect(puzzles).toBe(2);
    // The check is really on: the same sign-in without a solved puzzle is refused.
    const bare = await page.request.post('/api/auth/login', {
      data: { email, password: PASSWORD },
    });
    expect(bare.status()).toBe(400);
    expect((await bare.json()).errorCode).toBe('CAPTCHA_FAILED');
  } finally {
    // Stopped even when the test ended by timeout (closing the context then throws).
    await context.close().catch(() => undefined);
    await server.stop();
  }
});

/** A server of the journey's own (no CAPTCHA set), so its counters meet no other journey's. */
async function ownServer(prefix: string, env: Record<string, string> = {}) {
  const smtp = process.env.E2E_SMTP_URL;
  if (!smtp) throw new Error('global-setup sets E2E_SMTP_URL');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `shopbook-e2e-${prefix}-`));
  return startServer({ port: await freePort(), dataDir, env: { SMTP_URL: smtp, ...env } });
}

/**
 * Signs in from the sign-in screen the app is already showing (after a logout): no new page
 * load, so the app's start after a load never races the typing.
 */
async function signInHere(page: Page, email: string, password = PASSWORD) {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A phone slow enough to watch the check at work: its puzzle arrives after a second. */
async function slowPuzzles(page: Page) {
  let puzzles = 0;
  await page.route('**/api/auth/altcha-challenge', async (route) => {
    puzzles += 1;
    await new Promise((r) => setTimeout(r, 1_000));
    await route.continue();
  });
  return () => puzzles;
}

test("a stranger's guesses never lock the owner out: the sign-in form shows the human check, the owner's device skips it", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Behind a proxy, as in production: the stranger's addresses come from X-Forwarded-For.
  const server = await ownServer('lockout', { TRUST_PROXY: 'true' });
  const owner = await browser.newContext({ baseURL: server.url, reducedMotion: 'reduce' });
  const stranger = await browser.newContext({ baseURL: server.url });
  const page = await owner.newPage();
  const email = uniqueEmail('guessed');
  const guess = (from: string, password = 'not the password') =>
    stranger.request.post('/api/auth/login', {
      data: { email, password },
      headers: { 'x-forwarded-for': from },
    });
  try {
    await registerAndVerify(page, `guessed_${Date.now().toString(36)}`, email);
    await expect(page).toHaveURL(/\/businesses$/);
    await logout(page);
    // Someone elsewhere guesses the owner's password, more than a few times.
    for (let i = 0; i < 5; i++) expect((await guess('203.0.113.7')).status()).toBe(401);

    // The owner's address has no failures: a typo is a plain wrong password...
    const puzzles = await slowPuzzles(page);
    await signInHere(page, email, 'a typo in it');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    expect(puzzles()).toBe(0);
    // ...and now that this address failed too, the form shows the check and passes it.
    await page.getByLabel('Password', { exact: true }).fill('another typo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const check = page.getByRole('region', { name: 'Human check' });
    await expect(check).toContainText('several failed sign-ins to this account');
    await expect(check).toContainText('Checking that you are a person');
    await expect(check).toContainText('Human check passed', { timeout: 30_000 });
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await captureScreens(page, '90-login-human-check');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/businesses$/, { timeout: 30_000 });
    expect(puzzles()).toBe(2);
    await logout(page);

    // Guesses from four more addresses: the owner is told by email, once.
    for (let i = 8; i < 12; i++) expect((await guess(`203.0.113.${i}`)).status()).toBe(401);
    await waitForEmail(email, /Failed sign-ins/);
    // The guessing address, even with the right password, must pass the check first...
    const bare = await guess('203.0.113.7', PASSWORD);
    expect(bare.status()).toBe(428);
    expect((await bare.json()).errorCode).toBe('CAPTCHA_REQUIRED');
    // ...while the owner's device, known from its last sign-in, goes straight in.
    await signInHere(page, email);
    await expect(page).toHaveURL(/\/businesses$/, { timeout: 30_000 });
    expect(puzzles()).toBe(2);
    expect(await countEmails(email, /Failed sign-ins/)).toBe(1);
  } finally {
    await owner.close().catch(() => undefined);
    await stranger.close().catch(() => undefined);
    await server.stop();
  }
});

test('a busy shared address is asked for the human check in the order form, and the order goes through', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const server = await ownServer('busy-address');
  const ownerContext = await browser.newContext({ baseURL: server.url, reducedMotion: 'reduce' });
  const phone = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  try {
    const page = await ownerContext.newPage();
    const { headers, api, addItem } = await signUpWithBusiness(page, 'busy', 'Busy Bakery');
    const bread = await addItem({ name: 'Agege bread', price: 800, stock: 100 });
    const published = await page.request.put(api, {
      headers,
      data: { socials: { whatsapp: '+234 803 123 4567' }, shopPublished: true },
    });
    expect(published.status()).toBe(200);
    const { business } = await (await page.request.get(api, { headers })).json();
    // Ten orders from this address (all journeys' browsers share 127.0.0.1, as phones share
    // a carrier's NAT address): the next one without the check is asked for it.
    const ordersUrl = `/api/shop/${business.slug}/orders`;
    const lines = [{ itemId: bread.id, quantity: 1 }];
    const customer = { customerName: 'Bisi', customerPhone: '+234 802 000 0000' };
    for (let i = 0; i < 10; i++) {
      const res = await page.request.post(ordersUrl, {
        data: { ...customer, fulfilment: 'pickup', lines },
      });
      expect(res.status()).toBe(201);
    }

    const shopper = await phone.newPage();
    await phone.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'ok' }));
    const puzzles = await slowPuzzles(shopper);
    const answers: number[] = [];
    shopper.on('response', (r) => {
      if (r.url().endsWith(ordersUrl) && r.request().method() === 'POST') answers.push(r.status());
    });
    await shopper.goto(`/shop/${business.slug}`);
    await shopper.getByRole('button', { name: 'Add Agege bread to cart' }).first().click();
    await shopper.getByRole('button', { name: /View order/ }).click();
    await shopper.getByLabel('Your name').fill('Tunde Bakare');
    await shopper.getByLabel('Phone number').fill('+234 802 555 0199');
    await shopper.getByRole('button', { name: 'Send order on WhatsApp' }).click();
    const check = shopper.getByRole('region', { name: 'Human check' });
    await expect(check).toContainText('Many orders are coming from your network');
    await expect(check).toContainText('Checking that you are a person');
    await captureScreens(shopper, '91-shop-order-human-check');
    await expect(shopper.getByTestId('order-reference')).toBeVisible({ timeout: 30_000 });
    expect(answers).toEqual([428, 201]);
    expect(puzzles()).toBe(1);
  } finally {
    await ownerContext.close().catch(() => undefined);
    await phone.close().catch(() => undefined);
    await server.stop();
  }
});
