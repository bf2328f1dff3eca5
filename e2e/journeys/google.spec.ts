import { expect, test } from '@playwright/test';
import { GOOGLE_ACCOUNT } from '../fixtures/google.ts';
import { captureScreens } from '../fixtures/screens.ts';

/*
 * Google sign-in through a real OpenID Connect provider on 127.0.0.1 (global-setup.ts): the
 * button sends the browser to the provider's authorization endpoint (found by discovery), its
 * account chooser is clicked like Google's, and the app exchanges the code (PKCE) on its return
 * screen. A new Google account is verified by Google and asked for a username.
 */
test.describe('Google sign-in', () => {
  test('a new Google account signs in, picks a username and lands on the business list', async ({
    page,
  }) => {
    await page.goto('/login');
    await captureScreens(page, '15-login-with-google');
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    // The provider's own page: the app is not in the browser any more.
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    expect(new URL(page.url()).port).not.toBe(new URL(test.info().project.use.baseURL!).port);
    await page.getByRole('button', { name: new RegExp(GOOGLE_ACCOUNT.email) }).click();

    const setName = page.getByRole('dialog', { name: 'Set Your Username' });
    await expect(setName).toBeVisible();
    await expect(page).toHaveURL(/\/businesses$/);
    await captureScreens(page, '16-google-set-username');
    const username = `grace_${Date.now().toString(36)}`;
    await setName.getByLabel('Username').fill(username);
    await expect(setName.getByText(/available/i)).toBeVisible();
    await setName.getByRole('button', { name: 'Save username' }).click();
    await expect(page.getByRole('dialog', { name: 'You’re all set' })).toContainText(username);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Verified by Google: no verification code is asked for, and the account is the user's.
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await expect(page.getByRole('menu')).toContainText(username);
    await page.keyboard.press('Escape');
    const user = await page.evaluate(async () => {
      const res = await fetch('/api/auth/check', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await res.json()).user as { email: string; is_verified: boolean };
    });
    expect(user).toMatchObject({ email: GOOGLE_ACCOUNT.email, is_verified: true });
  });

  test('cancelling at Google comes back with the SPEC failure text and a way back', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/\/auth\/callback\?/);
    await expect(
      page.getByRole('heading', { name: 'Google sign-in did not finish' }),
    ).toBeVisible();
    await expect(page.getByText('Google authentication failed')).toBeVisible();
    await captureScreens(page, '17-google-cancelled');
    await expect(page.getByText('Google sign-in failed. Please try again.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
