import { expect, test } from '@playwright/test';

/**
 * ADRs 054 and 055: on a device that has never used Inter, a screen's first paint does not
 * wait for the 50 KB font nor share the connection with it; the file is fetched once the screen
 * has shown, the text on that screen stays in the metric-matched fallback (setting it again would
 * lay the whole screen out again), the next screen is in Inter, and the next visit has it from
 * the start. The landing page preloads it and has it at once.
 */
test('Inter is asked for after the first paint on a first visit, used from the next screen on', async ({
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
  await expect
    .poll(() => page.evaluate(() => document.fonts.check("1em 'Inter Variable'")))
    .toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('inter_used'))).toBe('1');
  await expect(page.locator('html')).not.toHaveClass(/\binter\b/);

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

  // The next screen (a move inside the app, not a page load) is in Inter.
  await page.locator('#main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveClass(/\binter\b/);

  // The next visit: Inter before the app renders anything (set with the router, lib/theme.ts).
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  expect(await interAtFirstRender()).toBe(true);

  // The landing page preloads it and has the class in its HTML.
  const landing = await page.request.get('/');
  expect(await landing.text()).toMatch(/<html\b[^>]*\bclass="inter">/);
});
