import { expect, test } from '@playwright/test';

/**
 * Issue 21 (ADR 054): on a device that has never used Inter, a screen's first paint does not wait
 * for the 50 KB font nor share the connection with it; the text swaps to Inter once the screen has
 * shown, and the next visit has it from the start. The landing page preloads it and has it at once.
 */
test('Inter is asked for after the first paint on a first visit, then used from the start', async ({
  page,
}) => {
  // Whether <html> had the class when the app first rendered into #root, on each visit.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('root')?.firstElementChild) return;
      observer.disconnect();
      const inter = document.documentElement.classList.contains('inter');
      (window as unknown as { interAtFirstRender: boolean }).interAtFirstRender = inter;
    }).observe(document, { childList: true, subtree: true });
  });
  const interAtFirstRender = () =>
    page.evaluate(() => (window as unknown as { interAtFirstRender?: boolean }).interAtFirstRender);

  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  expect(await interAtFirstRender()).toBe(false);
  await expect(page.locator('html')).toHaveClass(/\binter\b/);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check("1em 'Inter Variable'")))
    .toBe(true);

  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    font:
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/inter-latin-wght-normal-[^/]+\.woff2$/.test(entry.name))?.startTime ??
      null,
    remembered: localStorage.getItem('inter_used'),
  }));
  expect(timing.firstPaint).not.toBeNull();
  expect(timing.font).not.toBeNull();
  expect(timing.font!).toBeGreaterThan(timing.firstPaint!);
  expect(timing.remembered).toBe('1');

  // The next visit: Inter before the app renders anything (set with the router, lib/theme.ts).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  expect(await interAtFirstRender()).toBe(true);

  // The landing page preloads it and has the class in its HTML.
  const landing = await page.request.get('/');
  expect(await landing.text()).toMatch(/<html lang="en" class="inter">/);
});
