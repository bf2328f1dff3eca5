import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logout, signInAsSuperAdmin } from '../fixtures/accounts.ts';
import { signUpWithBusiness } from '../fixtures/business.ts';

/**
 * axe-core on every screen at phone and desktop sizes, light and dark: a serious or critical
 * violation (contrast, a control without a name, a label that differs from the visible text) fails.
 */
const PUBLIC_SCREENS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/terms',
  '/privacy',
  '/account-deletion',
  '/unsubscribe',
  '/verify-receipt',
  '/no-such-page',
];
const BUSINESS_SCREENS = [
  '/businesses',
  '/dashboard',
  '/sales',
  '/inventory',
  '/customers',
  '/analytics',
  '/expenses',
  '/catalog',
  '/orders',
  '/stock-history',
  '/financial-stock-reports',
  '/price-list-generator',
  '/labels',
  '/ai-assistant',
  '/tools',
  '/calculator',
  '/settings',
  '/subscriptions',
  '/notifications',
];
const ADMIN_SCREENS = ['/admin', '/admin/notifications', '/admin/app-versions', '/test-backend'];

/** The phone layout (bottom navigation, cards) and the desktop one (top navbar, tables). */
const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
type Size = keyof typeof SIZES;
type Scheme = 'light' | 'dark';

interface Finding {
  screen: string;
  size: Size;
  scheme: Scheme;
  rule: string;
  impact: string;
  targets: string[];
}

/** The element and, for contrast, the ratio axe measured: what the person fixing it needs. */
function located(node: { target: unknown[]; any: { data?: unknown }[] }): string {
  const data = node.any.find((check) => check.data)?.data as { contrastRatio?: number } | undefined;
  const target = node.target.join(' ');
  return data?.contrastRatio ? `${target} (${data.contrastRatio}:1)` : target;
}

async function analyze(page: Page, screen: string, size: Size, scheme: Scheme) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    // The app has no frames. The default mode merges the frames' results in a page it opens for
    // each analysis: ~1 s more per analysis on 2 cores, 2 minutes over this journey (ADR 067).
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v): Finding => ({
      screen,
      size,
      scheme,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 5).map(located),
    }));
}

/**
 * What a person reads, not what is on its way: the splash and skeletons gone, the layout that
 * follows the window's width committed, and no colour still moving to its new value (read
 * half-way, it would be a false contrast finding).
 */
async function settle(page: Page) {
  await page.locator('#splash').waitFor({ state: 'detached', timeout: 10_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        return document.getAnimations().some((a) => a.playState === 'running');
      }),
    )
    .toBe(false);
}

async function setScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  const html = expect(page.locator('html'));
  await (scheme === 'dark' ? html.toHaveClass(/\bdark\b/) : html.not.toHaveClass(/\bdark\b/));
  await settle(page);
}

/**
 * One load per screen, read four ways: at phone size light, then dark as a phone switches at
 * dusk (the app follows the system's scheme while the owner has not picked one); then the window
 * widens to desktop size, still dark, and turns light again. Each switch also checks that nothing
 * keeps the colours or the layout it had before. ADR 059 (a load per screen), ADR 067 (sizes).
 */
async function scan(page: Page, screen: string): Promise<Finding[]> {
  await page.setViewportSize(SIZES.phone);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto(screen);
  await page.waitForLoadState('networkidle');
  await settle(page);
  const findings = await analyze(page, screen, 'phone', 'light');
  await setScheme(page, 'dark');
  findings.push(...(await analyze(page, screen, 'phone', 'dark')));
  await page.setViewportSize(SIZES.desktop);
  await settle(page);
  findings.push(...(await analyze(page, screen, 'desktop', 'dark')));
  await setScheme(page, 'light');
  findings.push(...(await analyze(page, screen, 'desktop', 'light')));
  return findings;
}

test('every screen passes axe at phone and desktop sizes, light and dark', async ({ page }) => {
  test.setTimeout(480_000);
  const findings: Finding[] = [];
  for (const screen of PUBLIC_SCREENS) findings.push(...(await scan(page, screen)));

  const { headers, api, businessId, addItem } = await signUpWithBusiness(
    page,
    'axe',
    'Axe Corner Shop',
  );
  // The states a product's row shows: no SKU and out of stock; in stock with a SKU; kept out of
  // the shop (dimmed in the catalogue manager).
  await addItem({ name: 'Sugar 1kg', price: 150 });
  await addItem({ name: 'Rice 5kg', price: 4200, cost: 3600, stock: 20, sku: 'RICE-5' });
  const hidden = await addItem({ name: 'Staff tea', price: 100, stock: 5 });
  await page.request.patch(`${api}/inventory/${hidden.id}/settings/show-in-shop`, {
    headers,
    data: { showInShop: false },
  });
  // A mid-tone accent an owner may pick (Tailwind's blue-500): the shop's buttons carry text on it.
  const accent = await page.request.put(`${api}/shop-settings`, {
    headers,
    data: { accentColor: '#3b82f6' },
  });
  expect(accent.status()).toBe(200);
  for (const screen of BUSINESS_SCREENS) findings.push(...(await scan(page, screen)));
  findings.push(...(await scan(page, `/verify/${businessId}`)));

  // The business's public shop, as a customer sees it.
  const published = await page.request.put(api, {
    headers,
    data: { socials: { whatsapp: '+234 803 123 4567' }, shopPublished: true },
  });
  expect(published.status()).toBe(200);
  const { business } = await (await page.request.get(api, { headers })).json();
  findings.push(...(await scan(page, `/shop/${business.slug}`)));

  // The back office, every screen of it, as the super admin sees it.
  await page.goto('/businesses');
  await logout(page);
  await signInAsSuperAdmin(page);
  for (const screen of ADMIN_SCREENS) findings.push(...(await scan(page, screen)));
  expect(findings).toEqual([]);
});
