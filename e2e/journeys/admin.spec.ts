import { expect, test } from '@playwright/test';
import { registerAndVerify, signInAsSuperAdmin, uniqueEmail } from '../fixtures/accounts.ts';
import { captureScreens } from '../fixtures/screens.ts';

test('a super admin promotes a user, who then opens /admin; a plain user is turned away', async ({
  page,
  browser,
}) => {
  // Two accounts through the real forms on a shared 2-core machine.
  test.setTimeout(150_000);
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  const email = uniqueEmail('zainab');
  const username = `zainab_${Date.now().toString(36)}`;
  await registerAndVerify(user, username, email);
  await expect(user).toHaveURL(/\/businesses$/);

  // A plain user opening /admin: SPEC's toast and the business list.
  await user.goto('/admin');
  await expect(user.getByText('Admin privileges required')).toBeVisible();
  await expect(user).toHaveURL(/\/businesses$/);

  // The super admin finds the user in the users table and promotes them, through the confirm.
  await signInAsSuperAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search users by email or username' }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await captureScreens(page, '70-admin-users');
  await row.getByRole('button', { name: 'Make admin' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Make this user an admin?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(email);
  await captureScreens(page, '71-admin-confirm');
  await confirm.getByRole('button', { name: 'Make admin' }).click();
  await expect(page.getByText('User is now an admin')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row.getByRole('button', { name: 'Remove admin' })).toBeVisible();

  // The server holds the new role at once.
  const token = await user.evaluate(() => localStorage.getItem('token'));
  const check = await user.request.get('/api/admin/check', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await check.json()).toEqual({ is_admin: true, admin_role: 'admin' });

  // The promoted user, still in the session they signed in with, now opens /admin.
  await user.goto('/admin');
  await expect(user.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  await expect(user).toHaveURL(/\/admin$/);
  await expect(user.getByText('Admin privileges required')).toHaveCount(0);
  await captureScreens(user, '72-admin-promoted-user');
  // An admin, not a super admin: the super-admin pages stay closed.
  await user.goto('/admin/app-versions');
  await expect(user.getByText('Superadmin privileges required')).toBeVisible();
  await expect(user).toHaveURL(/\/businesses$/);
  await userContext.close();
});
