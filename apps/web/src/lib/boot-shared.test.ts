import { STORAGE_KEYS } from '@app/contracts/storage-keys';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  markSplashSeen,
  readThemePreference,
  resolveTheme,
  splashNotSeen,
  storeThemePreference,
} from './boot-shared.ts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the theme rule boot.ts and the app share', () => {
  it('reads a stored choice, and anything else as system', () => {
    storeThemePreference('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(readThemePreference()).toBe('dark');
    localStorage.setItem(STORAGE_KEYS.theme, 'purple');
    expect(readThemePreference()).toBe('system');
  });

  it('is system when storage refuses to be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readThemePreference()).toBe('system');
  });

  it('resolves system by the device, a choice as itself', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('dark') }));
    expect(resolveTheme('system')).toBe('dark');
    expect(resolveTheme('light')).toBe('light');
    vi.unstubAllGlobals();
  });
});

describe('the splash timing boot.ts and the app share', () => {
  it('counts a visit first until marked seen in the session', () => {
    expect(splashNotSeen()).toBe(true);
    markSplashSeen();
    expect(splashNotSeen()).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});
