import { expect, test } from '@playwright/test';
import {
  login,
  logout,
  PASSWORD,
  registerAndVerify,
  typeCode,
  uniqueEmail,
} from '../fixtures/accounts.ts';
import { codeFrom, waitForEmail } from '../fixtures/mail.ts';
import { captureScreens } from '../fixtures/screens.ts';

test.describe('accounts', () => {
  test('sign up, verify with the emailed code, pick a username, land on the business list', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /get started/i }).first()).toBeVisible();
    await captureScreens(page, '01-landing');
    // The FAQ is the browser's own disclosures: Enter opens a question, and opening another
    // closes it (one group).
    const faq = page.locator('#faq');
    await faq.getByText('Do I need to install anything?').focus();
    await page.keyboard.press('Enter');
    await expect(faq.getByText(/opens in the browser of any smartphone/)).toBeVisible();
    await faq.getByText('Who can see my data?').click();
    await expect(faq.getByRole('link', { name: 'privacy policy' })).toBeVisible();
    await expect(faq.getByText(/opens in the browser of any smartphone/)).toBeHidden();

    await page.goto('/register');
    await captureScreens(page, '02-register');

    const email = uniqueEmail('jane');
    const suffix = Date.now().toString(36).slice(-5);
    // "Jane Doe" is sanitised to "Jane_Doe...": the server reports username_changed after verification.
    await page.getByLabel('Username').fill(`Jane Doe ${suffix}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    const verifyDialog = page.getByRole('dialog', { name: /Verify Your Email/i });
    await expect(verifyDialog).toBeVisible();
    await expect(verifyDialog.getByText(/spam/i)).toBeVisible();
    // A code was just sent: resending waits, and the countdown survives a reload.
    await expect(verifyDialog.getByRole('button', { name: /Resend in \d+s/ })).toBeVisible();
    await captureScreens(page, '03-verify-email');
    await page.reload();
    await expect(
      page
        .getByRole('dialog', { name: /Verify Your Email/i })
        .getByRole('button', { name: /Resend in \d+s/ }),
    ).toBeVisible();

    // A wrong code is refused with the server's text, and nothing changes.
    const code = codeFrom(await waitForEmail(email, /verif/i));
    const wrong = code === '000000' ? '111111' : '000000';
    await typeCode(page, wrong);
    await expect(verifyDialog.getByRole('alert')).toContainText('Invalid verification code');
    await captureScreens(page, '04-verify-email-wrong-code');

    // Paste fills all six boxes and submits.
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.press('Control+A');
    await typeCode(page, code);

    const confirm = page.getByRole('dialog', { name: 'Confirm Your Username' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(`Jane_Doe_${suffix}`);
    await captureScreens(page, '05-confirm-username');

    await confirm.getByRole('button', { name: 'Choose another' }).click();
    const change = page.getByRole('dialog', { name: 'Choose a different username' });
    const newName = `jane_${suffix}`;
    await change.getByLabel('Username').fill(newName);
    await expect(change.getByText(/available/i)).toBeVisible();
    await change.getByRole('button', { name: 'Update username' }).click();
    await expect(page.getByRole('dialog', { name: 'Username confirmed' })).toBeVisible();
    await page.getByRole('button', { name: /continue/i }).click();

    await expect(page).toHaveURL(/\/businesses$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await captureScreens(page, '06-businesses-empty');

    // Log out and back in: the session survives on the server side only while it is open.
    await logout(page);
    await captureScreens(page, '07-login');
    await login(page, email);
    await expect(page).toHaveURL(/\/businesses$/);
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await expect(page.getByRole('menu')).toContainText(newName);
    await page.keyboard.press('Escape');
  });

  test('a wrong password is refused with the SPEC text, and a signed-out visitor is sent to login and back', async ({
    page,
  }) => {
    const email = uniqueEmail('sam');
    await registerAndVerify(page, `sam_${Date.now().toString(36)}`, email);
    await expect(page).toHaveURL(/\/businesses$/);
    await logout(page);

    await login(page, email, 'not-the-password');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
    ).toBeVisible();

    // auth_redirect: the page asked for before login is where the user lands after it
    // (once the logout itself is over: during it, the page being left is not remembered).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const started = Number(localStorage.getItem('logout_in_progress'));
          return !started || Date.now() - started > 1_000;
        }),
      )
      .toBe(true);
    await page.goto('/subscriptions');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/subscriptions$/);
  });

  test('the theme switch changes and remembers the theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const email = uniqueEmail('theo');
    await registerAndVerify(page, `theo_${Date.now().toString(36)}`, email);
    await expect(page).toHaveURL(/\/businesses$/);

    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(html).toHaveClass(/dark/);

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    await expect(html).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/dark/);
  });
});
