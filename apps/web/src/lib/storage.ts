import { CACHE_PREFIX, STORAGE_KEYS, TILL_DEVICE_KEY } from '@app/contracts/storage-keys';

export { STORAGE_KEYS, CACHE_PREFIX, TILL_DEVICE_KEY };

type Area = 'local' | 'session';

/**
 * Storage can throw (private mode, quota, disabled cookies on some Android WebViews): every access
 * goes through here so a full or blocked storage degrades to "not remembered", never to a crash.
 */
function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or blocked storage: the value is simply not remembered.
  }
}

export function removeKey(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readJson<T>(key: string, which: Area = 'local'): T | null {
  const raw = readString(key, which);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, which: Area = 'local'): void {
  writeString(key, JSON.stringify(value), which);
}

/** Removes every cached-data entry (keys under CACHE_PREFIX); preferences and the session stay. */
export function clearCachedData(): void {
  const storage = area('local');
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(CACHE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage unavailable: there is no cache to clear.
  }
}
