import { expect, test } from '@playwright/test';
import { registerAndVerify, uniqueEmail } from '../fixtures/accounts.ts';
import { createBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';
import { reloadUnderServiceWorker } from '../fixtures/service-worker.ts';

/*
 * SPEC section 1: installable, and works offline with cached resources. The service worker
 * precaches the app shell; once it controls the page, losing the network shows SPEC's offline
 * banner, and even a reload with no network opens the app (not the browser's error page).
 */
test('the app shell opens offline from the service worker, with the offline banner', async ({
  page,
  context,
}) => {
  await registerAndVerify(page, `omar_${Date.now().toString(36)}`, uniqueEmail('omar'));
  await expect(page).toHaveURL(/\/businesses$/);
  await createBusiness(page, 'Omar Electronics');

  // Installed and ready, then a reload so the new worker controls the page.
  await reloadUnderServiceWorker(page);

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'You are currently offline' });
  await expect(banner).toHaveText('You are currently offline. Using cached resources.');

  // A reload without any network: the shell comes from the precache, the businesses from the
  // local cache (SPEC section 9: valid 5 minutes).
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(page.getByRole('link', { name: /Omar Electronics/ }).first()).toBeVisible();
  await captureScreens(page, '50-offline');

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});
