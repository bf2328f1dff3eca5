import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpWithBusiness } from '../fixtures/business.ts';

/**
 * axe-core on every screen at phone size, light and dark: a serious or critical violation
 * (contrast, a control without a name, a label that differs from the visible text) fails.
 */
const PUBLIC_SCREENS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/terms',
  '/verify-receipt',
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
  '/ai-assistant',
  '/tools',
  '/calculator',
  '/settings',
  '/subscriptions',
  '/notifications',
];

interface Finding {
  screen: string;
  scheme: string;
  rule: string;
  impact: string;
  targets: string[];
}

async function analyze(page: Page, screen: string, scheme: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      screen,
      scheme,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

/**
 * One load per screen: light, then dark as a phone switches at dusk (the app follows the system's
 * scheme while the owner has not picked one), which also checks that nothing keeps light colours
 * after the switch. Half the page loads of a load per scheme (ADR 059).
 */
async function scan(page: Page, screen: string): Promise<Finding[]> {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto(screen);
  await page.waitForLoadState('networkidle');
  // Loading skeletons are not what a person reads: wait until they are gone.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  const findings = await analyze(page, screen, 'light');
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // Colours that are still moving to their dark values would be read half-way.
  await expect
    .poll(() =>
      page.evaluate(() => document.getAnimations().some((a) => a.playState === 'running')),
    )
    .toBe(false);
  return [...findings, ...(await analyze(page, screen, 'dark'))];
}

test.use({ viewport: { width: 390, height: 844 } });

test('every screen passes axe at phone size, light and dark', async ({ page }) => {
  test.setTimeout(300_000);
  const findings: Finding[] = [];
  for (const screen of PUBLIC_SCREENS) findings.push(...(await scan(page, screen)));
  const { addItem } = await signUpWithBusiness(page, 'axe', 'Axe Corner Shop');
  await addItem({ name: 'Sugar 1kg', price: 150, quantity: 20, costPrice: 120 });
  for (const screen of BUSINESS_SCREENS) findings.push(...(await scan(page, screen)));
  expect(findings).toEqual([]);
});
