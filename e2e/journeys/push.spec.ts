import { expect, test } from '@playwright/test';
import { registerAndVerify, uniqueEmail } from '../fixtures/accounts.ts';

/*
 * Web Push in the real built app and its real service worker. Chromium here reaches no push
 * service (subscribe() needs one), so the push service's delivery is played by the DevTools
 * protocol (ServiceWorker.deliverPushMessage) with the payload the server sends; the server's
 * side (encryption, VAPID, 410 removal) is tested against a local push service in the API suite.
 */
test('push on this device: the settings show it off, and the worker shows a pushed notification', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerAndVerify(page, `push_${Date.now().toString(36)}`, uniqueEmail('push'));
  await expect(page).toHaveURL(/\/businesses$/);
  const origin = new URL(page.url()).origin;
  await context.grantPermissions(['notifications'], { origin });

  await page.goto('/notifications');
  await expect(page.getByTestId('push-device-state')).toHaveText('Off');
  await expect(page.getByRole('switch', { name: 'Enable push on this device' })).toBeEnabled();
  await expect(page.getByRole('switch', { name: 'Low stock' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Offline sale refused' })).toBeChecked();

  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => registrations.filter((r) => !r.isDeleted).length).toBeGreaterThan(0);
  const registration = registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`)!;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration.registrationId,
    data: JSON.stringify({
      id: 41,
      title: 'Low stock: Soap',
      body: 'Soap is down to 4 at Corner Shop (low-stock level 5).',
      action_url: '/inventory/0b9a1f4e-6c1d-4d7e-9f65-2d3c1a4b5e6f',
      created_at: new Date().toISOString(),
    }),
  });
  const shown = () =>
    page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      const list = await ready.getNotifications();
      return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
    });
  await expect.poll(shown).toEqual([
    {
      title: 'Low stock: Soap',
      body: 'Soap is down to 4 at Corner Shop (low-stock level 5).',
      tag: 'notification-41',
      data: { id: 41, url: `${origin}/inventory/0b9a1f4e-6c1d-4d7e-9f65-2d3c1a4b5e6f` },
    },
  ]);
  await context.close();
});
