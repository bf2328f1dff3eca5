import { AUTH_MESSAGES } from '@app/contracts';
import type { AppDeps } from './deps.ts';
import { AppError } from './errors.ts';

const VERIFY_TIMEOUT_MS = 5_000;

const captchaFailed = () => new AppError('CAPTCHA_FAILED', AUTH_MESSAGES.captchaFailed, 400);

/**
 * The human check (reCAPTCHA / hCaptcha / Turnstile siteverify protocol). Off when CAPTCHA_SECRET
 * is unset. Fails closed: a missing token, a refusal or an unreachable provider is a 400.
 */
export async function verifyCaptcha(
  deps: Pick<AppDeps, 'config' | 'log'>,
  token: string | undefined,
  ip: string | undefined,
): Promise<void> {
  const secret = deps.config.CAPTCHA_SECRET;
  if (!secret) return;
  if (!token) throw captchaFailed();
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
