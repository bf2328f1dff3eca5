import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTabMove } from './business-sections.ts';
import {
  getLoadingState,
  hideLoadingOverlay,
  showLoadingOverlay,
} from './loading-overlay-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('global loading overlay (SPEC section 4)', () => {
  it.each([
    ['tab', 100],
    ['route', 200],
    ['default', 300],
  ] as const)('hides %s loading %i ms after the hide event', (kind, delay) => {
    showLoadingOverlay(kind);
    hideLoadingOverlay();
    vi.advanceTimersByTime(delay - 1);
    expect(getLoadingState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getLoadingState().visible).toBe(false);
  });

  it.each([
    ['tab', 5_000],
    ['route', 10_000],
    ['default', 10_000],
  ] as const)('hides %s loading by itself after %i ms if nobody does', (kind, failsafe) => {
    showLoadingOverlay(kind);
    vi.advanceTimersByTime(failsafe - 1);
    expect(getLoadingState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getLoadingState().visible).toBe(false);
  });

  it('a new show cancels a pending hide', () => {
    showLoadingOverlay('route');
    hideLoadingOverlay();
    vi.advanceTimersByTime(100);
    showLoadingOverlay('default', 'Saving');
    vi.advanceTimersByTime(250);
    expect(getLoadingState()).toMatchObject({ visible: true, message: 'Saving' });
  });
});

describe('tab moves', () => {
  it('are moves between two business screens', () => {
    expect(isTabMove('/dashboard/b1', '/sales/b1')).toBe(true);
    expect(isTabMove('/inventory/b1', '/stock-history/b1')).toBe(true);
    expect(isTabMove('/businesses', '/dashboard/b1')).toBe(false);
    expect(isTabMove('/sales/b1', '/notifications')).toBe(false);
  });
});
