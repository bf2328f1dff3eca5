import { expect, test } from '@playwright/test';
import { registerAndVerify, signInAsSuperAdmin, uniqueEmail } from '../fixtures/accounts.ts';

test('an admin broadcasts and a signed-in user sees the toast and the unread count live', async ({
  browser,
}) => {
  // Two accounts registered through the real forms on a shared 2-core machine.
  test.setTimeout(150_000);
  const adminContext = await browser.newContext();
  const userContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const user = await userContext.newPage();

  await signInAsSuperAdmin(admin);
  await registerAndVerify(user, `ada_${Date.now().toString(36)}`, uniqueEmail('ada'));
  await expect(user).toHaveURL(/\/businesses$/);
  await expect(user.getByRole('button', { name: 'Notifications' })).toBeVisible();

  await admin.goto('/admin/notifications');
  await admin.getByLabel('Title').fill('Big news');
  await admin.getByLabel('Message').fill('Reports are twice as fast now.');
  await expect(admin.getByText(/\d+ users? match/)).toBeVisible();
  await admin.getByRole('button', { name: 'Send now' }).click();
  await expect(admin.getByText('Notification sent')).toBeVisible();

  // The user's page was not reloaded: the socket brought it.
  await expect(user.getByText('Big news')).toBeVisible();
  await expect(user.getByTestId('unread-count')).toHaveText('1');
  await user.screenshot({ path: '/tmp/notify-shots/toast-1280.png' });

  await user.getByRole('button', { name: /Notifications, 1 unread/ }).click();
  await user.getByRole('menuitem', { name: /Big news/ }).click();
  await expect(user).toHaveURL(/\/notifications\/\d+$/);
  await expect(user.getByRole('heading', { name: 'Big news' })).toBeVisible();
  await expect(user.getByTestId('unread-count')).toHaveCount(0);
  await user.screenshot({ path: '/tmp/notify-shots/detail-1280.png' });

  await expect(admin.getByText(/1 read|0 read/)).toBeVisible();
  await admin.screenshot({ path: '/tmp/notify-shots/admin-1280.png', fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: '/tmp/notify-shots/admin-390.png', fullPage: true });

  await user.getByRole('button', { name: 'Delete' }).click();
  await user.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(user).toHaveURL(/\/notifications$/);
  await expect(user.getByText('No notifications yet')).toBeVisible();

  // Preferences: a switch per channel and product event, kept by the server.
  const tips = user.getByRole('switch', { name: 'Tips' });
  await expect(tips).toBeChecked();
  await tips.click();
  await expect(tips).not.toBeChecked();
  await user.reload();
  await expect(user.getByRole('switch', { name: 'Tips' })).not.toBeChecked();
  await user.emulateMedia({ colorScheme: 'dark' });
  await user.setViewportSize({ width: 390, height: 844 });
  await user.screenshot({ path: '/tmp/notify-shots/list-390-dark.png', fullPage: true });

  await adminContext.close();
  await userContext.close();
});
