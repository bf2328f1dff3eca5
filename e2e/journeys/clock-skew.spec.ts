import { expect, request as apiRequest, test } from '@playwright/test';
import { signUpWithBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';

/** The phone's clock runs this far ahead (a cheap phone's hand-set clock). */
const SKEW_MS = 2 * 60 * 60_000 + 7 * 60_000;

interface ListedSale {
  id: string;
  soldAt: string;
}

/**
 * A phone whose clock runs fast sells, online and from its offline queue, and its sales
 * are recorded at the server's time (the elapsed device time, sentAt - soldAt, from the server's
 * clock); the POS says the clock is off. The server runs on this machine's clock, the browser's is
 * shifted by Playwright's fake clock (time still flows).
 */
test('a phone whose clock runs two hours fast sells online and offline, at the right time', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { headers, businessId, api, addItem } = await signUpWithBusiness(
    page,
    'clk',
    'Kemi Provisions',
  );
  await addItem({ name: 'Agege Bread', price: 800, cost: 500, stock: 20 });
  const other = await apiRequest.newContext({ baseURL });
  const listSales = async () =>
    (await (await other.get(`${api}/sales?limit=100`, { headers })).json()).sales as ListedSale[];

  await page.clock.install({ time: Date.now() + SKEW_MS });
  await page.goto(`/sales/${businessId}`);
  // The browser's clock is the phone's.
  const deviceAhead = await page.evaluate(() => Date.now());
  expect(deviceAhead - Date.now()).toBeGreaterThan(SKEW_MS - 60_000);

  const notice = page.getByRole('status').filter({ hasText: "This device's clock is" });
  await expect(notice).toContainText("This device's clock is 2 hours 7 minutes ahead.");
  await expect(notice).toContainText('Sales are still recorded at the right time.');

  // Online: charged and answered at once (before: refused, "cannot be in the future").
  const tile = page.getByRole('button', { name: /^Add Agege Bread/ });
  await tile.click();
  const beforeLive = Date.now();
  await page.getByRole('button', { name: /^Charge .*800/ }).click();
  const receipt = page.getByRole('dialog', { name: /Sale recorded/ });
  await expect(receipt).toBeVisible();
  const afterLive = Date.now();
  const [live] = await listSales();
  expect(live).toBeDefined();
  expect(Date.parse(live!.soldAt)).toBeGreaterThanOrEqual(beforeLive - 1_000);
  expect(Date.parse(live!.soldAt)).toBeLessThanOrEqual(afterLive + 1_000);
  await captureScreens(page, '88-clock-skew-receipt');
  await receipt.getByRole('button', { name: 'New sale' }).click();
  await expect(receipt).toBeHidden();
  await captureScreens(page, '87-clock-skew-notice');

  // Offline: kept on the phone, sent 15 s later by the queue, dated when it was made.
  await context.setOffline(true);
  const saved = page.getByRole('dialog', { name: 'Sale saved on this phone' });
  await tile.click();
  const beforeOffline = Date.now();
  await page.getByRole('button', { name: /^Charge .*800/ }).click();
  await expect(saved).toBeVisible();
  const afterOffline = Date.now();
  await saved.getByRole('button', { name: 'Next sale' }).click();
  await page.waitForTimeout(15_000);
  const reconnected = Date.now();
  await context.setOffline(false);
  await expect.poll(async () => (await listSales()).length, { timeout: 45_000 }).toBe(2);
  const offline = (await listSales()).find((s) => s.id !== live!.id)!;
  const offlineAt = Date.parse(offline.soldAt);
  // Not the phone's clock (two hours on), nor when it reached the server (15 s on).
  expect(offlineAt).toBeGreaterThanOrEqual(beforeOffline - 1_000);
  expect(offlineAt).toBeLessThanOrEqual(afterOffline + 1_000);
  expect(offlineAt).toBeLessThan(reconnected - 10_000);
  await expect(page.getByRole('button', { name: /sales? waiting to sync/ })).toHaveCount(0);
  await other.dispose();
});
