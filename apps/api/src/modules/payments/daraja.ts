import type { Config } from '#src/config/env.ts';
import { AppError } from '#src/platform/errors.ts';
import { PAYMENT_MESSAGES } from '@app/contracts';

/**
 * Safaricom's Daraja API over its published REST shapes (ADR 077): OAuth token, STK push, STK
 * push query, C2B URL registration. MPESA_API_URL is the base (the sandbox by default, the local
 * fake in tests). Every call gives up after MPESA_HTTP_TIMEOUT_MS: Daraja down or slow is a 503
 * the till can show, never a hang.
 */
export interface DarajaCredentials {
  type: 'till' | 'paybill';
  shortcode: string;
  passkey: string;
  consumerKey: string;
  consumerSecret: string;
}

const unavailable = () =>
  new AppError('PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.providerDown, 503);

/** YYYYMMDDHHmmss in Nairobi time (UTC+3 all year). */
export function darajaTimestamp(date: Date): string {
  const d = new Date(date.getTime() + 3 * 60 * 60 * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}` +
    `${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`
  );
}

export const stkPassword = (shortcode: string, passkey: string, timestamp: string) =>
  Buffer.from(`${shortcode}${passkey}${timestamp}`, 'utf8').toString('base64');

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

async function call(
  config: Config,
  path: string,
  init: { method: 'GET' | 'POST'; authorization: string; body?: unknown },
): Promise<Answer> {
  let res: Response;
  try {
    res = await fetch(new URL(path, config.MPESA_API_URL), {
      method: init.method,
      headers: {
        authorization: init.authorization,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(config.MPESA_HTTP_TIMEOUT_MS),
    });
  } catch {
    throw unavailable();
  }
  const text = await res.text().catch(() => '');
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    body = null;
  }
  return { status: res.status, body };
}

const why = (answer: Answer) =>
  String(answer.body?.errorMessage ?? answer.body?.ResponseDescription ?? `HTTP ${answer.status}`);

async function accessToken(config: Config, creds: DarajaCredentials): Promise<string> {
  const basic = Buffer.from(`${creds.consumerKey}:${creds.consumerSecret}`).toString('base64');
  const answer = await call(config, '/oauth/v1/generate?grant_type=client_credentials', {
    method: 'GET',
    authorization: `Basic ${basic}`,
  });
  const token = answer.body?.access_token;
  if (answer.status >= 500) throw unavailable();
  if (answer.status !== 200 || typeof token !== 'string') {
    throw new AppError(
      'PAYMENT_PROVIDER_ERROR',
      PAYMENT_MESSAGES.providerRefused(why(answer)),
      502,
    );
  }
  return token;
}

export interface StkPushRequest {
  amount: number;
  phone: string;
  callbackUrl: string;
  accountReference: string;
  description: string;
  now: Date;
}

/** Asks the customer's phone for the money; answers Daraja's CheckoutRequestID. */
export async function stkPush(
  config: Config,
  creds: DarajaCredentials,
  request: StkPushRequest,
): Promise<{ checkoutRequestId: string; merchantRequestId: string }> {
  const token = await accessToken(config, creds);
  const timestamp = darajaTimestamp(request.now);
  const answer = await call(config, '/mpesa/stkpush/v1/processrequest', {
    method: 'POST',
    authorization: `Bearer ${token}`,
    body: {
      BusinessShortCode: creds.shortcode,
      Password: stkPassword(creds.shortcode, creds.passkey, timestamp),
      Timestamp: timestamp,
      TransactionType: creds.type === 'till' ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline',
      Amount: request.amount,
      PartyA: request.phone,
      PartyB: creds.shortcode,
      PhoneNumber: request.phone,
      CallBackURL: request.callbackUrl,
      AccountReference: request.accountReference.slice(0, 12),
      TransactionDesc: request.description.slice(0, 13),
    },
  });
  const checkout = answer.body?.CheckoutRequestID;
  if (answer.status >= 500) throw unavailable();
  if (answer.status !== 200 || answer.body?.ResponseCode !== '0' || typeof checkout !== 'string') {
    throw new AppError(
      'PAYMENT_PROVIDER_ERROR',
      PAYMENT_MESSAGES.providerRefused(why(answer)),
      502,
    );
  }
  return { checkoutRequestId: checkout, merchantRequestId: String(answer.body?.MerchantRequestID) };
}

/**
 * What Daraja says of an STK push: its ResultCode ("0" is paid), or null while it is still
 * being processed (or Daraja cannot say now).
 */
export async function stkQuery(
  config: Config,
  creds: DarajaCredentials,
  checkoutRequestId: string,
  now: Date,
): Promise<{ resultCode: string; resultDesc: string } | null> {
  const token = await accessToken(config, creds);
  const timestamp = darajaTimestamp(now);
  const answer = await call(config, '/mpesa/stkpushquery/v1/query', {
    method: 'POST',
    authorization: `Bearer ${token}`,
    body: {
      BusinessShortCode: creds.shortcode,
      Password: stkPassword(creds.shortcode, creds.passkey, timestamp),
      Timestamp: timestamp,
      CheckoutRequestID: checkoutRequestId,
    },
  });
  const code = answer.body?.ResultCode;
  if (answer.status !== 200 || (typeof code !== 'string' && typeof code !== 'number')) return null;
  return { resultCode: String(code), resultDesc: String(answer.body?.ResultDesc ?? '') };
}

/** Registers where Daraja posts payments made straight to the shortcode (C2B). */
export async function registerC2BUrls(
  config: Config,
  creds: DarajaCredentials,
  urls: { confirmationUrl: string; validationUrl: string },
): Promise<void> {
  const token = await accessToken(config, creds);
  const answer = await call(config, '/mpesa/c2b/v1/registerurl', {
    method: 'POST',
    authorization: `Bearer ${token}`,
    body: {
      ShortCode: creds.shortcode,
      ResponseType: 'Completed',
      ConfirmationURL: urls.confirmationUrl,
      ValidationURL: urls.validationUrl,
    },
  });
  if (answer.status >= 500) throw unavailable();
  if (answer.status !== 200 || answer.body?.ResponseCode !== '0') {
    throw new AppError(
      'PAYMENT_PROVIDER_ERROR',
      PAYMENT_MESSAGES.providerRefused(why(answer)),
      502,
    );
  }
}

/** The STK ResultCodes that are not "paid": what the till shows. */
export function statusOfResult(code: string): 'paid' | 'cancelled' | 'timed_out' | 'failed' {
  if (code === '0') return 'paid';
  if (code === '1032') return 'cancelled';
  if (code === '1037' || code === '1019') return 'timed_out';
  return 'failed';
}
