import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startOidcProvider } from '../apps/api/test/oidc-provider.ts';
import { GOOGLE_ACCOUNT } from './fixtures/google.ts';
import { startMailSink } from './fixtures/mail-sink.ts';
import { E2E_PORT, MAIL_API_PORT, OIDC_PORT } from './playwright.config.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server not healthy at ${url}`);
}

/**
 * Starts the mail sink, a real OpenID Connect provider standing in for Google (its own sign-in
 * page, which the browser clicks through) and the real server on a fresh data directory; returns
 * the teardown.
 */
export default async function globalSetup() {
  const sink = await startMailSink(MAIL_API_PORT);
  const google = await startOidcProvider({
    port: OIDC_PORT,
    accounts: [GOOGLE_ACCOUNT],
    redirectUris: [`http://127.0.0.1:${E2E_PORT}/auth/callback`],
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shopbook-e2e-'));
  // The compiled server, as production runs it (`npm run build` made it).
  const server = spawn(process.execPath, ['dist/server.js'], {
    cwd: path.join(ROOT, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: sink.smtpUrl,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      SUPER_ADMIN_EMAILS: 'owner-admin@example.com',
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${E2E_PORT}/api/health`, server);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await sink.close();
    await google.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
