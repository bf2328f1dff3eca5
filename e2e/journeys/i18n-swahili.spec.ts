import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from '../fixtures/accounts.ts';
import { bearer } from '../fixtures/business.ts';
import { translated, translatedWith } from '../fixtures/catalogue.ts';
import { codeFrom, waitForEmail } from '../fixtures/mail.ts';

const sw = (english: string) => translated('sw', english);
/** A translation's words before its first placeholder: 'Lipisha {chargeTotal}' -> 'Lipisha'. */
const lead = (english: string) => sw(english).split('{')[0]!.trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SHOTS = 'test-results/i18n-swahili';

/**
 * A shopkeeper whose phone reads Swahili signs up, creates a business, sells and shares
 * the receipt, all in Swahili, at phone size. Every label is the Swahili catalogue's
 * (fixtures/catalogue.ts), so the journey fails if a screen shows English instead.
 */
test.use({ locale: 'sw-KE', viewport: { width: 390, height: 844 } });

test('in Swahili: sign up, create a business, sell and share the receipt', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('swahili');

  // The device's language chooses before sign-in (navigator.languages: sw-KE).
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('button', { name: sw('Create account') })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/register.png` });
  await page.getByLabel(sw('Username')).fill(`duka_${Date.now().toString(36)}`);
  await page.getByLabel(sw('Email')).fill(email);
  await page.getByLabel(sw('Password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: sw('Create account') }).click();

  // The verification email is in Swahili too (the account took the page's language).
  await expect(page.getByRole('dialog', { name: sw('Verify Your Email') })).toBeVisible();
  const mail = await waitForEmail(email, /.+/);
  expect(mail.subject).not.toMatch(/Verify your email/i);
  await page
    .getByRole('textbox', {
      name: translatedWith('sw', 'Digit {position} of {count}', { position: 1, count: 6 }),
    })
    .click();
  await page.keyboard.type(codeFrom(mail), { delay: 40 });
  await expect(page).toHaveURL(/\/businesses$/);
  const headers = await bearer(page);
  const { user } = await (await page.request.get('/api/auth/check', { headers })).json();
  expect(user.language).toBe('sw');

  // A business, through the form.
  await page
    .getByRole('button', {
      name: new RegExp(
        `^${escape(sw('Create your first business'))}|^${escape(sw('Create a business'))}`,
      ),
    })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: sw('Create a business') });
  await dialog.getByLabel(sw('Business name')).fill('Duka la Amani');
  await dialog.getByLabel(sw('Description')).fill('Vyakula na bidhaa za nyumbani');
  await page.getByRole('combobox', { name: sw('Country'), exact: true }).click();
  await page.getByRole('combobox', { name: sw('Search countries') }).fill('Kenya');
  await page.getByRole('option', { name: /Kenya/ }).first().click();
  await page.getByRole('combobox', { name: sw('Currency'), exact: true }).click();
  await page.getByRole('combobox', { name: sw('Search currencies') }).fill('KES');
  await page
    .getByRole('option', { name: /KES|Kenya/ })
    .first()
    .click();
  await page.screenshot({ path: `${SHOTS}/create-business.png` });
  await dialog.getByRole('button', { name: sw('Create business') }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(translatedWith('sw', '{name} is ready', { name: 'Duka la Amani' })),
  ).toBeVisible();

  const { businesses } = await (await page.request.get('/api/businesses', { headers })).json();
  const business = businesses[0];
  expect(business.language).toBe('sw');
  await page.request.post(`/api/businesses/${business.id}/inventory`, {
    headers,
    data: { name: 'Unga wa ngano 2kg', price: 210, cost: 170, stock: 40 },
  });

  // The till: a product into the cart, charged.
  await page.goto(`/sales/${business.id}`);
  await expect(
    page
      .getByRole('searchbox', { name: sw('Search products or scan a barcode') })
      .or(page.getByRole('textbox', { name: sw('Search products or scan a barcode') })),
  ).toBeVisible();
  await page
    .getByRole('button', { name: /Unga wa ngano 2kg/ })
    .first()
    .click();
  await page.screenshot({ path: `${SHOTS}/pos.png` });
  // On a phone the cart is a bar ("bidhaa 1 · Lipisha Ksh 210.00") that opens the checkout.
  const charge = escape(lead('Charge {chargeTotal}'));
  await page
    .getByRole('button', { name: new RegExp(charge) })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^${charge}`) })
    .click();

  // The receipt and its WhatsApp text: Swahili, the business's language.
  const receipt = page.getByRole('dialog', { name: new RegExp(escape(sw('Sale recorded'))) });
  await expect(receipt).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/receipt.png` });
  const share = await receipt.getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
  const text = new URL(share!).searchParams.get('text') ?? '';
  expect(text).toContain(lead('Total: {total}'));
  expect(text).not.toContain('Total:');
  expect(text).toContain('Unga wa ngano 2kg');
});
