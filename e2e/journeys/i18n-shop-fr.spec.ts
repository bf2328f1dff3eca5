import { expect, test, type Page } from '@playwright/test';
import { signUpWithBusiness } from '../fixtures/business.ts';

/** The shop at phone size, light and dark, into this test's output folder (never committed). */
async function phoneShots(page: Page, name: string, outputPath: (file: string) => string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate(
      (s) => document.documentElement.classList.toggle('dark', s === 'dark'),
      scheme,
    );
    await page.waitForTimeout(150);
    await page.screenshot({ path: outputPath(`${name}-390x844-${scheme}.png`) });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test("a French business's shop speaks French to a visitor whose phone speaks English, down to the WhatsApp order", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { headers, api, addItem } = await signUpWithBusiness(page, 'awa', 'Chez Awa');
  await addItem({ name: 'Riz parfumé 5kg', price: 4500, cost: 3800, stock: 3 });
  await addItem({ name: 'Huile de palme 1L', price: 1200, cost: 900, stock: 40 });

  // The business writes to its customers in French (ADR 069), with a published shop.
  const updated = await page.request.put(api, {
    headers,
    data: {
      language: 'fr',
      socials: { whatsapp: '+225 07 00 00 00 00' },
      shopPublished: true,
    },
  });
  expect(updated.status()).toBe(200);
  const { business } = await updated.json();
  expect(business.language).toBe('fr');
  // Pick-up and delivery both offered, and the stock shown ("Plus que 3").
  const settings = await page.request.put(`${api}/shop-settings`, {
    headers,
    data: { deliveryEnabled: true, pickupEnabled: true, showStock: true },
  });
  expect(settings.status()).toBe(200);

  // A visitor on a phone set to English: the shop answers in its business's language.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  const shopper = await phone.newPage();
  await phone.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, body: 'WhatsApp' }),
  );
  await shopper.goto(`/shop/${business.slug}`);
  await expect(shopper.getByRole('heading', { name: 'Chez Awa' })).toBeVisible();
  await expect(shopper.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(shopper.getByPlaceholder('Rechercher parmi 2 articles')).toBeVisible();
  await expect(shopper.getByText('Boutique en ligne avec')).toBeVisible();
  await expect(shopper.getByText('Plus que 3').first()).toBeVisible();
  // No English on the page, product names aside (they are the owner's words).
  await expect(shopper.getByText('Search the shop')).toHaveCount(0);
  await expect(shopper.getByText('Shop online with')).toHaveCount(0);
  await phoneShots(shopper, 'shop-fr', (f) => testInfo.outputPath(f));

  await shopper.getByRole('button', { name: 'Ajouter Riz parfumé 5kg au panier' }).click();
  await shopper.getByRole('button', { name: 'Un Riz parfumé 5kg de plus' }).click();
  await shopper.getByRole('button', { name: 'Ajouter Huile de palme 1L au panier' }).click();
  await shopper.getByRole('button', { name: /Voir la commande/ }).click();
  const sheet = shopper.getByRole('dialog', { name: 'Votre commande' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('radio', { name: 'Livraison' }).click();
  await sheet.getByLabel('Votre nom').fill('Koffi Yao');
  // The server refuses a phone number it cannot read: its words in the shop's language.
  await sheet.getByLabel('Numéro de téléphone').fill('05 x 55');
  await sheet.getByLabel('Adresse de livraison').fill('Cocody, rue des Jardins');
  await sheet.getByRole('button', { name: 'Envoyer la commande sur WhatsApp' }).click();
  await expect(sheet.getByText('Saisissez un numéro de téléphone valide').first()).toBeVisible();
  await expect(sheet.getByText('Enter a valid phone number')).toHaveCount(0);
  await sheet.getByLabel('Numéro de téléphone').fill('+225 05 55 01 01 01');
  await sheet.getByLabel('Adresse de livraison').fill('Cocody, rue des Jardins');
  await phoneShots(shopper, 'shop-fr-checkout', (f) => testInfo.outputPath(f));

  const placed = shopper.waitForResponse(
    (r) => r.url().endsWith(`/api/shop/${business.slug}/orders`) && r.request().method() === 'POST',
  );
  await sheet.getByRole('button', { name: 'Envoyer la commande sur WhatsApp' }).click();
  const { order } = await (await placed).json();
  // 2 x 4,500 + 1,200, priced by the server.
  expect(order.total).toBe(10200);
  await expect(shopper.getByRole('heading', { name: 'Commande passée' })).toBeVisible();
  await expect(shopper.getByTestId('order-reference')).toHaveText(order.reference);
  await phoneShots(shopper, 'shop-fr-placed', (f) => testInfo.outputPath(f));

  // The message the customer sends is the business's language too (built by the server).
  const url = new URL(order.whatsappUrl);
  expect(url.host).toBe('wa.me');
  const text = url.searchParams.get('text') ?? '';
  expect(text).toContain('Riz parfumé 5kg');
  expect(text).toContain(order.reference);
  expect(text).toContain('Koffi Yao');
  expect(text).not.toMatch(/I would like to order|Delivery to|Name:|Phone:/);
  expect(text).toMatch(/Bonjour/);
  expect(text).toMatch(/commande/i);
  await phone.close();

  // The same shop in Swahili, for the layout at phone size.
  const swahili = await page.request.put(api, { headers, data: { language: 'sw' } });
  expect(swahili.status()).toBe(200);
  const sw = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const visitor = await sw.newPage();
  await visitor.goto(`/shop/${business.slug}`);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(visitor.getByPlaceholder('Tafuta bidhaa 2')).toBeVisible();
  await visitor.getByRole('button', { name: 'Ongeza Riz parfumé 5kg kwenye kikapu' }).click();
  await phoneShots(visitor, 'shop-sw', (f) => testInfo.outputPath(f));
  await sw.close();
});
