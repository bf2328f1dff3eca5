import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, STORAGE_KEYS, UUID_PATTERN } from '@app/contracts';
import {
  ACTION,
  ApiError,
  NetworkError,
  api,
  errorMessage,
  isNetworkFailure,
} from './api-client.ts';
import { onAppEvent, type AppEventMap } from './events.ts';
import { connectSessionBridge, getSession, reloadSession } from './session.ts';
import { makeToken } from './test-tokens.ts';

type Reply = Response | Error | (() => Response | Promise<Response>);

/** A fetch stand-in that answers from a queue with real Response objects and records requests. */
function stubFetch(...replies: Reply[]) {
  const requests: Request[] = [];
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request.clone());
    const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply() : reply.clone();
  };
  return requests;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function errorBody(status: number, message: string, errorCode: string, extra = {}): Response {
  return json(status, { error: message, message, errorCode, ...extra });
}

function collect<K extends keyof AppEventMap>(name: K) {
  const seen: AppEventMap[K][] = [];
  cleanups.push(onAppEvent(name, (detail) => seen.push(detail)));
  return seen;
}

const cleanups: (() => void)[] = [];
let navigations: string[] = [];
const realFetch = globalThis.fetch;

/** Runs a call under fake timers, moving the clock until it settles (retries wait 1 s each). */
async function settle<T>(promise: Promise<T>): Promise<T> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  for (let i = 0; i < 200; i++) await vi.advanceTimersByTimeAsync(500);
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.value;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  localStorage.clear();
  window.history.replaceState({}, '', '/sales/b1');
  navigations = [];
  cleanups.push(connectSessionBridge({ navigate: (to) => navigations.push(to) }));
});

afterEach(() => {
  vi.useRealTimers();
  while (cleanups.length) cleanups.pop()!();
  globalThis.fetch = realFetch;
});

function signIn() {
  const token = makeToken();
  localStorage.setItem(STORAGE_KEYS.token, token);
  reloadSession();
  return token;
}

describe('requests', () => {
  it('go under /api with the bearer token from local storage', async () => {
    const token = signIn();
    const requests = stubFetch(json(200, { ok: true }));
    await settle(api.get('auth/check').json());
    expect(new URL(requests[0]!.url).pathname).toBe('/api/auth/check');
    expect(requests[0]!.headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('give every POST an Idempotency-Key that stays the same across retries', async () => {
    const requests = stubFetch(
      json(503, {}),
      new TypeError('Failed to fetch'),
      json(502, {}),
      json(201, { sale: { id: 's1' } }),
    );
    const result = await settle(api.post('businesses/b1/sales', { json: { items: [] } }).json());
    expect(result).toEqual({ sale: { id: 's1' } });
    expect(requests).toHaveLength(4);
    const keys = requests.map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(UUID_PATTERN);
    expect(new Set(keys).size).toBe(1);
  });

  it('give two separate POSTs different keys', async () => {
    const requests = stubFetch(json(201, {}));
    await settle(api.post('businesses/b1/customers', { json: {} }).json());
    await settle(api.post('businesses/b1/customers', { json: {} }).json());
    expect(requests[0]!.headers.get('idempotency-key')).not.toBe(
      requests[1]!.headers.get('idempotency-key'),
    );
  });

  it('never replay an action POST (no key)', async () => {
    const requests = stubFetch(json(503, {}));
    await expect(
      settle(api.post('auth/verify-email', { json: {}, ...ACTION }).json()),
    ).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.has('idempotency-key')).toBe(false);
  });

  it('retry GET three times, 1 s apart, then fail', async () => {
    const times: number[] = [];
    stubFetch(() => {
      times.push(Date.now());
      return json(500, {});
    });
    await expect(settle(api.get('businesses').json())).rejects.toBeInstanceOf(ApiError);
    expect(times).toHaveLength(4);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(1000);
      expect(gap).toBeLessThanOrEqual(1500);
    }
  });

  it('do not retry other 4xx, including 429', async () => {
    for (const status of [400, 404, 409, 429]) {
      const requests = stubFetch(errorBody(status, 'No', 'X'));
      await expect(settle(api.get('businesses').json())).rejects.toBeInstanceOf(ApiError);
      expect(requests).toHaveLength(1);
    }
  });

  it('retry on 408 and on a network failure, and report the network error once', async () => {
    const events = collect('network-error');
    const requests = stubFetch(json(408, {}), new TypeError('Failed to fetch'), json(200, []));
    await settle(api.get('businesses').json());
    expect(requests).toHaveLength(3);
    expect(events).toEqual([{ reason: 'status-408', url: '/api/businesses' }]);
  });

  it('report a timeout after 60 s as a network error', async () => {
    const events = collect('network-error');
    stubFetch(() => new Promise<Response>(() => undefined));
    const call = api.get('businesses', { retry: { limit: 1 } }).json();
    const outcome = call.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(events).toEqual([{ reason: 'timeout', url: '/api/businesses' }]);
    await vi.advanceTimersByTimeAsync(62_000);
    const error = await outcome;
    expect(isNetworkFailure(error)).toBe(true);
  });
});

describe('errors', () => {
  it('are ApiErrors with status and parsed body', async () => {
    stubFetch(errorBody(409, 'Username already taken', 'USERNAME_TAKEN'));
    const error = await settle(api.post('auth/register', { json: {} }).json()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).errorCode).toBe('USERNAME_TAKEN');
    expect(errorMessage(error, 'fallback')).toBe('Username already taken');
  });

  it('turn 400 details into the validation text', async () => {
    stubFetch(
      errorBody(400, 'Bad', 'VALIDATION_FAILED', {
        details: [
          { field: 'name', message: 'Required' },
          { field: 'price', message: 'Must be positive' },
        ],
      }),
    );
    const error = await settle(api.get('x').json()).catch((e: unknown) => e);
    expect(errorMessage(error, 'fallback')).toBe(
      'Validation failed: name: Required, price: Must be positive',
    );
  });

  it('fall back when there is no server text', async () => {
    stubFetch(new Response('<html>bad gateway</html>', { status: 404 }));
    const error = await settle(api.get('x').json()).catch((e: unknown) => e);
    expect(errorMessage(error, 'Failed to load sales')).toBe('Failed to load sales');
    expect(errorMessage(new NetworkError(new Request('http://x/'), null), 'F')).toBe('F');
    expect(errorMessage(new Error(MESSAGES.invalidTokenReceived), 'F')).toBe(
      MESSAGES.invalidTokenReceived,
    );
    expect(errorMessage(new Error('TypeError: x is undefined'), 'F')).toBe('F');
  });
});

describe('session ending (SPEC section 4)', () => {
  it('a 401 removes the token and goes to /login, remembering the page', async () => {
    signIn();
    stubFetch(errorBody(401, 'Invalid or expired token', 'TOKEN_INVALID'));
    await settle(api.get('businesses').json()).catch(() => undefined);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(getSession().isLoggedIn).toBe(false);
    expect(navigations).toEqual(['/login']);
    expect(localStorage.getItem(STORAGE_KEYS.authRedirect)).toBe('/sales/b1');
  });

  it('a 422 does the same', async () => {
    signIn();
    stubFetch(errorBody(422, 'Unprocessable', 'X'));
    await settle(api.get('businesses').json()).catch(() => undefined);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigations).toEqual(['/login']);
  });

  it('a 401 from login or the socket auth keeps the session', async () => {
    const token = signIn();
    stubFetch(errorBody(401, 'Invalid email or password', 'INVALID_CREDENTIALS'));
    await settle(api.post('auth/login', { json: {}, ...ACTION }).json()).catch(() => undefined);
    stubFetch(errorBody(401, 'Invalid or expired token', 'TOKEN_INVALID'));
    await settle(api.get('notifications/socket/auth').json()).catch(() => undefined);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(navigations).toEqual([]);
  });

  it('a wrong current password is not a dead session', async () => {
    const token = signIn();
    stubFetch(errorBody(401, 'Current password is incorrect', 'INVALID_CREDENTIALS'));
    await settle(api.post('auth/change-password', { json: {}, ...ACTION }).json()).catch(
      () => undefined,
    );
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
  });

  it('on the login and register pages the token is cleared without a redirect', async () => {
    window.history.replaceState({}, '', '/register');
    signIn();
    stubFetch(errorBody(401, 'Token has expired', 'TOKEN_INVALID'));
    await settle(api.get('auth/check').json()).catch(() => undefined);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('a 403 with a token message ends the session', async () => {
    signIn();
    stubFetch(errorBody(403, 'Session revoked: token is no longer valid', 'FORBIDDEN'));
    await settle(api.get('businesses').json()).catch(() => undefined);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigations).toEqual(['/login']);
  });

  it('a 403 with verification_required asks for verification and keeps the session', async () => {
    const token = signIn();
    const events = collect('verification-required');
    stubFetch(
      errorBody(403, MESSAGES.verificationRequired, 'VERIFICATION_REQUIRED', {
        verification_required: true,
      }),
    );
    await settle(api.get('businesses').json()).catch(() => undefined);
    expect(events).toEqual([{ url: '/api/businesses' }]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(navigations).toEqual([]);
  });

  it('nothing happens during a logout in progress', async () => {
    const token = signIn();
    localStorage.setItem(STORAGE_KEYS.logoutInProgress, String(Date.now()));
    stubFetch(errorBody(401, 'Invalid or expired token', 'TOKEN_INVALID'));
    await settle(api.get('businesses').json()).catch(() => undefined);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(navigations).toEqual([]);
  });
});

describe('subscription errors (SPEC section 8)', () => {
  it('a 403 SUBSCRIPTION_REQUIRED raises the subscription event with its data', async () => {
    signIn();
    const events = collect('subscription-required');
    stubFetch(
      errorBody(403, MESSAGES.notSubscribed, 'SUBSCRIPTION_REQUIRED', {
        requiredOperation: 'create_sale',
        upgradeUrl: '/subscriptions',
      }),
    );
    await settle(api.post('businesses/b1/sales', { json: {} }).json()).catch(() => undefined);
    expect(events).toEqual([
      {
        message: MESSAGES.notSubscribed,
        errorCode: 'SUBSCRIPTION_REQUIRED',
        trialStatus: undefined,
        requiredOperation: 'create_sale',
        upgradeUrl: '/subscriptions',
        prompted: true,
      },
    ]);
    expect(getSession().isLoggedIn).toBe(true);
  });

  it('is recognised by its wording and by the other codes', async () => {
    const events = collect('subscription-required');
    stubFetch(errorBody(403, 'Your free trial has expired', 'FORBIDDEN'));
    await settle(api.put('businesses/b1').json()).catch(() => undefined);
    stubFetch(errorBody(403, 'Nope', 'PREMIUM_FEATURE_REQUIRED'));
    await settle(api.put('businesses/b1').json()).catch(() => undefined);
    stubFetch(errorBody(403, MESSAGES.unauthorizedAccess, 'ADMIN_REQUIRED'));
    await settle(api.get('admin/users').json()).catch(() => undefined);
    expect(events.map((e) => e.message)).toEqual(['Your free trial has expired', 'Nope']);
  });

  it('is not raised by login, logout, register, trial-status and subscription/current', async () => {
    const events = collect('subscription-required');
    const answer = errorBody(403, MESSAGES.notSubscribed, 'SUBSCRIPTION_REQUIRED');
    for (const path of [
      'auth/login',
      'auth/logout',
      'auth/register',
      'trial-status/current',
      'subscriptions/current',
    ]) {
      stubFetch(answer);
      await settle(api.post(path, { ...ACTION }).json()).catch(() => undefined);
    }
    expect(events).toEqual([]);
  });
});
