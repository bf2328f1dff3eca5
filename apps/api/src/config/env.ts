import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  currencyDigits,
  FREE_TRIAL_DAYS_DEFAULT,
  GRACE_PERIOD_DAYS_DEFAULT,
  type Plan,
  type PlanPrice,
} from '@app/contracts';
import { nextCronRun } from '#src/platform/jobs.ts';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  /**
   * Straight to PostgreSQL when DATABASE_URL goes through PgBouncer in transaction mode: the event
   * bus's LISTEN, the migrations' lock and pg_dump keep a session (ADR 080). Default DATABASE_URL.
   */
  DATABASE_LISTEN_URL: optionalString,
  /** `false` behind PgBouncer in transaction mode (1.18 has no named statements, ADR 080). */
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Streaming replicas, comma-separated, for reports, lists, the shop and the assistant. */
  DATABASE_READ_URLS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    ),
  /** A replica further behind the primary than this is skipped. */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(0).default(2_000),
  JWT_SECRET: optionalString,
  /**
   * Web Push (VAPID) key pair, URL-safe base64 as `web-push generate-vapid-keys` prints them.
   * Unset: generated at first start and kept in DATA_DIR/vapid-keys.json, like the JWT secret.
   * Several instances must share one pair (a browser's subscription is bound to the public key).
   */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who push services contact about our pushes: a mailto: or https: URL (default from MAIL_FROM). */
  VAPID_SUBJECT: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('ShopBook <no-reply@shopbook.local>'),
  PUBLIC_URL: optionalString,
  SUPER_ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  FREE_TRIAL_DAYS: z.coerce.number().int().min(0).default(FREE_TRIAL_DAYS_DEFAULT),
  GRACE_PERIOD_DAYS: z.coerce.number().int().min(0).default(GRACE_PERIOD_DAYS_DEFAULT),
  BETA_ENDS_AT: optionalString.pipe(z.iso.datetime({ offset: true }).or(z.iso.date()).optional()),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  /** `altcha`: a self-hosted proof-of-work check on sign-in, sign-up, reset and shop orders (ADR 031). */
  CAPTCHA: optionalString.pipe(z.enum(['altcha']).optional()),
  CAPTCHA_SECRET: optionalString,
  CAPTCHA_SITE_KEY: optionalString,
  CAPTCHA_VERIFY_URL: z.string().default('https://www.google.com/recaptcha/api/siteverify'),
  AI_BASE_URL: optionalString,
  AI_MODEL: optionalString,
  AI_API_KEY: optionalString,
  WEB_DIST: optionalString,
  /** Plan prices, `CUR:amount` pairs in major units: `USD:9.99,KES:1000,NGN:8000`. */
  PLAN_MONTHLY_PRICES: z.string().default('USD:9.99,EUR:9.99,GBP:8.99,KES:1000,NGN:8000'),
  PLAN_YEARLY_PRICES: z.string().default('USD:99,EUR:99,GBP:89,KES:10000,NGN:80000'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another Stripe API origin (tests point it at a local server). */
  STRIPE_API_BASE: optionalString,
  PAYSTACK_SECRET_KEY: optionalString,
  PAYSTACK_API_BASE: z.string().default('https://api.paystack.co'),
  /** Daraja's base URL (ADR 077): the sandbox until going live (docs/operations.md). */
  MPESA_API_URL: z.string().url().default('https://sandbox.safaricom.co.ke'),
  /** Each call to Daraja gives up after this long; token + push stay inside 30 s. */
  MPESA_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(14_000).default(12_000),
  /** An STK push nobody answered is asked about, then timed out, after this long. */
  MPESA_STK_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  /**
   * Encrypts the businesses' payment secrets at rest (AES-256-GCM): 32 bytes, base64 or hex.
   * Unset: generated at first start and kept in DATA_DIR/payment-secrets-key. Several instances
   * must share one key.
   */
  PAYMENT_SECRETS_KEY: optionalString,
  /** Shared rate-limit counters in Redis instead of the database (ADR 020). */
  REDIS_URL: optionalString,
  /** Uploaded files in an S3-compatible bucket instead of DATA_DIR/uploads (ADR 021). */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Path-style URLs (endpoint/bucket/key): what MinIO and most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The job queue (platform/jobs.ts): idle poll, claim lease, jobs run at once per process. */
  JOBS_POLL_MS: z.coerce.number().int().min(10).default(1000),
  JOBS_LEASE_MS: z.coerce.number().int().min(100).default(30_000),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** How often each instance writes its heartbeat for the admin health (ADR 066). */
  INSTANCE_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Scheduled backups of the database (ADR 079), a cron expression in UTC (`0 3 * * *`: every
   * day at 03:00), written to the file store's `backups/` (disk or S3); unset: none.
   */
  BACKUP_SCHEDULE: optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        nextCronRun(v, new Date());
        return true;
      } catch {
        return false;
      }
    },
    { message: 'not a cron expression (5 fields: minute hour day month weekday, in UTC)' },
  ),
  /** How many scheduled backups are kept: the newest N. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
});

export type Config = Omit<
  z.infer<typeof EnvSchema>,
  'JWT_SECRET' | 'DATA_DIR' | 'BETA_ENDS_AT' | 'PAYMENT_SECRETS_KEY'
> & {
  DATA_DIR: string;
  JWT_SECRET: string;
  /** 32 bytes: the payment secrets' key. */
  PAYMENT_SECRETS_KEY: Buffer;
  BETA_ENDS_AT: Date | undefined;
  /** The paid plans with their prices, from PLAN_MONTHLY_PRICES and PLAN_YEARLY_PRICES. */
  PLANS: Plan[];
};

/** `USD:9.99,KES:1000` into minor-unit prices; a malformed pair is a configuration error. */
export function parsePrices(name: string, value: string): PlanPrice[] {
  const prices: PlanPrice[] = [];
  for (const pair of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z]{3}):(\d+(?:\.\d{1,2})?)$/.exec(pair);
    if (!match) throw new Error(`Invalid configuration: ${name}: '${pair}' is not CUR:amount`);
    const currency = match[1]!.toUpperCase();
    const [whole, fraction = ''] = match[2]!.split('.');
    const digits = currencyDigits(currency);
    if (fraction.length > digits) {
      throw new Error(`Invalid configuration: ${name}: ${currency} has ${digits} decimals`);
    }
    const amount = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0);
    if (amount <= 0) throw new Error(`Invalid configuration: ${name}: ${currency} price is 0`);
    if (prices.some((p) => p.currency === currency)) {
      throw new Error(`Invalid configuration: ${name}: ${currency} twice`);
    }
    prices.push({ currency, amount });
  }
  if (prices.length === 0) throw new Error(`Invalid configuration: ${name} lists no price`);
  return prices;
}

/**
 * Keeps a generated secret in DATA_DIR so it survives a restart without configuration: the JWT
 * secret (sessions stay valid) and the VAPID keys (browsers' push subscriptions stay valid).
 */
export function loadOrCreateSecret(dataDir: string, name: string, create: () => string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = create();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** 32 bytes as 64 hex digits or base64. */
function paymentSecretsKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
  if (key.length !== 32) {
    throw new Error('Invalid configuration: PAYMENT_SECRETS_KEY must be 32 bytes (base64 or hex)');
  }
  return key;
}

export function parseConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
  }
  if (env.VAPID_SUBJECT && !/^(mailto:|https:\/\/)/.test(env.VAPID_SUBJECT)) {
    throw new Error('Invalid configuration: VAPID_SUBJECT must be a mailto: or https: URL');
  }
  if (!env.DATABASE_URL && (env.DATABASE_LISTEN_URL || env.DATABASE_READ_URLS.length > 0)) {
    throw new Error(
      'Invalid configuration: DATABASE_LISTEN_URL and DATABASE_READ_URLS need DATABASE_URL (PostgreSQL)',
    );
  }
  if (env.JWT_SECRET && env.JWT_SECRET.length < 32) {
    throw new Error('Invalid configuration: JWT_SECRET must be at least 32 characters');
  }
  return {
    ...env,
    DATA_DIR: dataDir,
    JWT_SECRET:
      env.JWT_SECRET ??
      loadOrCreateSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')),
    PAYMENT_SECRETS_KEY: paymentSecretsKey(
      env.PAYMENT_SECRETS_KEY ??
        loadOrCreateSecret(dataDir, 'payment-secrets-key', () =>
          randomBytes(32).toString('base64'),
        ),
    ),
    BETA_ENDS_AT: env.BETA_ENDS_AT ? new Date(env.BETA_ENDS_AT) : undefined,
    PLANS: [
      {
        id: 'monthly',
        name: 'Monthly',
        interval: 'month',
        prices: parsePrices('PLAN_MONTHLY_PRICES', env.PLAN_MONTHLY_PRICES),
      },
      {
        id: 'yearly',
        name: 'Yearly',
        interval: 'year',
        prices: parsePrices('PLAN_YEARLY_PRICES', env.PLAN_YEARLY_PRICES),
      },
    ],
  };
}
