import { useSyncExternalStore } from 'react';
import { BusinessSchema, type Business } from '@app/contracts/businesses';
import { LOCAL_BUSINESSES_CACHE_MS } from '@app/contracts/constants';
import { CACHE_PREFIX, STORAGE_KEYS } from '@app/contracts/storage-keys';
import { z } from 'zod';
import { onAppEvent } from '#src/lib/events.ts';
import { getSession } from '#src/lib/session.ts';
import { readJson, readString, removeKey, writeJson, writeString } from '#src/lib/storage.ts';

/**
 * What the businesses feature keeps in local storage (SPEC sections 3 and 9):
 * - the business list, valid for 5 minutes: the first screen shows at once and works offline;
 * - the current business, under the cache prefix so that logout clears it with the other caches;
 * - lastActiveBusinessId, which outlives the session and is the last fallback of the guard rules.
 */

const CachedListSchema = z.object({
  userId: z.string(),
  savedAt: z.number(),
  businesses: z.array(BusinessSchema),
});

/** The list saved for the signed-in user, if it is younger than 5 minutes. */
export function readCachedBusinesses(now: number = Date.now()) {
  const parsed = CachedListSchema.safeParse(readJson(STORAGE_KEYS.cachedBusinesses));
  if (!parsed.success) return null;
  const { userId, savedAt, businesses } = parsed.data;
  const user = getSession().user;
  if (!user || user.id !== userId) return null;
  if (savedAt > now || now - savedAt >= LOCAL_BUSINESSES_CACHE_MS) return null;
  return { savedAt, businesses };
}

export function writeCachedBusinesses(businesses: Business[], savedAt: number = Date.now()) {
  const user = getSession().user;
  if (!user) return;
  writeJson(STORAGE_KEYS.cachedBusinesses, { userId: user.id, savedAt, businesses });
}

/** The little the shell shows of the current business (and needs offline, before any fetch). */
const CurrentSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  role: z.enum(['owner', 'manager']),
  // Its country formats money and dates (sw-KE, fr-CI); absent from what older versions saved.
  country: z.string().nullable().default(null),
});
export type CurrentBusiness = z.infer<typeof CurrentSchema>;

const CURRENT_KEY = `${CACHE_PREFIX}current_business`;

function readCurrent(): CurrentBusiness | null {
  const parsed = CurrentSchema.safeParse(readJson(CURRENT_KEY));
  return parsed.success ? parsed.data : null;
}

let current: CurrentBusiness | null = typeof window === 'undefined' ? null : readCurrent();
const listeners = new Set<() => void>();

function commit(next: CurrentBusiness | null) {
  const same =
    next === current ||
    (next !== null &&
      current !== null &&
      next.id === current.id &&
      next.name === current.name &&
      next.logoUrl === current.logoUrl &&
      next.role === current.role &&
      next.country === current.country);
  current = next;
  if (next) writeJson(CURRENT_KEY, next);
  else removeKey(CURRENT_KEY);
  if (!same) for (const listener of listeners) listener();
}

export function getCurrentBusiness(): CurrentBusiness | null {
  return current;
}

export function getLastActiveBusinessId(): string | null {
  return readString(STORAGE_KEYS.lastActiveBusinessId);
}

const currentOf = (business: Pick<Business, 'id' | 'name' | 'logoUrl' | 'role' | 'country'>) => ({
  id: business.id,
  name: business.name,
  logoUrl: business.logoUrl,
  role: business.role,
  country: business.country,
});

/** SPEC section 2: a businessId in the route becomes the current business. */
export function setCurrentBusiness(
  business: Pick<Business, 'id' | 'name' | 'logoUrl' | 'role' | 'country'>,
) {
  commit(currentOf(business));
  writeString(STORAGE_KEYS.lastActiveBusinessId, business.id);
}

/** Forgets a business everywhere it is remembered (deleted, 404, not among the user's). */
export function forgetBusiness(id: string) {
  if (current?.id === id) commit(null);
  if (getLastActiveBusinessId() === id) removeKey(STORAGE_KEYS.lastActiveBusinessId);
}

/** Keeps the current business in step with a fresh list: renamed, new logo, or gone. */
export function syncCurrentBusiness(businesses: Business[]) {
  if (!current) return;
  const fresh = businesses.find((b) => b.id === current!.id);
  if (fresh) commit(currentOf(fresh));
  else forgetBusiness(current.id);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentBusinessSelection(): CurrentBusiness | null {
  return useSyncExternalStore(subscribe, getCurrentBusiness, getCurrentBusiness);
}

/** Re-reads storage (tests, another tab). */
export function reloadCurrentBusiness() {
  commit(readCurrent());
}

if (typeof window !== 'undefined') {
  // Logout clears the cache keys in storage; the copy in memory goes with them.
  onAppEvent('session-ended', () => commit(null));
}
