import { expect, test, type Page } from '@playwright/test';
import { signInAsSuperAdmin, SUPER_ADMIN_EMAIL } from '../fixtures/accounts.ts';
import { bearer, signUpWithBusiness } from '../fixtures/business.ts';

/**
 * No English hard-coded in components (ADR 069). In the pseudo-locale `en-XA` every message is
 * accented and bracketed (⟦Ƥàĝē ńōţ ƒōũńď·····⟧: apps/web/src/i18n/catalogs/en-XA.ts), so a visible
 * text node that still holds plain ASCII letters did not come from a catalogue. What is allowed:
 * the user's own data (the names this journey typed, and what is made of them: initials, the
 * shop's address), the brand and the landing illustration's sample shop, elements written in
 * another language on purpose (`lang`, e.g. each language named in itself), acronyms (CSV, PDF),
 * and what Intl writes in English for a locale it does not know (dates, country and currency
 * names).
 */
const SCREENS = [
  '/businesses',
  '/dashboard',
  '/sales',
  '/inventory',
  '/customers',
  '/expenses',
  '/analytics',
  '/stock-history',
  '/catalog',
  '/orders',
  '/notifications',
  '/tools',
  '/settings',
  '/subscriptions',
];
const PUBLIC_SCREENS = ['/', '/login', '/register', '/forgot-password', '/no-such-page'];

const BRAND = ['ShopBook', "Ada's Corner Shop"];
/** Intl's names for the business's country and currency, and the device's (English for en-XA). */
const INTL_NAMES = ['Nigerian Naira', 'Nigeria', 'United States'];
/** Month and weekday names, AM/PM: Intl's English for en-XA, not a component's text. */
const DATE_WORDS =
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December|Mon|Tue|Wed|Thu|Fri|Sat|Sun|AM|PM)\b/g;

/** Visible text nodes with plain ASCII letters, after removing what is allowed. */
async function englishOn(page: Page, allowed: string[]): Promise<string[]> {
  await page.locator('#splash').waitFor({ state: 'detached', timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !/[A-Za-z]/.test(text)) continue;
      if (element.closest('script, style, noscript, [lang]:not(html)')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      found.push(text);
    }
    return found;
  });
  return texts.filter((text) => {
    let rest = text;
    for (const word of [...allowed, ...BRAND, ...INTL_NAMES]) rest = rest.split(word).join('');
    rest = rest
      .replace(DATE_WORDS, '')
      .replace(/\b(https?:\/\/)?[\w.-]+(:\d+)?\/shop\/[\w-]*/g, '')
      .replace(/\b[A-Z]{2,4}\b/g, '');
    return /[A-Za-z]{2,}/.test(rest);
  });
}

test('the main screens show no English hard-coded in components', async ({ page }) => {
  test.setTimeout(300_000);
  const found: string[] = [];
  const visit = async (path: string, allowed: string[]) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    for (const text of await englishOn(page, allowed)) found.push(`${path}: ${text}`);
  };

  // The language this device shows (apps/web/src/i18n/locales.ts), read at each page load.
  const showIn = (locale: string) =>
    page.evaluate((value) => localStorage.setItem('language', value), locale);

  await page.goto('/no-such-page');
  // Once the app has started: it keeps the language it starts in, which would overwrite this.
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await showIn('en-XA');
  for (const path of PUBLIC_SCREENS) await visit(path, []);

  // Signed up in English (the fixture reads the forms' English), then shown in en-XA.
  await showIn('en');
  const { addItem, headers } = await signUpWithBusiness(page, 'pseudo', 'Pseudo Corner Shop');
  const { user } = await (await page.request.get('/api/auth/check', { headers })).json();
  await addItem({ name: 'Sugar 1kg', price: 150, stock: 12 });
  await addItem({ name: 'Rice 5kg', price: 4200, cost: 3600, stock: 3 });
  await showIn('en-XA');
  const allowed = [
    'Pseudo Corner Shop: groceries and household goods',
    'Pseudo Corner Shop',
    'Sugar 1kg',
    'Rice 5kg',
    user.username,
    user.email,
    'NGN',
  ];
  for (const path of SCREENS) await visit(path, allowed);

  // A form's own checks (the contracts' schemas and SPEC section 5's texts) before anything is
  // sent: the business form sent empty.
  await page.goto('/businesses');
  // "Create business", found by its icon: its name is in en-XA.
  await page.locator('main button:has(svg.lucide-plus)').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(dialog.getByRole('alert').first()).toBeVisible();
  for (const text of await englishOn(page, allowed)) found.push(`business form: ${text}`);

  expect(found, 'visible English that is not in a catalogue').toEqual([]);
});

test('the back office shows no English hard-coded in components', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsSuperAdmin(page);
  const headers = await bearer(page);
  const { user } = await (await page.request.get('/api/auth/check', { headers })).json();
  // Data, not the app's words: the instances' ids and versions, and the accounts the admin
  // pages list (other journeys' sign-ups among them).
  const read = async (url: string) =>
    JSON.stringify(await (await page.request.get(url, { headers })).json());
  const data = [
    await read('/api/admin/health'),
    await read('/api/admin/stats'),
    await read('/api/admin/users'),
  ].join();
  const allowed = [
    user.username,
    SUPER_ADMIN_EMAIL,
    ...[...data.matchAll(/"(id|version|username|email)":"([^"]*)"/g)].map((m) => m[2]!),
  ].sort((a, b) => b.length - a.length);
  await page.evaluate(() => localStorage.setItem('language', 'en-XA'));
  await page.goto('/admin');
  await page.waitForLoadState('networkidle');
  // Only the super admin's own row: the other journeys' users are data this one did not type.
  await page.getByRole('textbox').first().fill(SUPER_ADMIN_EMAIL);
  await page.getByRole('textbox').first().press('Enter');
  await expect(page.getByRole('row').filter({ hasText: SUPER_ADMIN_EMAIL })).toHaveCount(1);
  const found = (await englishOn(page, allowed)).map((text) => `/admin: ${text}`);
  // The user's sheet: plan status and what admins did.
  await page
    .getByRole('row')
    .filter({ hasText: SUPER_ADMIN_EMAIL })
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const text of await englishOn(page, allowed)) found.push(`/admin user: ${text}`);
  await page.keyboard.press('Escape');
  await page.goto('/admin/test-backend');
  await page.waitForLoadState('networkidle');
  for (const text of await englishOn(page, allowed)) found.push(`/admin/test-backend: ${text}`);
  expect(found, 'visible English that is not in a catalogue').toEqual([]);
});

test('a language picked on the landing before the app has started is kept', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await page.goto('/');
  // The prerendered English landing, before anything has started the app: its top bar fits.
  expect(await pageWidth()).toBe(360);
  const picker = page.locator('select[data-language-picker]').first();
  await picker.selectOption('fr');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(picker).toHaveValue('fr');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
  // French's longer words fit the top bar too.
  expect(await pageWidth()).toBe(360);
  // And the next visit starts in it.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
