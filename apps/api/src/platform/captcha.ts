import { AUTH_MESSAGES } from '@app/contracts';
import { verifyAltchaSolution } from './altcha.ts';
import type { AppDeps } from './deps.ts';
import { AppError } from './errors.ts';

const VERIFY_TIMEOUT_MS = 5_000;

const captchaFailed = () => new AppError('CAPTCHA_FAILED', AUTH_MESSAGES.captchaFailed, 400);

/** Which human check this server asks for: ALTCHA, a siteverify provider, or none. */
export function captchaKind(config: AppDeps['config']): 'altcha' | 'recaptcha' | null {
  if (config.CAPTCHA === 'altcha') return 'altcha';
  return config.CAPTCHA_SECRET ? 'recaptcha' : null;
}

/**
 * The check a server asks for when a request needs one (ADR 065: a sign-in to an account others
 * are guessing, an address that orders often): the configured one, else ALTCHA, which needs no
 * setup (its key comes from JWT_SECRET), so the step-up works on every server.
 */
export function stepUpKind(config: AppDeps['config']): 'altcha' | 'recaptcha' {
  return captchaKind(config) ?? 'altcha';
}

/**
 * The step-up check: without a token, 428 CAPTCHA_REQUIRED with `message` (the forms then solve
 * the check and send again); a token is checked like verifyCaptcha's, good once.
 */
export async function requireHumanCheck(
  deps: Pick<AppDeps, 'config' | 'log' | 'db'>,
  token: string | undefined,
  ip: string | undefined,
  message: string,
): Promise<void> {
  if (!token)
    throw new AppError('CAPTCHA_REQUIRED', message, 428, { captcha: stepUpKind(deps.config) });
  if (stepUpKind(deps.config) === 'altcha') {
    if (!(await verifyAltchaSolution(deps.db, deps.config.JWT_SECRET, token))) {
      throw captchaFailed();
    }
    return;
  }
  await verifySiteverifyToken(deps, token, ip);
}

/**
 * The human check. CAPTCHA=altcha: a solved challenge from GET /auth/altcha-challenge, good
 * once (ADR 031). Otherwise the reCAPTCHA / hCaptcha / Turnstile siteverify protocol when
 * CAPTCHA_SECRET is set (for API clients with their own widget), or off. Fails closed: a
 * missing token, a refusal or an unreachable provider is a 400.
 */
export async function verifyCaptcha(
  deps: Pick<AppDeps, 'config' | 'log' | 'db'>,
  token: string | undefined,
  ip: string | undefined,
): Promise<void> {
  const kind = captchaKind(deps.config);
  if (!kind) return;
  if (!token) throw captchaFailed();
  if (kind === 'altcha') {
    if (!(await verifyAltchaSolution(deps.db, deps.config.JWT_SECRET, token))) {
      throw captchaFailed();
    }
    return;
  }
  await verifySiteverifyToken(deps, token, ip);
}

async function verifySiteverifyToken(
  deps: Pick<AppDeps, 'config' | 'log'>,
  token: string,
  ip: string | undefined,
): Promise<void> {
  const secret = deps.config.CAPTCHA_SECRET ?? '';
  const form = new URLSearchParams({ secret, response: token });
  if (ip) form.set('remoteip', ip);
  let success = false;
  try {
    const res = await fetch(deps.config.CAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    const body = (await res.json()) as { success?: unknown; 'error-codes'?: unknown };
    success = res.ok && body.success === true;
    if (!success) deps.log.info({ errors: body['error-codes'] }, 'captcha refused');
  } catch (err) {
    deps.log.warn({ err }, 'captcha provider unreachable');
  }
  if (!success) throw captchaFailed();
}
