import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { ean13 } from '../fixtures/barcode-image.ts';
import { signUpWithBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';

const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** The text of a PDF's deflated page streams (jsPDF compresses them). */
function pdfContents(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  let out = '';
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      out += inflateSync(bytes.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      // A stream that is not deflated (an embedded font's table, metadata).
    }
  }
  return out;
}

/**
 * The words drawn in an embedded font: its glyph ids (`<01f00316...> Tj`) read back through the
 * font's ToUnicode map, as a PDF reader's copy and search do.
 */
function pdfWords(contents: string): string[] {
  const unicode = new Map<string, string>();
  for (const [, block] of contents.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, code] of block!.matchAll(/<([0-9a-f]{4})><([0-9a-f]{4})>/gi)) {
      unicode.set(glyph!.toLowerCase(), String.fromCharCode(parseInt(code!, 16)));
    }
  }
  return [...contents.matchAll(/<([0-9a-f]+)> Tj/gi)].map(([, hex]) =>
    (hex!.toLowerCase().match(/.{4}/g) ?? []).map((g) => unicode.get(g) ?? '?').join(''),
  );
}

/**
 * Barcode labels: a delivery just received gets one label per unit, an item without a
 * code gets an in-store EAN-13 from the server, the labels come out as a PDF on an A4 3x8 sheet,
 * and the POS scanner (a keyboard-wedge scanner types the code and Enter) finds the new code.
 */
test('labels for a delivery: a store barcode, a 3x8 PDF, and the POS scans the new code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { businessId, api, headers, addItem } = await signUpWithBusiness(
    page,
    'labels',
    'Mama Put Provisions',
  );
  const zobo = await addItem({ name: 'Zobo Drink 50cl', price: 300, cost: 180, stock: 4 });
  await addItem({ name: 'Peak Milk Tin', price: 850, stock: 10, barcode: ean13('615000012345') });
  const restock = await page.request.post(`${api}/stock`, {
    headers,
    data: { productId: zobo.id, type: 'restock', quantity: 12 },
  });
  expect(restock.status()).toBe(201);

  // From inventory to the labels screen.
  await page.goto(`/inventory/${businessId}`);
  await page.getByRole('link', { name: 'Labels' }).click();
  await expect(page).toHaveURL(new RegExp(`/labels/${businessId}$`));
  await expect(page.getByRole('heading', { name: 'Barcode labels' })).toBeVisible();

  // One label per unit just received, and one of a tin found by name.
  await page
    .getByRole('button', { name: 'Add one label per unit received of Zobo Drink 50cl' })
    .click();
  await expect(page.getByRole('spinbutton', { name: 'Labels for Zobo Drink 50cl' })).toHaveValue(
    '12',
  );
  await page.getByRole('searchbox', { name: 'Find items' }).fill('Peak');
  await page.getByRole('button', { name: 'Add a label for Peak Milk Tin' }).click();
  await expect(page.getByText(`EAN-13 ${ean13('615000012345')}`)).toBeVisible();
  await expect(page.getByText('13 labels · 1 sheet')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureScreens(page, '90-labels');

  // The server gives the zobo an in-store EAN-13: prefix 20, a valid check digit.
  await page.getByRole('button', { name: 'Generate a store barcode' }).click();
  await expect(page.getByText(/Zobo Drink 50cl now has the barcode 20\d{11}/)).toBeVisible();
  const { item } = await (
    await page.request.get(`${api}/inventory/${zobo.id}`, { headers })
  ).json();
  const code: string = item.barcode;
  expect(code).toMatch(/^20\d{11}$/);
  expect(ean13(code.slice(0, 12))).toBe(code);
  await expect(page.getByText(`EAN-13 ${code}`)).toBeVisible();

  // Skip the first two stickers of a part-used sheet by tapping the third in the preview.
  await page.getByRole('button', { name: 'Start at sticker 3', exact: true }).click();
  await expect(page.getByRole('spinbutton', { name: 'Start at sticker' })).toHaveValue('3');
  await captureScreens(
    page,
    '91-labels-preview',
    page.getByRole('region', { name: 'Preview of the first sheet' }),
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^labels-.*\.pdf$/);
  const file = (await download.path())!;
  const pdf = readFileSync(file);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // A4 (595 x 842 points), Inter embedded for the ₦ sign.
  expect(pdf.toString('latin1')).toMatch(/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
  expect(pdf.toString('latin1')).toContain('/FontName /');
  const contents = pdfContents(pdf);
  const words = pdfWords(contents);
  expect(words.filter((w) => w === 'Zobo Drink 50cl')).toHaveLength(12);
  expect(words.filter((w) => w === '₦300.00')).toHaveLength(12);
  expect(words).toContain('Peak Milk Tin');
  expect(words).toContain('₦850.00');
  // The EAN-13's digits under the bars, one by one, and the bars as filled rectangles.
  expect(words.filter((w) => /^\d$/.test(w))).toHaveLength(13 * 13);
  expect((contents.match(/ re\s*\n?f/g) ?? []).length).toBeGreaterThan(13 * 25);
  mkdirSync(SCREENSHOTS, { recursive: true });
  copyFileSync(file, path.join(SCREENSHOTS, '90-labels-a4-3x8.pdf'));

  // The POS scanner types the new code and Enter: the zobo goes into the cart.
  await page.goto(`/sales/${businessId}`);
  const search = page
    .getByRole('searchbox', { name: 'Search products or scan a barcode' })
    .or(page.getByRole('textbox', { name: 'Search products or scan a barcode' }));
  await search.fill(code);
  await search.press('Enter');
  await expect(page.getByRole('button', { name: /^Charge .*300/ })).toBeVisible();
  await expect(search).toHaveValue('');

  // The stock history offers labels for each unit a restock brought in.
  await page.goto(`/stock-history/${businessId}`);
  await page.getByRole('link', { name: 'Print 12 labels for Zobo Drink 50cl' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/labels/${businessId}\\?`));
  await expect(page.getByRole('spinbutton', { name: 'Labels for Zobo Drink 50cl' })).toHaveValue(
    '12',
  );
  await expect(page.getByText(`EAN-13 ${code}`)).toBeVisible();
});
