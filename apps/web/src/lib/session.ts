import { isLanguage } from '@app/contracts/languages';
import { useSyncExternalStore } from 'react';
import type { AdminRole, User } from '@app/contracts/auth';
import { SESSION_MESSAGES } from '@app/contracts/session-messages';
import { STORAGE_KEYS } from '@app/contracts/storage-keys';
import { emitAppEvent, type AppEventMap } from './events.ts';
import {
  clearCachedData,
  readJson,
  readString,
  removeKey,
  writeJson,
  writeString,
} from './storage.ts';

/** The signed-in user as the server last described it (SPEC section 3: token + user are stored). */
export const USER_STORAGE_KEY = 'user';
/** Where a signed-in user lands when nothing else was asked for (SPEC section 2). */
export const HOME_PATH = '/businesses';
const LOGOUT_FLAG_CLEAR_MS = 1_000;
/** setTimeout cannot wait longer than ~24.8 days; expiry is re-checked at least daily. */
const MAX_TIMER_MS = 24 * 60 * 60_000;

interface TokenClaimsLike {
  exp?: unknown;
  is_verified?: unknown;
  is_admin?: unknown;
  admin_role?: unknown;
}

/** Decodes the payload of a 3-part token without verifying it (the server verifies). */
export function decodeToken(token: string): TokenClaimsLike | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) return null;
  try {
    const base64 = parts[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = decodeURIComponent(
      Array.from(atob(padded), (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
    );
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as TokenClaimsLike)
      : null;
  } catch {
    return null;
  }
}

/** SPEC section 4: a token is usable only if it has 3 parts and an expiry in the future. */
export function isTokenValid(token: unknown, now: number = Date.now()): token is string {
  if (typeof token !== 'string') return false;
  const exp = decodeToken(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > now;
}

interface SessionState {
  token: string | null;
  user: User | null;
  /** Token expiry in ms since the epoch, cached so checks stay cheap. */
  expiresAt: number | null;
}

export interface Session {
  user: User | null;
  token: string | null;
  isLoggedIn: boolean;
  isVerified: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  setSession: typeof setSession;
  updateUser: typeof updateUser;
  logout: typeof logout;
}

/**
 * The router lives in the app shell; a component mounted inside the signed-in shell connects its
 * navigate here so that ending a session moves inside the SPA. Without one, ending a session falls
 * back to a full page load of the target (which also resets every in-memory store).
 */
export interface SessionBridge {
  navigate?: (to: string, options?: { replace?: boolean }) => void;
}
const bridges: SessionBridge[] = [];

export function connectSessionBridge(bridge: SessionBridge): () => void {
  bridges.push(bridge);
  return () => {
    const i = bridges.indexOf(bridge);
    if (i >= 0) bridges.splice(i, 1);
  };
}

function navigateTo(to: string): void {
  const navigate = [...bridges].reverse().find((b) => b.navigate)?.navigate;
  if (navigate) navigate(to, { replace: true });
  else window.location.assign(to);
}

const listeners = new Set<() => void>();
let state: SessionState = { token: null, user: null, expiresAt: null };
let snapshot: Session = build(state);
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function build(s: SessionState): Session {
  const claims = s.token ? decodeToken(s.token) : null;
  const isLoggedIn = s.token !== null;
  const isVerified = isLoggedIn && (s.user ? s.user.is_verified : claims?.is_verified === true);
  const isAdmin = isLoggedIn && (s.user ? s.user.is_admin : claims?.is_admin === true);
  const role = (s.user ? s.user.admin_role : claims?.admin_role) as AdminRole | null | undefined;
  return {
    user: s.user,
    token: s.token,
    isLoggedIn,
    isVerified,
    isAdmin,
    isSuperAdmin: isAdmin && role === 'super_admin',
    setSession,
    updateUser,
    logout,
  };
}

function commit(next: SessionState): void {
  state = next;
  snapshot = build(next);
  // SPEC section 4: the flag is set while the signed-in user still has to verify the email.
  if (snapshot.isLoggedIn && !snapshot.isVerified) {
    writeString(STORAGE_KEYS.emailVerificationPending, 'true');
  } else {
    removeKey(STORAGE_KEYS.emailVerificationPending);
  }
  scheduleExpiryCheck();
  for (const listener of listeners) listener();
}

function expiryOf(token: string): number | null {
  const exp = decodeToken(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/**
 * The stored or received user, checked field by field. Written by hand rather than with the
 * contract's UserSchema so that zod stays out of the entry chunk (every page loads this file).
 */
export function asUser(value: unknown): User | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const strings = ['id', 'username', 'email', 'created_at'] as const;
  const flags = ['is_verified', 'is_admin', 'username_changed', 'needs_username'] as const;
  if (!strings.every((k) => typeof v[k] === 'string')) return null;
  if (!flags.every((k) => typeof v[k] === 'boolean')) return null;
  const role = v.admin_role;
  if (role !== null && role !== 'admin' && role !== 'super_admin') return null;
  return {
    id: v.id as string,
    username: v.username as string,
    email: v.email as string,
    created_at: v.created_at as string,
    is_verified: v.is_verified as boolean,
    is_admin: v.is_admin as boolean,
    username_changed: v.username_changed as boolean,
    needs_username: v.needs_username as boolean,
    admin_role: role as AdminRole | null,
    // A user stored by a version before languages (ADR 069) reads English until the server says.
    language: isLanguage(v.language) ? v.language : 'en',
  };
}

/** Users are flat: the same fields with the same values. */
function sameUser(a: User, b: User): boolean {
  const keys = Object.keys(a) as (keyof User)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function parseStoredUser(): User | null {
  return asUser(readJson(USER_STORAGE_KEY));
}

/** Reads the stored session; an invalid or expired stored token ends it with SPEC's notice. */
/** A warning toast; lib/toast.ts loaded when needed, since this module is part of the shell. */
function warn(notice: string) {
  void import('./toast.ts').then(({ toast }) => toast.warning(notice));
}

function loadFromStorage(notifyExpired: boolean): SessionState {
  const token = readString(STORAGE_KEYS.token);
  if (token === null) return { token: null, user: null, expiresAt: null };
  if (!isTokenValid(token)) {
    wipeStoredSession();
    if (notifyExpired) warn(SESSION_MESSAGES.sessionExpired);
    return { token: null, user: null, expiresAt: null };
  }
  return { token, user: parseStoredUser(), expiresAt: expiryOf(token) };
}

function wipeStoredSession(): void {
  removeKey(STORAGE_KEYS.token);
  removeKey(USER_STORAGE_KEY);
  removeKey(STORAGE_KEYS.emailVerificationPending);
  removeKey(STORAGE_KEYS.resendCooldownUntil);
  clearCachedData();
}

function scheduleExpiryCheck(): void {
  if (typeof window === 'undefined') return;
  clearTimeout(expiryTimer);
  if (state.expiresAt === null) return;
  const wait = Math.max(0, Math.min(state.expiresAt - Date.now(), MAX_TIMER_MS));
  expiryTimer = setTimeout(checkExpiry, wait + 50);
}

/** Ends a session whose token expired while the app was open (or asleep in the background). */
function checkExpiry(): boolean {
  if (state.token !== null && !isTokenValid(state.token)) {
    endSession('expired', { notice: SESSION_MESSAGES.sessionExpired });
    return false;
  }
  scheduleExpiryCheck();
  return true;
}

/** Stores a session from a login/register/verification answer. Throws SPEC's texts when unusable. */
export function setSession(token: unknown, user: unknown): void {
  if (!isTokenValid(token)) throw new Error(SESSION_MESSAGES.invalidTokenReceived);
  const parsed = asUser(user);
  if (!parsed) throw new Error(SESSION_MESSAGES.invalidResponse);
  writeString(STORAGE_KEYS.token, token);
  writeJson(USER_STORAGE_KEY, parsed);
  commit({ token, user: parsed, expiresAt: expiryOf(token) });
}

/**
 * A till member signed in by PIN offline (ADR 076): the till's user without a token, held in
 * memory only. Any stored token goes first, so an earlier member's token never acts for this one;
 * nothing is sent for the session (api-client.ts) until `setSession` gives it a real token.
 */
export function setTokenlessSession(user: User): void {
  wipeStoredSession();
  commit({ token: null, user, expiresAt: null });
}

/** True while the session is a till member's without a token (signed in offline). */
export function isTokenlessSession(): boolean {
  return state.token === null && state.user !== null;
}

/** Replaces the stored user (after /auth/check, a username change, verification...). */
export function updateUser(user: User): void {
  if (state.token === null) return;
  // /auth/check on every load usually answers the user already stored: then nothing changes and
  // nothing re-renders (every useSession screen did; on the POS, ~290 components, ADR 023).
  if (state.user && sameUser(state.user, user)) return;
  writeJson(USER_STORAGE_KEY, user);
  commit({ ...state, user });
}

function clearSession(reason: AppEventMap['session-ended']['reason']): void {
  wipeStoredSession();
  commit({ token: null, user: null, expiresAt: null });
  // The server-state cache (query-client.ts) drops itself on this event.
  emitAppEvent('session-ended', { reason });
}

const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password', '/auth/'];

function isAuthPage(path: string): boolean {
  return AUTH_PAGES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : p + '/'));
}

/** Only same-app paths are remembered, so a crafted link cannot send the user elsewhere. */
function safeRedirect(path: string | null): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    return null;
  if (isAuthPage(path.split(/[?#]/)[0]!)) return null;
  return path;
}

/** SPEC section 2: a logged-out user opening a signed-in route; the target is kept for later. */
export function rememberAuthRedirect(path: string): void {
  const safe = safeRedirect(path);
  if (safe) writeString(STORAGE_KEYS.authRedirect, safe);
}

/** Where to go after signing in: the remembered target (then forgotten), else the business list. */
export function takeAuthRedirect(): string {
  const target = safeRedirect(readString(STORAGE_KEYS.authRedirect));
  removeKey(STORAGE_KEYS.authRedirect);
  return target ?? HOME_PATH;
}

function currentPath(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/** True while the browser shows one of the sign-in pages (SPEC: no auth redirects from there). */
export function onAuthPage(): boolean {
  return isAuthPage(window.location.pathname);
}

/**
 * Ends the session without asking the server (it already refused the token): clears everything
 * stored for the user and, unless the user is on a sign-in page, sends them to /login and remembers
 * where they were.
 */
export function endSession(
  reason: 'unauthorized' | 'expired',
  options: { notice?: string; redirect?: boolean } = {},
): void {
  if (isLogoutInProgress()) return;
  const hadSession = state.token !== null;
  const redirect = options.redirect ?? !onAuthPage();
  if (redirect) rememberAuthRedirect(currentPath());
  clearSession(reason);
  if (hadSession && options.notice) warn(options.notice);
  if (redirect && window.location.pathname !== '/login') navigateTo('/login');
}

/**
 * SPEC section 4: tells the server (best effort), clears token, user, admin flags, the current
 * business and every cache, then goes to /login (or `redirectTo`). logout_in_progress is kept for
 * about a second so that requests failing during the switch do not start a second redirect.
 */
export function logout(options: { redirectTo?: string; notifyServer?: boolean } = {}): void {
  const { redirectTo = '/login', notifyServer = true } = options;
  writeString(STORAGE_KEYS.logoutInProgress, String(Date.now()));
  const token = state.token;
  // Loaded when needed: the push code (~0.7 KiB) is not part of the shell, which every page loads.
  if (token) void import('./web-push.ts').then(({ dropDevicePush }) => dropDevicePush(token));
  if (notifyServer && token) {
    // keepalive: the request still leaves if the page unloads; failures do not matter.
    fetch('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
    }).catch(() => undefined);
  }
  removeKey(STORAGE_KEYS.authRedirect);
  clearSession('logout');
  navigateTo(redirectTo);
  setTimeout(() => removeKey(STORAGE_KEYS.logoutInProgress), LOGOUT_FLAG_CLEAR_MS);
}

/**
 * True for about a second after a logout. The flag holds its start time, so a page reload that
 * kills the clearing timer cannot leave it set for good (guards would stop remembering targets).
 */
export function isLogoutInProgress(now: number = Date.now()): boolean {
  const started = Number(readString(STORAGE_KEYS.logoutInProgress));
  return Number.isFinite(started) && started > 0 && now - started < LOGOUT_FLAG_CLEAR_MS;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): Session {
  return snapshot;
}

/** The session for React components; re-renders on login, logout and user changes (any tab). */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** The session outside React (router guards, loaders); an expired token is ended first. */
export function getSession(): Session {
  if (state.token !== null) checkExpiry();
  return snapshot;
}

/** Re-reads storage: used at start-up and when another tab signs in or out. */
export function reloadSession(options: { notifyExpired?: boolean } = {}): void {
  const hadSession = state.token !== null || state.user !== null;
  const next = loadFromStorage(options.notifyExpired ?? true);
  commit(next);
  if (hadSession && next.token === null) {
    emitAppEvent('session-ended', { reason: 'logout' });
    // Only a mounted signed-in shell connects a navigator: leave it for the login page.
    if (bridges.some((b) => b.navigate) && !onAuthPage()) navigateTo('/login');
  }
}

if (typeof window !== 'undefined') {
  reloadSession();
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === USER_STORAGE_KEY) {
      reloadSession({ notifyExpired: false });
    }
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && state.token !== null) checkExpiry();
  });
}
