import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FREE_TRIAL_DAYS_DEFAULT, GRACE_PERIOD_DAYS_DEFAULT } from '@app/contracts';

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
  JWT_SECRET: optionalString,
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
  CAPTCHA_SECRET: optionalString,
  CAPTCHA_SITE_KEY: optionalString,
  CAPTCHA_VERIFY_URL: z.string().default('https://www.google.com/recaptcha/api/siteverify'),
  AI_BASE_URL: optionalString,
  AI_MODEL: optionalString,
  AI_API_KEY: optionalString,
  WEB_DIST: optionalString,
  /** Shared rate-limit counters in Redis instead of the database (ADR 020). */
  REDIS_URL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The job queue (platform/jobs.ts): idle poll, claim lease, jobs run at once per process. */
  JOBS_POLL_MS: z.coerce.number().int().min(10).default(1000),
  JOBS_LEASE_MS: z.coerce.number().int().min(100).default(30_000),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = Omit<z.infer<typeof EnvSchema>, 'JWT_SECRET' | 'DATA_DIR' | 'BETA_ENDS_AT'> & {
  DATA_DIR: string;
  JWT_SECRET: string;
  BETA_ENDS_AT: Date | undefined;
};

/** Keeps a generated secret in DATA_DIR so sessions survive a restart without configuration. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function parseConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.JWT_SECRET && env.JWT_SECRET.length < 32) {
    throw new Error('Invalid configuration: JWT_SECRET must be at least 32 characters');
  }
  return {
    ...env,
    DATA_DIR: dataDir,
    JWT_SECRET: env.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    BETA_ENDS_AT: env.BETA_ENDS_AT ? new Date(env.BETA_ENDS_AT) : undefined,
  };
}
