import { expect, test, type Page } from '@playwright/test';
import { signUpWithBusiness } from '../fixtures/business.ts';

/**
 * No English hard-coded in components (issue 42). In the pseudo-locale `en-XA` every message is
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
/** Intl's names for the business's country and currency (English for en-XA). */
const INTL_NAMES = ['Nigerian Naira', 'Nigeria'];
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

  expect(found, 'visible English that is not in a catalogue').toEqual([]);
});
