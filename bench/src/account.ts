import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '@app/api/src/app.ts';

/** The bench's owner and business, kept beside the generated data so a rerun reuses both. */
export interface BenchAccount {
  email: string;
  password: string;
  businessId: string;
}

export interface SignedIn extends BenchAccount {
  token: string;
}

export const BENCH_TIMEZONE = 'Africa/Lagos';
export const BENCH_TAX_RATE = 7.5;

async function call(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  token?: string,
) {
  const res = await app.inject({
    method,
    url,
    headers: {
      'x-forwarded-for': '10.255.255.1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

function expectStatus(step: string, got: { status: number; body: unknown }, want: number) {
  if (got.status !== want) {
    throw new Error(`${step}: expected ${want}, got ${got.status} ${JSON.stringify(got.body)}`);
  }
}

/** The emails the server logged (no SMTP in the bench): a send_email job's row is gone once sent. */
export type MailLog = () => string[];

async function verificationCode(mailLog: MailLog, email: string): Promise<string> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const line = mailLog().findLast((l) => l.includes(email));
    const code = line && /\b(\d{6})\b/.exec(line)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('register: no verification email was sent within 15 s');
}

/** Signs up through the API, takes the code from the email the server sent, verifies, opens a shop. */
async function createAccount(app: App, mailLog: MailLog): Promise<SignedIn> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const email = `${name}@bench.example.com`;
  const password = randomBytes(12).toString('base64url');
  const registered = await call(app, 'POST', '/api/auth/register', {
    username: name,
    email,
    password,
  });
  expectStatus('register', registered, 201);
  const user = registered.body.user as { id: string };
  const code = await verificationCode(mailLog, email);
  const verified = await call(
    app,
    'POST',
    '/api/auth/verify-email',
    { user_id: user.id, verification_code: code },
    registered.body.access_token as string,
  );
  expectStatus('verify email', verified, 200);
  const token = verified.body.access_token as string;
  const created = await call(
    app,
    'POST',
    '/api/businesses',
    {
      name: 'Bench Superstore',
      description: 'A busy shop: 5,000 products, two years of sales',
      country: 'NG',
      currency: 'NGN',
      settings: { timezone: BENCH_TIMEZONE, taxRate: BENCH_TAX_RATE, lowStockThreshold: 5 },
    },
    token,
  );
  expectStatus('create business', created, 201);
  return { email, password, businessId: (created.body.business as { id: string }).id, token };
}

/** The account of an earlier run on this database, signed in again; null when there is none. */
async function signIn(app: App, account: BenchAccount): Promise<SignedIn | null> {
  const login = await call(app, 'POST', '/api/auth/login', {
    email: account.email,
    password: account.password,
  });
  if (login.status !== 200) return null;
  const token = login.body.access_token as string;
  const business = await call(
    app,
    'GET',
    `/api/businesses/${account.businessId}`,
    undefined,
    token,
  );
  return business.status === 200 ? { ...account, token } : null;
}

export async function ensureAccount(
  app: App,
  mailLog: MailLog,
  stateFile: string,
): Promise<SignedIn> {
  if (existsSync(stateFile)) {
    const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as BenchAccount;
    const signedIn = await signIn(app, saved);
    if (signedIn) return signedIn;
  }
  const account = await createAccount(app, mailLog);
  mkdirSync(path.dirname(stateFile), { recursive: true });
  const { token: _token, ...saved } = account;
  writeFileSync(stateFile, JSON.stringify(saved, null, 2));
  return account;
}
