import { expect, test, type Page } from '@playwright/test';

/**
 * ADR 060: the landing is read before anything on it needs the app. A visitor who is not signed
 * in gets the page, the splash's end and the theme (the device's, the stored one, the toggle)
 * without the app's modules; the app starts once they do something, and takes over the page.
 */
const appEntryRequested = (requests: string[]) => requests.some((p) => /\/assets\/main-/.test(p));

function recordRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test('the landing works before the app, which starts at the first touch', async ({ page }) => {
  const requests = recordRequests(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await page.locator('#splash').waitFor({ state: 'detached', timeout: 10_000 });
  const html = page.locator('html');
  const toggle = page.locator('header').getByRole('button', { name: 'Switch to light theme' });
  // The device's theme, and the toggle named after it.
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(toggle).toBeVisible();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/\bdark\b/);
  // The FAQ opens without the app.
  await page.locator('#faq').getByText('Do I need to install anything?').click();
  await expect(page.getByText(/opens in the browser of any smartphone/)).toBeVisible();
  // That click was the first touch.
  await expect.poll(() => appEntryRequested(requests)).toBe(true);
});

test('nothing of the app loads until the visitor does something', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/');
  await page.locator('#splash').waitFor({ state: 'detached', timeout: 10_000 });
  await page.waitForTimeout(1_000);
  expect(appEntryRequested(requests)).toBe(false);

  // The first tap is on the theme toggle: it works at once, and the app starts.
  await page.locator('header').getByRole('button', { name: 'Switch to dark theme' }).click();
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  // The app takes the theme over (lib/theme.ts marks <html data-theme>) with the stored choice.
  await expect(html).toHaveAttribute('data-theme', 'dark', { timeout: 15_000 });
  expect(appEntryRequested(requests)).toBe(true);
  await page.locator('header').getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');

  // A move inside the app, not a page load.
  const before = requests.length;
  await page.locator('header').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(requests.slice(before)).not.toContain('/login');
});

test('a reader who scrolls stays where they are as the app starts under them', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/');
  await page.locator('#splash').waitFor({ state: 'detached', timeout: 10_000 });
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  expect(appEntryRequested(requests)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '', { timeout: 15_000 });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(1500);
});

test('a signed-in visitor gets the app at once', async ({ page }) => {
  const requests = recordRequests(page);
  await page.addInitScript(() => localStorage.setItem('token', 'not-a-real-session'));
  await page.goto('/');
  await expect.poll(() => appEntryRequested(requests), { timeout: 15_000 }).toBe(true);
});

test('the sign-in form sent and a button tapped before the app runs wait for it, the password never in a URL', async ({
  page,
}) => {
  // The app's entry held back: the seconds after the first paint on a slow phone.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-/, async (route) => {
    await held;
    await route.continue();
  });
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/login')) logins.push(request.method());
  });
  await page.goto('/login');
  // A button pressed before the app (from the keyboard: the splash may still cover the page from
  // the pointer): it waits too, and counts once the app runs.
  await page.getByRole('button', { name: 'Show password' }).focus();
  await page.keyboard.press('Enter');
  await page.locator('input[name=email]').fill('nobody@example.com');
  await page.locator('input[name=password]').fill('Not-the-password-1');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe('');
  expect(logins).toEqual([]);
  // The button that sent the form says it is busy; the password's helper does not.
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: 'Show password' })).not.toHaveAttribute(
    'aria-busy',
  );

  await expect(page.locator('input[name=password]')).toHaveAttribute('type', 'password');

  release();
  await expect(page.locator('input[name=password]')).toHaveAttribute('type', 'text');
  await expect(page.getByRole('alert').first()).toHaveText('Invalid email or password');
  expect(logins).toEqual(['POST']);
  await expect(signIn).not.toHaveAttribute('data-held');
  await expect(signIn).not.toHaveAttribute('aria-busy');
  expect(new URL(page.url()).search).toBe('');
});

test('the sign-in page has its Google button from the first paint and starts the app as the visitor fills it in', async ({
  page,
}) => {
  const requests = recordRequests(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  // The server offers Google sign-in here (global-setup): its button is in the first paint.
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await page.locator('#splash').waitFor({ state: 'detached', timeout: 10_000 });
  await page.waitForTimeout(1_000);
  expect(appEntryRequested(requests)).toBe(false);

  // The first tap starts the app; the visitor types on while it loads, into the page as it is.
  await page.locator('input[name=email]').click();
  await expect.poll(() => appEntryRequested(requests)).toBe(true);
  await page.keyboard.type('nobody@example.com');
  await page.locator('input[name=password]').click();
  await page.keyboard.type('Not-the');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '', { timeout: 15_000 });
  await page.waitForTimeout(300);
  // The app took the page over where the visitor was: the field, what was typed.
  await page.keyboard.type('-password-1');
  await expect(page.locator('input[name=email]')).toHaveValue('nobody@example.com');
  await expect(page.locator('input[name=password]')).toHaveValue('Not-the-password-1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').first()).toHaveText('Invalid email or password');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});

test('the receipt check paints from its HTML, then checks the code in its address without a touch', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      problems.push(message.text());
    }
  });
  // A well-formed code no shop issued: the answer needs the app and the API.
  const code = 'A'.repeat(38);
  const document = await (await page.request.get(`/verify-receipt?code=${code}`)).text();
  expect(document).toContain('data-prerendered="/verify-receipt"');
  expect(document).toContain('Verify a receipt');
  await page.goto(`/verify-receipt?code=${code}`);
  await expect(page.getByText("We couldn't verify this receipt")).toBeVisible({ timeout: 15_000 });
  // The code form holds the address's code: React adopted the markup, then read the address.
  await expect(page.getByRole('textbox').first()).toHaveValue(code);
  // No hydration mismatch (React reports one as an error and renders the page again).
  expect(problems).toEqual([]);
});
