import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { toast } from '#src/lib/toast.ts';
import { MESSAGES, STORAGE_KEYS, type User } from '@app/contracts';
import {
  USER_STORAGE_KEY,
  connectSessionBridge,
  getSession,
  isTokenValid,
  reloadSession,
  rememberAuthRedirect,
  setSession,
  takeAuthRedirect,
  updateUser,
  useSession,
  isLogoutInProgress,
} from './session.ts';
import { queryClient } from './query-client.ts';
import { makeToken } from './test-tokens.ts';

const user: User = {
  id: 'user-1',
  username: 'amina',
  email: 'amina@example.com',
  is_verified: true,
  is_admin: false,
  admin_role: null,
  created_at: '2026-01-01T00:00:00.000Z',
  username_changed: false,
  needs_username: false,
  language: 'en',
};

let navigations: string[] = [];
let disconnect: () => void = () => undefined;
const realFetch = globalThis.fetch;

beforeEach(() => {
  localStorage.clear();
  reloadSession();
  navigations = [];
  disconnect = connectSessionBridge({ navigate: (to) => navigations.push(to) });
});

afterEach(() => {
  disconnect();
  vi.useRealTimers();
  vi.restoreAllMocks();
  globalThis.fetch = realFetch;
});

describe('token validity (SPEC section 4)', () => {
  it('accepts a 3-part token with a future expiry', () => {
    expect(isTokenValid(makeToken())).toBe(true);
  });

  it('refuses tokens that are not 3-part, expired, without expiry or unreadable', () => {
    const [header, payload] = makeToken().split('.');
    expect(isTokenValid(`${header}.${payload}`)).toBe(false);
    expect(isTokenValid(`${makeToken()}.extra`)).toBe(false);
    expect(isTokenValid(makeToken({}, -10))).toBe(false);
    expect(isTokenValid(makeToken({ exp: undefined }))).toBe(false);
    expect(isTokenValid(makeToken({ exp: 'tomorrow' }))).toBe(false);
    expect(isTokenValid('a.%%%.c')).toBe(false);
    expect(isTokenValid(null)).toBe(false);
  });

  it('a stored expired token ends the session with the notice', async () => {
    const warning = vi.spyOn(toast, 'warning');
    localStorage.setItem(STORAGE_KEYS.token, makeToken({}, -60));
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    reloadSession();
    expect(getSession().isLoggedIn).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    await vi.waitFor(() => expect(warning).toHaveBeenCalledWith(MESSAGES.sessionExpired));
  });

  it('a stored malformed token is cleared as well', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'not-a-token');
    reloadSession();
    expect(getSession().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('a token that expires while the app is open ends the session on the next check', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    setSession(makeToken({}, 30), user);
    expect(getSession().isLoggedIn).toBe(true);
    vi.setSystemTime(Date.now() + 31_000);
    expect(getSession().isLoggedIn).toBe(false);
    expect(navigations).toEqual(['/login']);
  });
});

describe('session store', () => {
  it('setSession stores token and user and derives the flags', () => {
    const token = makeToken({ is_admin: true, admin_role: 'super_admin' });
    setSession(token, { ...user, is_admin: true, admin_role: 'super_admin' });
    const s = getSession();
    expect(s).toMatchObject({ token, isLoggedIn: true, isVerified: true, isAdmin: true });
    expect(s.isSuperAdmin).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toMatchObject({ id: 'user-1' });
  });

  it('an admin without the super role is not a super admin', () => {
    setSession(makeToken(), { ...user, is_admin: true, admin_role: 'admin' });
    expect(getSession()).toMatchObject({ isAdmin: true, isSuperAdmin: false });
  });

  it('setSession refuses a bad token or a malformed user with SPEC texts', () => {
    expect(() => setSession('abc', user)).toThrow(MESSAGES.invalidTokenReceived);
    expect(() => setSession(makeToken({}, -1), user)).toThrow(MESSAGES.invalidTokenReceived);
    expect(() => setSession(makeToken(), { id: 1 })).toThrow(MESSAGES.invalidResponse);
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('keeps email_verification_pending while the user is unverified', () => {
    setSession(makeToken({ is_verified: false }), { ...user, is_verified: false });
    expect(localStorage.getItem(STORAGE_KEYS.emailVerificationPending)).toBe('true');
    updateUser({ ...user, is_verified: true });
    expect(getSession().isVerified).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.emailVerificationPending)).toBeNull();
  });

  it('falls back to the token claims when no user is stored', () => {
    localStorage.setItem(STORAGE_KEYS.token, makeToken({ is_verified: false }));
    reloadSession();
    expect(getSession()).toMatchObject({ isLoggedIn: true, isVerified: false, user: null });
  });

  it('useSession re-renders on changes', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.isLoggedIn).toBe(false);
    act(() => setSession(makeToken(), user));
    expect(result.current.user?.username).toBe('amina');
    act(() => updateUser({ ...user, username: 'amina_k' }));
    expect(result.current.user?.username).toBe('amina_k');
  });

  it('an update to the same user changes nothing and notifies no one', () => {
    setSession(makeToken(), user);
    const before = getSession();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSession();
    });
    act(() => updateUser({ ...user }));
    expect(getSession()).toBe(before);
    expect(renders).toBe(1);
    act(() => updateUser({ ...user, is_admin: true }));
    expect(result.current.isAdmin).toBe(true);
    expect(renders).toBe(2);
  });

  it('follows a sign-out made in another tab', () => {
    setSession(makeToken(), user);
    localStorage.removeItem(STORAGE_KEYS.token);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    expect(getSession().isLoggedIn).toBe(false);
    expect(navigations).toEqual(['/login']);
  });
});

describe('logout (SPEC section 4)', () => {
  it('tells the server, clears everything, goes to /login and clears the flag after ~1 s', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls: Request[] = [];
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new Request(new URL(String(input), 'http://localhost:3000'), init));
      return new Response(null, { status: 204 });
    };
    const token = makeToken();
    setSession(token, user);
    localStorage.setItem('app_cache:businesses', '[]');
    localStorage.setItem(STORAGE_KEYS.authRedirect, '/sales/b1');
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    queryClient.setQueryData(['businesses'], [{ id: 'b1' }]);

    getSession().logout();

    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url).pathname).toBe('/api/auth/logout');
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(getSession().isLoggedIn).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('app_cache:businesses')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authRedirect)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(queryClient.getQueryData(['businesses'])).toBeUndefined();
    expect(navigations).toEqual(['/login']);
    expect(isLogoutInProgress()).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(localStorage.getItem(STORAGE_KEYS.logoutInProgress)).toBeNull();
    expect(isLogoutInProgress()).toBe(false);
  });

  it('does not stay in progress when a reload killed the timer that clears the flag', () => {
    localStorage.setItem(STORAGE_KEYS.logoutInProgress, String(Date.now() - 5_000));
    expect(isLogoutInProgress()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.logoutInProgress, String(Date.now()));
    expect(isLogoutInProgress()).toBe(true);
  });
});

describe('auth_redirect', () => {
  it('returns the remembered target once, else the business list', () => {
    rememberAuthRedirect('/inventory/b2?tab=low');
    expect(takeAuthRedirect()).toBe('/inventory/b2?tab=low');
    expect(takeAuthRedirect()).toBe('/businesses');
  });

  it('never remembers another site or a sign-in page', () => {
    for (const path of ['//evil.example', 'https://evil.example/', '/login', '/register?x=1']) {
      localStorage.setItem(STORAGE_KEYS.authRedirect, path);
      expect(takeAuthRedirect()).toBe('/businesses');
    }
  });
});
