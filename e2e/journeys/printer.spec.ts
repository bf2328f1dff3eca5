import { expect, test, type Page } from '@playwright/test';
import { registerAndVerify, uniqueEmail } from '../fixtures/accounts.ts';
import { bearer, createBusiness } from '../fixtures/business.ts';
import {
  CUT,
  DRAWER_KICK,
  clearPrinted,
  containsBytes,
  installFakeSerial,
  printedBytes,
} from '../fixtures/fake-serial.ts';
import { captureScreens } from '../fixtures/screens.ts';

/** GS v 0: a raster image (the business logo). */
const RASTER = [0x1d, 0x76, 0x30];

/** Waits until the fake printer has received bytes holding every one of `needles`. */
async function expectPrinted(page: Page, needles: (number[] | string)[]) {
  await expect
    .poll(async () => {
      const bytes = await printedBytes(page);
      return needles.filter((n) => !containsBytes(bytes, n)).map(String);
    })
    .toEqual([]);
}

test('connect a serial receipt printer, sell for cash (receipt, cut, drawer), work offline and reprint from the history', async ({
  page,
  context,
}) => {
  await installFakeSerial(page);
  await registerAndVerify(page, `print_${Date.now().toString(36)}`, uniqueEmail('print'));
  await expect(page).toHaveURL(/\/businesses$/);
  await createBusiness(page, 'Bisi Bakery', true);
  const headers = await bearer(page);
  const { businesses } = await (await page.request.get('/api/businesses', { headers })).json();
  const businessId: string = businesses[0].id;
  await page.request.post(`/api/businesses/${businessId}/inventory`, {
    headers,
    data: { name: 'Sliced Bread', price: 1200, cost: 800, stock: 30 },
  });

  // Printer setup, in settings, kept on this device.
  await page.goto(`/settings/${businessId}?section=printer`);
  const connect = page.getByRole('button', { name: /Connect a USB or Bluetooth serial printer/ });
  await expect(connect).toBeVisible();
  await captureScreens(page, 'printer-setup-empty');
  await connect.click();
  await expect(page.getByText('Set up on this device')).toBeVisible();
  await page.getByLabel('Print automatically after each sale').click();
  await page.getByLabel('Open the drawer on cash sales').click();
  await expect(page.getByLabel('Open the drawer on cash sales')).toBeChecked();
  await captureScreens(page, 'printer-setup');

  await page.getByRole('button', { name: 'Test print' }).click();
  await expectPrinted(page, ['Printer test', 'CP858', CUT]);

  // The POS: "Open drawer" (the page reloaded: the printer is found again without asking).
  await page.goto(`/sales/${businessId}`);
  await expect(page.getByRole('button', { name: /^Add Sliced Bread/ })).toBeVisible();
  await captureScreens(page, 'printer-pos-drawer');
  await page.getByRole('button', { name: 'Open drawer' }).click();
  await expectPrinted(page, [DRAWER_KICK]);
  await clearPrinted(page);

  // A cash sale prints by itself: logo, receipt number, totals with the currency code, QR, cut,
  // and the drawer opens.
  await page.getByRole('button', { name: /^Add Sliced Bread/ }).click();
  await page.getByRole('button', { name: /^Charge .*1,200/ }).click();
  const receipt = page.getByRole('dialog', { name: /Sale recorded/ });
  await expect(receipt.getByText('Receipt #1').first()).toBeVisible();
  await expectPrinted(page, [
    'Receipt #1',
    'NGN 1,200.00',
    'Bisi Bakery',
    RASTER,
    [0x1d, 0x28, 0x6b], // GS ( k: the verification QR code
    CUT,
    DRAWER_KICK,
  ]);
  const printedOnce = await printedBytes(page);
  // ESC p once (with the first copy), one cut per copy.
  const count = (needle: number[]) =>
    printedOnce.filter((_, i) => needle.every((b, j) => printedOnce[i + j] === b)).length;
  expect(count(DRAWER_KICK)).toBe(1);
  expect(count(CUT)).toBe(1);
  await receipt.getByRole('button', { name: 'New sale' }).click();

  // Offline: the sale is kept on the phone and its receipt prints, marked as waiting to sync.
  await clearPrinted(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: /^Add Sliced Bread/ }).click();
  await page.getByRole('button', { name: /^Charge .*1,200/ }).click();
  const saved = page.getByRole('dialog', { name: 'Sale saved on this phone' });
  await expect(saved).toBeVisible();
  await expectPrinted(page, ['Pending sync', 'NGN 1,200.00', CUT, DRAWER_KICK]);
  expect(containsBytes(await printedBytes(page), 'Receipt #')).toBe(false);
  await saved.getByRole('button', { name: 'Next sale' }).click();
  await context.setOffline(false);

  // Reprint from the sales history: one copy, no drawer.
  const { sales } = await (
    await page.request.get(`/api/businesses/${businessId}/sales`, { headers })
  ).json();
  const first = sales.find((s: { receiptNumber: number }) => s.receiptNumber === 1);
  await page.goto(`/sales/${businessId}?sale=${first.id}`);
  const details = page.getByRole('dialog', { name: 'Receipt #1' });
  await expect(details).toBeVisible();
  await clearPrinted(page);
  await details.getByRole('button', { name: 'Print', exact: true }).click();
  await expectPrinted(page, ['Receipt #1', CUT]);
  expect(containsBytes(await printedBytes(page), DRAWER_KICK)).toBe(false);
});
