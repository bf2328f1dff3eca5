import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { signUpWithBusiness } from '../fixtures/business.ts';
import { reloadUnderServiceWorker } from '../fixtures/service-worker.ts';
import config from '../playwright.config.ts';

/**
 * Offline sales against the browser as people use it: a tab opened while offline, the
 * browser closed and opened again with sales still queued, and a sale on credit whose balance the
 * customer owes once it syncs. The server is asked through the API before the network comes back
 * (nothing may have arrived) and after (each sale exactly once).
 */

type Headers = { authorization: string };

/** The sales the server holds for the business (newest first). */
async function serverSales(other: APIRequestContext, api: string, headers: Headers) {
  const res = await other.get(`${api}/sales?limit=100`, { headers });
  expect(res.ok()).toBe(true);
  return (await res.json()).sales as { id: string; paymentMethod: string; balance: number }[];
}

/**
 * Every POST of a sale the server answered, from any page or worker of the context, by its
 * Idempotency-Key (one per sale): "exactly once" is one answered request per sale, not just one row.
 */
function countSalePosts(context: BrowserContext) {
  const answered: string[] = [];
  context.on('requestfinished', (request) => {
    if (request.method() !== 'POST' || !/\/api\/businesses\/[^/]+\/sales$/.test(request.url())) {
      return;
    }
    void request.allHeaders().then((all) => answered.push(all['idempotency-key'] ?? '?'));
  });
  return answered;
}

/** Online once: the service worker controls the POS, its catalogue and history are on the device. */
async function openPosOnline(page: Page, businessId: string, product: string) {
  await page.goto(`/sales/${businessId}`);
  await reloadUnderServiceWorker(page);
  await expect(page.getByRole('button', { name: new RegExp(`^Add ${product}`) })).toBeVisible();
  await expect(page.getByText('No sales here')).toBeVisible();
}

/** One sale of one `product` at the till, kept on the phone. */
async function sellOffline(page: Page, product: string, charge: RegExp) {
  const saved = page.getByRole('dialog', { name: 'Sale saved on this phone' });
  await page.getByRole('button', { name: new RegExp(`^Add ${product}`) }).click();
  await page.getByRole('button', { name: charge }).click();
  await expect(saved).toBeVisible({ timeout: 20_000 });
  await saved.getByRole('button', { name: 'Next sale' }).click();
  await expect(saved).toBeHidden();
}

test('offline sales, the last in a freshly opened tab, reach the server only when the network returns, once', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const {
    headers,
    businessId,
    api,
    addItem: add,
  } = await signUpWithBusiness(page, 'offtab', 'Bisi Provisions');
  const bread = await add({ name: 'Sliced Bread', price: 1200, cost: 800, stock: 50 });
  await openPosOnline(page, businessId, 'Sliced Bread');
  const posts = countSalePosts(context);
  const other = await apiRequest.newContext({ baseURL });

  await context.setOffline(true);
  for (let i = 0; i < 4; i++) await sellOffline(page, 'Sliced Bread', /^Charge .*1,200/);

  // The fifth in a tab opened now, with the first still open: both have the queue running.
  const fresh = await context.newPage();
  await fresh.goto(`/sales/${businessId}`);
  await expect(fresh.getByRole('button', { name: /^Add Sliced Bread/ })).toBeVisible({
    timeout: 20_000,
  });
  await sellOffline(fresh, 'Sliced Bread', /^Charge .*1,200/);
  await expect(fresh.getByRole('button', { name: /^5 sales waiting to sync/ })).toBeVisible();
  // Long enough for any background round, retry or worker to have sent something.
  await fresh.waitForTimeout(5_000);
  expect(await serverSales(other, api, headers)).toHaveLength(0);
  expect(posts).toEqual([]);

  // Both tabs see the network return at once: the queue sends each sale once between them.
  await context.setOffline(false);
  await expect.poll(async () => (await serverSales(other, api, headers)).length).toBe(5);
  await expect(fresh.getByRole('button', { name: /sales waiting to sync/ })).toBeHidden({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: /sales waiting to sync/ })).toBeHidden();
  const sales = await serverSales(other, api, headers);
  expect(new Set(sales.map((s) => s.id)).size).toBe(5);
  expect(posts).toHaveLength(5);
  expect(new Set(posts).size).toBe(5);
  const { item } = await (await other.get(`${api}/inventory/${bread.id}`, { headers })).json();
  expect(item.stock).toBe(45);
  await other.dispose();
});

/** A browser of its own on a profile folder that outlives it, as a phone's browser does. */
async function launchProfile(profile: string, baseURL: string, offline = false) {
  const use = config.use!;
  return chromium.launchPersistentContext(profile, {
    ...use.launchOptions,
    baseURL,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    offline,
  });
}

test('sales queued offline, on credit too, survive the browser closing and sync once when it reopens online', async ({
  baseURL,
}) => {
  test.setTimeout(240_000);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'shopbook-e2e-profile-'));
  let browser = await launchProfile(profile, baseURL!);
  const other = await apiRequest.newContext({ baseURL });
  try {
    let page = browser.pages()[0] ?? (await browser.newPage());
    const {
      headers,
      businessId,
      api,
      addItem: add,
    } = await signUpWithBusiness(page, 'offcredit', 'Ngozi Foods');
    const rice = await add({ name: 'Bag of Rice', price: 4500, cost: 3000, stock: 20 });
    const created = await other.post(`${api}/customers`, {
      headers,
      data: { name: 'Tunde Bakare', phone: '+2348031234567' },
    });
    expect(created.status()).toBe(201);
    const customerId: string = (await created.json()).customer.id;

    await openPosOnline(page, businessId, 'Bag of Rice');
    // The customer has been looked up once online, so the till knows them offline.
    await page.getByRole('button', { name: /^Add Bag of Rice/ }).click();
    await page.getByRole('button', { name: /Walk-in customer/ }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a customer' });
    await expect(picker.getByRole('button', { name: /Tunde Bakare/ })).toBeVisible();
    await picker.press('Escape');
    await expect(picker).toBeHidden();

    await browser.setOffline(true);
    // Two paid sales (the first already in the cart), then one on credit for Tunde: nothing paid now.
    const saved = page.getByRole('dialog', { name: 'Sale saved on this phone' });
    await page.getByRole('button', { name: /^Charge .*4,500/ }).click();
    await expect(saved).toBeVisible({ timeout: 20_000 });
    await saved.getByRole('button', { name: 'Next sale' }).click();
    await sellOffline(page, 'Bag of Rice', /^Charge .*4,500/);
    await page.getByRole('button', { name: /^Add Bag of Rice/ }).click();
    await page.getByRole('radio', { name: 'Credit' }).click();
    await page.getByRole('button', { name: /Walk-in customer/ }).click();
    await picker.getByRole('button', { name: /Tunde Bakare/ }).click();
    await expect(picker).toBeHidden();
    await page.getByRole('button', { name: /^Charge .*4,500/ }).click();
    await expect(saved).toBeVisible({ timeout: 20_000 });
    await saved.getByRole('button', { name: 'Next sale' }).click();
    await expect(page.getByRole('button', { name: /^3 sales waiting to sync/ })).toBeVisible();
    expect(await serverSales(other, api, headers)).toHaveLength(0);

    // The browser is closed with the sales queued, and opened again still offline.
    await browser.close();
    browser = await launchProfile(profile, baseURL!, true);
    page = browser.pages()[0] ?? (await browser.newPage());
    const posts = countSalePosts(browser);
    await page.goto(`/sales/${businessId}`);
    await expect(page.getByRole('button', { name: /^Add Bag of Rice/ })).toBeVisible({
      timeout: 20_000,
    });
    const waiting = page.getByRole('button', { name: /sales waiting to sync/ });
    await expect(waiting).toHaveAccessibleName(/^3 sales waiting/);
    expect(await serverSales(other, api, headers)).toHaveLength(0);

    // Online again: every sale arrives once, the credit sale leaves Tunde owing its total.
    await browser.setOffline(false);
    await expect.poll(async () => (await serverSales(other, api, headers)).length).toBe(3);
    await expect(waiting).toBeHidden({ timeout: 30_000 });
    const sales = await serverSales(other, api, headers);
    expect(new Set(sales.map((s) => s.id)).size).toBe(3);
    expect(posts).toHaveLength(3);
    expect(new Set(posts).size).toBe(3);
    expect(sales.filter((s) => s.paymentMethod === 'credit')).toEqual([
      expect.objectContaining({ balance: 4500 }),
    ]);
    const { item } = await (await other.get(`${api}/inventory/${rice.id}`, { headers })).json();
    expect(item.stock).toBe(17);
    const { customer } = await (
      await other.get(`${api}/customers/${customerId}`, { headers })
    ).json();
    expect(customer.balance).toBe(4500);

    // The customers screen says what Tunde owes.
    await page.goto(`/customers/${businessId}`);
    await expect(page.getByRole('button', { name: /Tunde Bakare/ })).toContainText('4,500');
    await page.getByRole('button', { name: /Tunde Bakare/ }).click();
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('4,500');
  } finally {
    await browser.close().catch(() => {});
    await other.dispose();
    rmSync(profile, { recursive: true, force: true });
  }
});
