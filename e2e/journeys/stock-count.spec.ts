import { expect, test } from '@playwright/test';
import { ean13, ean13Png } from '../fixtures/barcode-image.ts';
import { createBusiness, signUpWithBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';

/**
 * A shelf counted on the phone with the camera scanner (the barcode-detector polyfill
 * reading a photo, as on the POS) and a keyboard-wedge scanner, one item short, a count kept
 * offline and sent when back, the variance applied, the 'count' entry in the stock history; then
 * stock sent to the owner's second business.
 */
test('a shelf is counted with the scanner, the shortfall applied, and stock sent to another business', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const milkCode = ean13('615000054321');
  const noodleCode = ean13('615000067890');
  const { businessId, headers, api, addItem } = await signUpWithBusiness(
    page,
    'count',
    'Mama Ngozi Stores',
  );
  const milk = await addItem({
    name: 'Peak Milk Tin',
    price: 850,
    cost: 600,
    stock: 12,
    barcode: milkCode,
  });
  const noodles = await addItem({
    name: 'Indomie Noodles',
    price: 250,
    cost: 180,
    stock: 5,
    barcode: noodleCode,
  });
  const sugar = await addItem({ name: 'Dangote Sugar 500g', price: 700, cost: 520, stock: 3 });
  const stockOf = async (id: string, base = api) =>
    (await (await page.request.get(`${base}/inventory/${id}`, { headers })).json()).item
      .stock as number;

  // The polyfill path even where this Chromium has its own BarcodeDetector (as the POS journey).
  await context.addInitScript(() => {
    delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  });

  await page.goto(`/stock-counts/${businessId}`);
  await expect(page.getByRole('heading', { name: 'Stock counts', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Start a count' }).first().click();
  const start = page.getByRole('dialog', { name: 'Start a stock count' });
  await expect(start.getByRole('radio', { name: /All items/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await start.getByRole('button', { name: 'Start counting' }).click();
  await expect(page).toHaveURL(new RegExp(`/stock-counts/${businessId}/[0-9a-f-]{36}$`));
  await expect(page.getByText('0 of 3 counted')).toBeVisible();

  // The camera: a photo of the milk's code counts one tin.
  await page.getByRole('button', { name: 'Scan a barcode with the camera' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scan a barcode' });
  await expect(scanner.getByText('Take a photo of the code', { exact: true })).toBeVisible();
  await scanner
    .locator('input[type=file]')
    .setInputFiles({ name: 'milk.png', mimeType: 'image/png', buffer: await ean13Png(milkCode) });
  await expect(scanner).toBeHidden({ timeout: 20_000 });
  const milkInput = page.getByRole('textbox', { name: 'Counted Peak Milk Tin' });
  await expect(milkInput).toHaveValue('1');
  // The rest of the tins typed in.
  await milkInput.fill('12');
  await milkInput.press('Enter');

  // A keyboard-wedge scanner types the code and Enter: four packets on the shelf, one short.
  const search = page.getByRole('searchbox', { name: 'Search items or scan a barcode' });
  for (let i = 0; i < 4; i++) {
    await search.fill(noodleCode);
    await search.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Counted Indomie Noodles' })).toHaveValue(
      String(i + 1),
    );
  }
  await expect(page.getByText('All counts saved')).toBeVisible();

  // Offline: the sugar counted with + is kept on the phone, then sent when back online.
  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'One more Dangote Sugar 500g' }).click();
  }
  await expect(page.getByText('Offline: 1 count kept on this device')).toBeVisible();
  await expect(page.getByText('3 of 3 counted')).toBeVisible();
  await captureScreens(page, '94-stock-count');
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('All counts saved')).toBeVisible({ timeout: 15_000 });

  // A sale while the count is open is a real movement, not shrinkage.
  const sale = await page.request.post(`${api}/sales`, {
    headers,
    data: { paymentMethod: 'cash', items: [{ productId: milk.id, quantity: 2 }] },
  });
  expect(sale.status()).toBe(201);

  await page.getByRole('button', { name: 'Review differences' }).click();
  await expect(page.getByRole('heading', { name: /Differences/ })).toBeVisible();
  const noodleRow = page.getByRole('row', { name: /Indomie Noodles/ });
  await expect(noodleRow).toContainText('−1');
  await expect(page.getByRole('row', { name: /Peak Milk Tin/ })).toContainText('0');
  await captureScreens(page, '94-stock-variance');

  await page.getByRole('button', { name: 'Apply count' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Apply this count?' });
  await expect(confirm).toContainText('1 item');
  await confirm.getByRole('button', { name: 'Apply count' }).click();
  await expect(page.getByText(/the stock now matches the shelf/).first()).toBeVisible();
  expect(await stockOf(noodles.id)).toBe(4);
  expect(await stockOf(milk.id)).toBe(10);
  expect(await stockOf(sugar.id)).toBe(3);

  // The stock history shows the count's entry.
  await page.getByRole('link', { name: 'Stock history' }).click();
  await expect(page).toHaveURL(new RegExp(`/stock-history/${businessId}`));
  await expect(page.getByText('Stock count').first()).toBeVisible();
  const history = await (
    await page.request.get(`${api}/stock/product/${noodles.id}`, { headers })
  ).json();
  expect(history.entries[0]).toMatchObject({ type: 'count', quantityChange: -1, stockAfter: 4 });

  // Transfers: six tins of milk to the owner's second shop.
  await createBusiness(page, 'Mama Ngozi Annex');
  const { businesses } = await (await page.request.get('/api/businesses', { headers })).json();
  const annex = businesses.find((b: { name: string }) => b.name === 'Mama Ngozi Annex');
  await page.goto(`/transfers/${businessId}`);
  await expect(page.getByRole('heading', { name: 'Transfers', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search items to send' }).fill('Peak');
  await page.getByRole('button', { name: 'Add Peak Milk Tin' }).click();
  const quantity = page.getByRole('textbox', { name: 'Quantity of Peak Milk Tin' });
  await quantity.fill('6');
  await expect(page.getByText(/6 units · .*3,600\.00 at cost/)).toBeVisible();
  await captureScreens(page, '94-transfer');
  await page.getByRole('button', { name: 'Send stock' }).click();
  const send = page.getByRole('alertdialog', { name: 'Send this stock to Mama Ngozi Annex?' });
  await send.getByRole('button', { name: 'Send stock' }).click();
  await expect(page.getByText('Stock sent to Mama Ngozi Annex.')).toBeVisible();
  await expect(page.getByText('Sent to Mama Ngozi Annex', { exact: true })).toBeVisible();
  expect(await stockOf(milk.id)).toBe(4);
  const annexItems = await (
    await page.request.get(`/api/businesses/${annex.id}/inventory`, { headers })
  ).json();
  expect(annexItems.items).toEqual([
    expect.objectContaining({ name: 'Peak Milk Tin', barcode: milkCode, stock: 6, cost: 600 }),
  ]);
});
