import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const MAIL_API_PORT = Number(process.env.E2E_MAIL_API_PORT ?? E2E_PORT + 1);
/** The local OpenID Connect provider that plays Google. */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 2);
/** The fake Safaricom Daraja API (apps/api/test/daraja-server.ts) and its `/__fake/` controls. */
export const DARAJA_PORT = Number(process.env.E2E_DARAJA_PORT ?? E2E_PORT + 3);
/** The fake Paystack charge API (apps/api/test/paystack-server.ts) and its `/__fake/` controls. */
export const PAYSTACK_PORT = Number(process.env.E2E_PAYSTACK_PORT ?? E2E_PORT + 4);

/**
 * Journeys run against the real built app: global-setup.ts starts an SMTP sink and the server
 * (fresh DATA_DIR, PGlite) exactly as `npm start` would, and Debian's Chromium drives it.
 */
export default defineConfig({
  testDir: './journeys',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Recorded on a retry only: a trace snapshots the page's DOM before and after every action, on
    // its main thread, which on two cores made every journey slower (and timed ones fail).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Charts skip their entrance (lib/chart-motion.ts), so screenshots show them drawn.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
});
