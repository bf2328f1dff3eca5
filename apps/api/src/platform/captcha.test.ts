import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '#src/config/env.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { call, PASSWORD, randomIp, uniqueName } from '#src/modules/auth/test-support.ts';
import { verifyCaptcha } from './captcha.ts';

const FAILED = {
  error: 'Human verification failed. Please try again.',
  message: 'Human verification failed. Please try again.',
  errorCode: 'CAPTCHA_FAILED',
};

/** A real siteverify endpoint: accepts the token "human" for the secret "captcha-secret". */
async function startCaptchaProvider() {
  const requests: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      requests.push(form);
      const success = form.get('secret') === 'captcha-secret' && form.get('response') === 'human';
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(success ? { success } : { success, 'error-codes': ['invalid'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('human check (CAPTCHA_SECRET set)', () => {
  let t: TestContext;
  let provider: Awaited<ReturnType<typeof startCaptchaProvider>>;
  beforeAll(async () => {
    provider = await startCaptchaProvider();
    t = await createTestContext({
      CAPTCHA_SECRET: 'captcha-secret',
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_VERIFY_URL: provider.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const registerWith = (recaptchaToken?: string) => {
    const username = uniqueName();
    return call(t, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, email: `${username}@example.com`, password: PASSWORD, recaptchaToken },
    });
  };

  it('register needs a token the provider accepts', async () => {
    expect((await registerWith()).json()).toEqual(FAILED);
    expect((await registerWith('robot')).json()).toEqual(FAILED);
    const ip = randomIp();
    const username = uniqueName();
    const ok = await call(t, {
      method: 'POST',
      url: '/api/auth/register',
      ip,
      payload: {
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
        recaptchaToken: 'human',
      },
    });
    expect(ok.statusCode).toBe(201);
    const last = provider.requests.at(-1)!;
    expect(Object.fromEntries(last)).toEqual({
      secret: 'captcha-secret',
      response: 'human',
      remoteip: ip,
    });
  });

  it('login and forgot-password need it too', async () => {
    const login = (recaptchaToken?: string) =>
      call(t, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'someone@example.com', password: 'whatever', recaptchaToken },
      });
    const missing = await login();
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(FAILED);
    expect((await login('human')).statusCode).toBe(401);

    const forgot = (recaptchaToken?: string) =>
      call(t, {
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'someone@example.com', recaptchaToken },
      });
    expect((await forgot()).json()).toEqual(FAILED);
    expect((await forgot('human')).statusCode).toBe(200);
  });

  it('publishes the site key in /api/auth/config', async () => {
    const res = await call(t, { method: 'GET', url: '/api/auth/config' });
    expect(res.json().captchaSiteKey).toBe('site-key');
  });
});

describe('verifyCaptcha', () => {
  const log = { info: () => {}, warn: () => {} } as never;
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/shopbook-captcha', JWT_SECRET: 'x'.repeat(32) };

  it('is off when CAPTCHA_SECRET is unset, even without a token', async () => {
    const config = parseConfig(base);
    await expect(
      verifyCaptcha({ config, log, db: undefined as never }, undefined, '1.2.3.4'),
    ).resolves.toBeUndefined();
  });

  it('fails closed when the provider cannot be reached', async () => {
    const config = parseConfig({
      ...base,
      CAPTCHA_SECRET: 'captcha-secret',
      CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
    });
    await expect(
      verifyCaptcha({ config, log, db: undefined as never }, 'human', '1.2.3.4'),
    ).rejects.toMatchObject({
      errorCode: 'CAPTCHA_FAILED',
      statusCode: 400,
    });
  });
});
