import { STORAGE_KEYS } from '@app/contracts/storage-keys';
import { THEME_COLORS } from '@app/contracts/constants';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThemeToggleButton } from '#src/app/layouts/theme-toggle-button.tsx';
import {
  applyInter,
  getThemeState,
  initTheme,
  loadInter,
  setThemePreference,
  toggleTheme,
} from './theme.ts';

/** A controllable prefers-color-scheme for jsdom, which has no matchMedia. */
let systemDark = false;
const systemListeners = new Set<() => void>();
window.matchMedia = (query: string) =>
  ({
    get matches() {
      return query.includes('dark') ? systemDark : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => systemListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => systemListeners.delete(listener),
  }) as unknown as MediaQueryList;

function setSystemDark(dark: boolean) {
  systemDark = dark;
  systemListeners.forEach((listener) => listener());
}

const html = document.documentElement;
const themeColor = () =>
  document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;

beforeEach(() => {
  localStorage.clear();
  systemDark = false;
  document.head.innerHTML = '<meta name="theme-color" content="#ffffff" />';
  initTheme();
});

afterEach(cleanup);

describe('theme', () => {
  it('defaults to system and follows the device', () => {
    expect(getThemeState()).toEqual({ preference: 'system', resolved: 'light' });
    expect(html).not.toHaveClass('dark');

    act(() => setSystemDark(true));
    expect(getThemeState().resolved).toBe('dark');
    expect(html).toHaveClass('dark');
    expect(themeColor()).toBe(THEME_COLORS.dark);
  });

  it('persists the choice under the theme key and applies it', () => {
    setThemePreference('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(html).toHaveClass('dark');
    expect(themeColor()).toBe(THEME_COLORS.dark);

    // An explicit choice no longer follows the device.
    act(() => setSystemDark(false));
    expect(html).toHaveClass('dark');

    setThemePreference('light');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    expect(html).not.toHaveClass('dark');
    expect(themeColor()).toBe(THEME_COLORS.light);
  });

  it('restores the stored choice on start and ignores unknown values', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    initTheme();
    expect(getThemeState()).toEqual({ preference: 'dark', resolved: 'dark' });

    localStorage.setItem(STORAGE_KEYS.theme, 'purple');
    initTheme();
    expect(getThemeState().preference).toBe('system');
  });

  it('the quick toggle switches from the theme on screen', () => {
    setSystemDark(true);
    toggleTheme();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    toggleTheme();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
  });

  it('the theme button toggles and persists', async () => {
    const user = userEvent.setup();
    render(<ThemeToggleButton />);
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(html).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});

describe('the Inter font (ADR 054)', () => {
  beforeEach(() => {
    html.classList.remove('inter');
    localStorage.clear();
  });

  it('waits on a device that has never used it: the fallback until applyInter', () => {
    initTheme();
    expect(html.classList.contains('inter')).toBe(false);

    applyInter();
    expect(html.classList.contains('inter')).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.interUsed)).toBe('1');
  });

  it('applies at start where the device has used it before', () => {
    localStorage.setItem(STORAGE_KEYS.interUsed, '1');
    initTheme();
    expect(html.classList.contains('inter')).toBe(true);
  });

  it('keeps and remembers it where the page starts with it (landing, sign-in, shop)', () => {
    html.classList.add('inter');
    initTheme();
    expect(html.classList.contains('inter')).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.interUsed)).toBe('1');
  });

  describe('loadInter: the file fetched, no text set in it (ADR 055)', () => {
    const setFonts = (fonts: Partial<FontFaceSet> | undefined) =>
      Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    afterEach(() => setFonts(undefined));

    it('asks for the latin file, remembers it, and leaves the screen in the fallback', async () => {
      const asked: string[][] = [];
      setFonts({
        load: async (font: string, text?: string) => {
          asked.push([font, text ?? '']);
          return [{} as FontFace];
        },
      });
      expect(await loadInter()).toBe(true);
      expect(asked).toEqual([["1em 'Inter Variable'", 'a']]);
      expect(html.classList.contains('inter')).toBe(false);
      expect(localStorage.getItem(STORAGE_KEYS.interUsed)).toBe('1');
    });

    it('does not remember a file that did not come', async () => {
      setFonts({ load: async () => [] });
      expect(await loadInter()).toBe(false);
      setFonts({ load: () => Promise.reject(new Error('offline')) });
      expect(await loadInter()).toBe(false);
      expect(localStorage.getItem(STORAGE_KEYS.interUsed)).toBeNull();
    });

    it('leaves it to the next screen where the browser cannot fetch it quietly', async () => {
      setFonts(undefined);
      expect(await loadInter()).toBe(true);
      expect(html.classList.contains('inter')).toBe(false);
      expect(localStorage.getItem(STORAGE_KEYS.interUsed)).toBeNull();
    });

    it('has nothing to fetch where the text is already in Inter', async () => {
      html.classList.add('inter');
      expect(await loadInter()).toBe(true);
    });
  });
});
