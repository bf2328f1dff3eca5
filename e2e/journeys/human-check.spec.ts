import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { login, logout, PASSWORD, registerAndVerify, uniqueEmail } from '../fixtures/accounts.ts';
import { freePort, startServer } from '../fixtures/server.ts';

/**
 * CAPTCHA=altcha on its own server (the shared one runs without a check): the forms solve the
 * server's puzzle themselves, so a person signs up and in exactly as without it, and every
 * protected request carries a solution the server accepted once.
 */
test('sign-up and sign-in pass the self-hosted human check without a widget', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const smtp = process.env.E2E_SMTP_URL;
  if (!smtp) throw new Error('global-setup sets E2E_SMTP_URL');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shopbook-e2e-altcha-'));
  const server = await startServer({
    port: await freePort(),
    dataDir,
    env: { SMTP_URL: smtp, CAPTCHA: 'altcha' },
  });
  const context = await browser.newContext({ baseURL: server.url, reducedMotion: 'reduce' });
  const page = await context.newPage();
  let puzzles = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/altcha-challenge') puzzles += 1;
  });
  try {
    const email = uniqueEmail('altcha');
    await registerAndVerify(page, `altcha_${Date.now().toString(36)}`, email);
    await expect(page).toHaveURL(/\/businesses$/);
    await logout(page);
    await login(page, email);
    // The puzzle is solved in the page: allow for a loaded CI machine.
    await expect(page).toHaveURL(/\/businesses$/, { timeout: 30_000 });
    expect(puzzles).toBe(2);
    // The check is really on: the same sign-in without a solved puzzle is refused.
    const bare = await page.request.post('/api/auth/login', {
      data: { email, password: PASSWORD },
    });
    expect(bare.status()).toBe(400);
    expect((await bare.json()).errorCode).toBe('CAPTCHA_FAILED');
  } finally {
    // Stopped even when the test ended by timeout (closing the context then throws).
    await context.close().catch(() => undefined);
    await server.stop();
  }
});
