import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDarajaServer } from '../apps/api/test/daraja-server.ts';
import { startPaystackServer } from '../apps/api/test/paystack-server.ts';
import { startOidcProvider } from '../apps/api/test/oidc-provider.ts';
import { GOOGLE_ACCOUNT } from './fixtures/google.ts';
import { startMailSink } from './fixtures/mail-sink.ts';
import { startServer } from './fixtures/server.ts';
import {
  DARAJA_PORT,
  E2E_PORT,
  MAIL_API_PORT,
  OIDC_PORT,
  PAYSTACK_PORT,
} from './playwright.config.ts';

/**
 * Starts the mail sink, a real OpenID Connect provider standing in for Google (its own sign-in
 * page, which the browser clicks through), the fake M-Pesa Daraja API, the fake Paystack charge
 * API and the real server on a fresh data directory; returns the teardown.
 */
export default async function globalSetup() {
  const sink = await startMailSink(MAIL_API_PORT);
  // Journeys that run a server of their own send their mail to the same sink.
  process.env.E2E_SMTP_URL = sink.smtpUrl;
  const google = await startOidcProvider({
    port: OIDC_PORT,
    accounts: [GOOGLE_ACCOUNT],
    redirectUris: [`http://127.0.0.1:${E2E_PORT}/auth/callback`],
  });
  // Safaricom's Daraja, played by the fake (ADR 077): journeys steer it on its control routes.
  const daraja = await startDarajaServer({ port: DARAJA_PORT });
  // Paystack's mobile money, played by its fake: it signs its webhooks with the shop's key.
  const paystack = await startPaystackServer({ port: PAYSTACK_PORT });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shopbook-e2e-'));
  const server = await startServer({
    port: E2E_PORT,
    dataDir,
    env: {
      SMTP_URL: sink.smtpUrl,
      SUPER_ADMIN_EMAILS: 'owner-admin@example.com',
      // As behind a reverse proxy: each journey's sign-up carries an address of its own
      // (fixtures/accounts.ts), so the suite stays inside the per-address register limit.
      TRUST_PROXY: 'true',
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      MPESA_API_URL: daraja.url,
      PAYSTACK_API_BASE: paystack.url,
    },
  });

  return async () => {
    await server.stop();
    await sink.close();
    await google.close();
    await daraja.close();
    await paystack.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
