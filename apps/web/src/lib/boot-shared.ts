/**
 * What src/boot.ts (the prerendered pages' small script, before the app) and the app both follow:
 * the theme rule, the splash's timing, the storage they read. One source; the build bundles what
 * boot.ts uses of it into boot's own file (scripts/route-pages.mjs), so nothing is copied by hand.
 * Keep it free of anything heavier than the storage helpers: every import here lands in boot.
 */
import { STORAGE_KEYS } from '@app/contracts/storage-keys';
import { readString, writeString } from './storage.ts';

export { nextTask } from './next-task.ts';

/** SPEC section 4: light, dark or system; default system; the choice is persisted. */
export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** The stored preference; anything else (nothing, a refused storage) is `system`. */
export function readThemePreference(): ThemePreference {
  const stored = readString(STORAGE_KEYS.theme);
  return isThemePreference(stored) ? stored : 'system';
}

/** Private mode or full storage: the theme still applies for this visit. */
export function storeThemePreference(preference: ThemePreference) {
  writeString(STORAGE_KEYS.theme, preference);
}

function deviceIsDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(preference: ThemePreference): ResolvedTheme {
  if (preference !== 'system') return preference;
  return deviceIsDark() ? 'dark' : 'light';
}

/**
 * SPEC section 2: a splash of about 1.5 to 2 seconds, the full minimum on the first load of a
 * visit only (a session's `splash_seen`), counted from the start of the page load.
 */
export const SPLASH_MIN_MS = 1_500;
export const SPLASH_MAX_MS = 2_000;
const SPLASH_SEEN_KEY = 'splash_seen';

/** Whether this load is the visit's first (a refused storage counts as one). */
export function splashNotSeen(): boolean {
  return readString(SPLASH_SEEN_KEY, 'session') === null;
}

export function markSplashSeen() {
  writeString(SPLASH_SEEN_KEY, '1', 'session');
}

/** Fades the splash out (styles.css, `splash-hidden`) and removes it. */
export function hideSplash(splash: HTMLElement) {
  splash.classList.add('splash-hidden');
  const remove = () => splash.remove();
  splash.addEventListener('transitionend', remove, { once: true });
  setTimeout(remove, 600);
}
