import ky, { HTTPError, TimeoutError, type KyRequest, type NormalizedOptions } from 'ky';
import type { ZodType } from 'zod';
import {
  REQUEST_RETRIES,
  REQUEST_RETRY_DELAY_MS,
  REQUEST_TIMEOUT_MS,
} from '@app/contracts/constants';
import { MESSAGES, formatValidationDetails } from '@app/contracts/messages';
import { STORAGE_KEYS } from '@app/contracts/storage-keys';
import { SUBSCRIPTION_ERROR_CODES } from '@app/contracts/messages';
import { errorTranslator } from './error-translator.ts';
import type { ApiErrorBody } from './api-error-body.ts';

export type { ApiErrorBody };
import { emitAppEvent } from './events.ts';
import { noteServerAnswer } from './server-clock.ts';
import { endSession, isTokenlessSession } from './session.ts';
import { readString } from './storage.ts';

/**
 * Per-request switches, passed as ky's `context`:
 * - `idempotent: false` marks a POST that performs an action rather than creating a record
 *   (verify a code, send an email, sign in): it gets no Idempotency-Key and is never replayed.
 * - `skipAuthHandling: true` keeps a 401/403 from ending the session (best-effort calls).
 */
export interface ApiContext {
  idempotent?: boolean;
  skipAuthHandling?: boolean;
}

/** Shorthand for an action POST: `api.post('auth/verify-email', { json, ...ACTION })`. */
export const ACTION = { context: { idempotent: false } satisfies ApiContext };

/** An HTTP error answer with its status and parsed body. */
export class ApiError extends HTTPError {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(
    response: Response,
    request: KyRequest,
    options: NormalizedOptions,
    body: ApiErrorBody | null,
  ) {
    super(response, request, options);
    this.name = 'ApiError';
    this.status = response.status;
    this.body = body;
    const text = body?.error || body?.message;
    if (text) this.message = text;
  }

  get errorCode(): string | undefined {
    return this.body?.errorCode ?? this.body?.code;
  }
}

/** The request never got an answer: offline, DNS, connection reset, CORS. */
export class NetworkError extends Error {
  readonly request: Request;
  constructor(request: Request, cause: unknown) {
    super(`Network request failed: ${request.method} ${request.url}`, { cause });
    this.name = 'NetworkError';
    this.request = request;
  }
}

const SPEC_TEXTS = new Set<string>(Object.values(MESSAGES));

/**
 * The text to show for a failed call: the server's error/message (a 400 with details becomes
 * 'Validation failed: field: message, ...'), one of SPEC's texts thrown on purpose, else `fallback`;
 * in the reader's language where the error's code or text is known.
 */
export function errorMessage(err: unknown, fallback: string): string {
  const translator = errorTranslator();
  if (err instanceof ApiError) {
    const body = err.body;
    if (err.status === 400 && body?.details?.length) {
      return translator?.validation(body.details) ?? formatValidationDetails(body.details);
    }
    return (body && translator?.error(body)) || body?.error || body?.message || known(fallback);
  }
  if (err instanceof Error && SPEC_TEXTS.has(err.message)) return known(err.message);
  // A fallback may be a contract's English (SALE_MESSAGES.createFailed): shown translated.
  return known(fallback);
}

const known = (text: string) => errorTranslator()?.known(text) ?? text;

/** A field's problem from the server's `details`, in the reader's language where known. */
export function fieldErrorMessage(message: string): string {
  return errorTranslator()?.detail(message) ?? message;
}

/** Checks an answer against its contract schema; SPEC section 7: malformed -> 'Invalid response from server'. */
export function parseResponse<T>(schema: ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(MESSAGES.invalidResponse);
  return parsed.data;
}

/** True when the error says the request never got a usable answer (SPEC section 4). */
export function isNetworkFailure(err: unknown): boolean {
  return (
    err instanceof NetworkError ||
    err instanceof TimeoutError ||
    (err instanceof HTTPError && err.response.status === 408)
  );
}

function pathOf(url: string): string {
  try {
    return new URL(url, window.location.origin).pathname.replace(/\/+$/, '');
  } catch {
    return url;
  }
}

const LOGIN_PATH = /\/api\/auth\/login$/;
const SOCKET_AUTH_PATH = /\/api\/notifications\/socket\/auth$/;
/** SPEC section 8: calls that never open the subscription dialog. */
const NO_SUBSCRIPTION_DIALOG = [
  /\/api\/auth\/(login|logout|register)$/,
  /\/api\/trial-status(\/|$)/,
  /\/api\/subscriptions?\/current$/,
];

const TOKEN_MESSAGE =
  /\b(token|jwt|session)\b.*\b(expired|invalid|missing|revoked|malformed)\b|\b(invalid|expired|missing|revoked|malformed)\b.*\b(token|jwt|session)\b|authentication required|not authenticated/i;
const TOKEN_ERROR_CODES = new Set(['TOKEN_INVALID', 'UNAUTHORIZED']);
const SUBSCRIPTION_MESSAGE =
  /subscription|trial|expired|upgrade|premium|paywall|requires subscription|free trial has expired|beta access has expired/i;

function bodyText(body: ApiErrorBody | null): string {
  return [body?.error, body?.message].filter((t): t is string => typeof t === 'string').join(' ');
}

export function isTokenError(body: ApiErrorBody | null): boolean {
  const code = body?.errorCode ?? body?.code;
  return (code !== undefined && TOKEN_ERROR_CODES.has(code)) || TOKEN_MESSAGE.test(bodyText(body));
}

/** SPEC section 8: a 403 answered for a missing subscription (by code, else by wording). */
export function isSubscriptionError(status: number, body: ApiErrorBody | null): boolean {
  if (status !== 403 || !body || body.verification_required || isTokenError(body)) return false;
  const code = body.errorCode ?? body.code;
  if (code && (SUBSCRIPTION_ERROR_CODES as readonly string[]).includes(code)) return true;
  return SUBSCRIPTION_MESSAGE.test(bodyText(body));
}

async function readBody(response: Response): Promise<ApiErrorBody | null> {
  try {
    const data: unknown = await response.clone().json();
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/** Reacts to a final error answer: session ending, verification, subscription (SPEC 4 and 8). */
function handleErrorAnswer(
  status: number,
  body: ApiErrorBody | null,
  path: string,
  context: ApiContext,
): void {
  const exemptCall = LOGIN_PATH.test(path) || SOCKET_AUTH_PATH.test(path);
  const code = body?.errorCode ?? body?.code;
  // A wrong password on a signed-in call (change password) is not a dead session, and a reused
  // Idempotency-Key (422 IDEMPOTENCY_CONFLICT) is a client bug, not an authentication failure.
  const notAboutSession = code === 'INVALID_CREDENTIALS' || code === 'IDEMPOTENCY_CONFLICT';
  if (!context.skipAuthHandling && !exemptCall && !notAboutSession) {
    if (status === 401 || status === 422) {
      endSession('unauthorized');
      return;
    }
    if (status === 403 && body?.verification_required) {
      emitAppEvent('verification-required', { url: path });
      return;
    }
    if (status === 403 && isTokenError(body)) {
      endSession('unauthorized');
      return;
    }
  }
  if (isSubscriptionError(status, body) && !NO_SUBSCRIPTION_DIALOG.some((p) => p.test(path))) {
    const translator = errorTranslator();
    emitAppEvent('subscription-required', {
      message:
        (body && translator?.error(body)) ||
        body?.error ||
        body?.message ||
        (translator?.known(MESSAGES.notSubscribed) ?? MESSAGES.notSubscribed),
      errorCode: code,
      trialStatus: body?.trialStatus,
      requiredOperation: body?.requiredOperation,
      upgradeUrl: body?.upgradeUrl,
      prompted: true,
    });
  }
}

function networkReason(err: unknown): 'timeout' | 'status-408' | 'offline' | null {
  if (err instanceof TimeoutError) return 'timeout';
  if (err instanceof NetworkError) return 'offline';
  if (err instanceof HTTPError && err.response.status === 408) return 'status-408';
  return null;
}

function requestOf(err: unknown): Request | null {
  if (err instanceof HTTPError || err instanceof TimeoutError || err instanceof NetworkError) {
    return err.request;
  }
  return null;
}

/**
 * Decides each retry (ky calls this after every failed attempt but the last). Network failures,
 * 408 and 5xx are retried; other 4xx are answers, not accidents (a 429 is the server asking us to
 * stop, so it is not hammered again a second later). A POST or PATCH is replayed only when it carries
 * an Idempotency-Key, because the server then answers a replay with the first result.
 */
function shouldRetry({ error, retryCount }: { error: Error; retryCount: number }): boolean {
  const reason = networkReason(error);
  const request = requestOf(error);
  if (reason && retryCount === 1) {
    emitAppEvent('network-error', { reason, url: request ? pathOf(request.url) : '' });
  }
  if (!request) return false;
  const method = request.method.toUpperCase();
  if ((method === 'POST' || method === 'PATCH') && !request.headers.has('Idempotency-Key')) {
    return false;
  }
  if (reason) return true;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    return status >= 500 && status !== 501 && status !== 505;
  }
  return false;
}

/** crypto.randomUUID needs a secure context; shops on a LAN over plain http still get a v4 UUID. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function apiPrefix(): string {
  return typeof window === 'undefined' ? '/api' : new URL('/api', window.location.origin).href;
}

/**
 * The one HTTP client (SPEC section 7): everything under /api, bearer token from local storage,
 * 60 s timeout, 3 retries 1 s apart, an Idempotency-Key on every POST (kept across its retries),
 * errors thrown as ApiError and the session/verification/subscription rules of SPEC sections 4 and 8.
 * Paths are given without a leading slash: `api.get('auth/check').json()`.
 */
export const api = ky.create({
  prefixUrl: apiPrefix(),
  timeout: REQUEST_TIMEOUT_MS,
  retry: {
    limit: REQUEST_RETRIES,
    methods: ['get', 'put', 'head', 'delete', 'options', 'trace', 'post', 'patch'],
    delay: () => REQUEST_RETRY_DELAY_MS,
    jitter: false,
    shouldRetry,
  },
  // Resolved per call so tests (and polyfills) can replace the global fetch.
  fetch: async (input, init) => {
    try {
      return await globalThis.fetch(input, init);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      throw new NetworkError(input instanceof Request ? input : new Request(input), err);
    }
  },
  hooks: {
    beforeRequest: [
      (request, options) => {
        const token = readString(STORAGE_KEYS.token);
        if (token && !request.headers.has('Authorization')) {
          request.headers.set('Authorization', `Bearer ${token}`);
        }
        // Retries clone this request, so the key set on the first attempt is the one replayed.
        const context = options.context as ApiContext;
        // A till member signed in offline has no token yet: their calls wait as if offline (the
        // outbox keeps their writes) rather than reach the server as nobody's and end the till.
        if (!token && !context.skipAuthHandling && isTokenlessSession()) {
          throw new NetworkError(request, new Error('Waiting for the till member’s token'));
        }
        if (
          request.method === 'POST' &&
          context.idempotent !== false &&
          !request.headers.has('Idempotency-Key')
        ) {
          request.headers.set('Idempotency-Key', newIdempotencyKey());
        }
      },
    ],
    // Every answer tells the server's time: the POS warns when this device's clock is off.
    afterResponse: [(_request, _options, response) => noteServerAnswer(response)],
    beforeError: [
      async (error) => {
        const body = await readBody(error.response);
        const apiError = new ApiError(error.response, error.request, error.options, body);
        handleErrorAnswer(
          apiError.status,
          body,
          pathOf(error.request.url),
          error.options.context as ApiContext,
        );
        return apiError;
      },
    ],
  },
});
