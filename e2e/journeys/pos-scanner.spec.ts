import { expect, test } from '@playwright/test';
import { ean13, ean13Png } from '../fixtures/barcode-image.ts';
import { signUpWithBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';
import { reloadUnderServiceWorker } from '../fixtures/service-worker.ts';

/**
 * The POS's camera scanner through the barcode-detector polyfill (ADR 025), with no connection:
 * the polyfill and ZXing's wasm come from our origin (precached), a photo of an EAN-13 puts the
 * item in the cart. The app's first load carries none of it.
 */
test('a barcode photo is read by the polyfill offline and its item goes into the cart', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const code = ean13('615000012345');
  const { businessId, addItem } = await signUpWithBusiness(page, 'scan', 'Tunde Provisions');
  await addItem({ name: 'Peak Milk Tin', price: 850, cost: 600, stock: 12, barcode: code });

  // The polyfill path even where this Chromium has its own BarcodeDetector.
  await context.addInitScript(() => {
    delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  });
  const wasmRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.wasm')) wasmRequests.push(r.url());
  });

  // The first load: nothing of the scanner in the entry script or what it preloads.
  const html = await (await page.request.get('/')).text();
  const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(initial.length).toBeGreaterThan(0);
  for (const path of initial) {
    const script = await (await page.request.get(path)).text();
    expect(script, path).not.toContain('zxing');
  }

  await page.goto(`/sales/${businessId}`);
  await reloadUnderServiceWorker(page);
  await expect(page.getByRole('button', { name: /^Add Peak Milk Tin/ })).toBeVisible();

  await context.setOffline(true);
  const dialog = page.getByRole('dialog', { name: 'Scan a barcode' });
  const openScanner = async () => {
    // A resize to the phone layout remounts the POS (and closes the dialog) a moment later.
    await page.waitForTimeout(400);
    if (await dialog.isVisible()) return;
    await page.getByRole('button', { name: 'Scan a barcode with the camera' }).click();
    await expect(dialog.getByText('Take a photo of the code', { exact: true })).toBeVisible();
  };
  await openScanner();
  await captureScreens(page, '83-pos-scanner', undefined, openScanner);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'barcode.png', mimeType: 'image/png', buffer: await ean13Png(code) });
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Charge .*850/ })).toBeVisible();

  // ZXing's wasm came from this origin (the service worker's copy), never a CDN.
  expect(wasmRequests.length).toBeGreaterThan(0);
  for (const url of wasmRequests) expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
  await context.setOffline(false);
});
