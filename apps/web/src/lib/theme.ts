import { STORAGE_KEYS } from '@app/contracts/storage-keys';
import { THEME_COLORS } from '@app/contracts/constants';
import { useSyncExternalStore } from 'react';
import {
  DARK_QUERY,
  readThemePreference,
  resolveTheme,
  storeThemePreference,
  type ResolvedTheme,
  type ThemePreference,
} from './boot-shared.ts';
import { readString, writeString } from './storage.ts';

// The rule is shared with src/boot.ts, which applies it before the app runs.
export { readThemePreference, resolveTheme, type ResolvedTheme, type ThemePreference };

export interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
}

const listeners = new Set<() => void>();
let state: ThemeState = { preference: 'system', resolved: 'light' };

function applyToDocument(resolved: ResolvedTheme) {
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  root.dataset.theme = resolved;
  // index.html ships one theme-color per colour scheme; once the app runs, both follow the app's theme.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = THEME_COLORS[resolved];
  }
}

function update(preference: ThemePreference) {
  const next: ThemeState = { preference, resolved: resolveTheme(preference) };
  applyToDocument(next.resolved);
  if (next.preference !== state.preference || next.resolved !== state.resolved) {
    state = next;
    listeners.forEach((listener) => listener());
  }
}

let listening = false;
const onSystemChange = () => {
  if (state.preference === 'system') update('system');
};

/**
 * Applies the stored theme to <html> and follows the device setting while the preference is
 * system; and the Inter font where the page or the device already has it (`applyInter`).
 */
export function initTheme() {
  update(readThemePreference());
  if (interApplied() || readString(STORAGE_KEYS.interUsed)) applyInter();
  if (listening) return;
  listening = true;
  if (typeof window.matchMedia === 'function') {
    window.matchMedia(DARK_QUERY).addEventListener('change', onSystemChange);
  }
  // Another tab changed the theme.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.theme) update(readThemePreference());
  });
}

/**
 * The text's font, Inter, is set by this class on <html> (styles.css, `--font-app`); until then
 * text is set in its metric-matched fallback (ADR 041). ADR 054: Inter's latin file is
 * 50 KB, a quarter of a second of a slow 4G connection that the first screen's scripts and data
 * need more. A page that preloads the file (landing, sign-in, the public shop) has the class in
 * its HTML, and a device that has used the font before (the file is in its caches and the service
 * worker's precache) gets it from the first paint. Otherwise the root layout fetches the file once
 * the first screen has shown and the browser is idle (`loadInter`) and sets the text in it at the
 * next move to another screen (ADR 055): setting it on the screen already shown lays out all its
 * text again, ~250 ms of a slow phone's main thread on the POS's grid of 200 products, for a face
 * whose metrics the fallback already matches.
 */
const INTER_CLASS = 'inter';
/** The face `document.fonts.load` fetches (with a character of its latin file). */
const INTER_FONT = "1em 'Inter Variable'";

/** Sets the text in Inter from now on, and from the first paint of this device's later visits. */
export function applyInter() {
  document.documentElement.classList.add(INTER_CLASS);
  writeString(STORAGE_KEYS.interUsed, '1');
}

/**
 * Fetches Inter's file without setting any text in it, so nothing on screen is laid out again;
 * remembered once it has arrived, so later visits start with it. False when it could not come
 * (offline): the next visit tries again. A browser without the Font Loading API cannot fetch it
 * quietly: true, and the next screen's text asks for it.
 */
export async function loadInter(): Promise<boolean> {
  if (interApplied() || !document.fonts?.load) return true;
  try {
    const faces = await document.fonts.load(INTER_FONT, 'a');
    if (faces.length === 0) return false;
  } catch {
    return false;
  }
  writeString(STORAGE_KEYS.interUsed, '1');
  return true;
}

/** Whether text is set in Inter now. */
function interApplied(): boolean {
  return document.documentElement.classList.contains(INTER_CLASS);
}

export function setThemePreference(preference: ThemePreference) {
  storeThemePreference(preference);
  update(preference);
}

/** The quick menu switches between light and dark starting from what is on screen now. */
export function toggleTheme() {
  setThemePreference(state.resolved === 'dark' ? 'light' : 'dark');
}

export function getThemeState(): ThemeState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The theme the build-time markup of the public pages was rendered with (src/prerender.tsx):
 * React hydrates that markup with it, then renders again with the visitor's own theme, so a dark
 * theme's toggle icon and label are patched instead of failing the hydration.
 */
const PRERENDERED_THEME: ThemeState = { preference: 'system', resolved: 'light' };
const prerenderedTheme = () => PRERENDERED_THEME;

export function useTheme() {
  const current = useSyncExternalStore(subscribe, getThemeState, prerenderedTheme);
  return {
    ...current,
    setPreference: setThemePreference,
    toggle: toggleTheme,
  };
}
