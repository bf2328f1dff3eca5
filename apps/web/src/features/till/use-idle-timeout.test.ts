import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useIdleTimeout } from './use-idle-timeout.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('locks after the idle time without a touch; each touch, key or scroll starts the wait again', () => {
  const onIdle = vi.fn();
  const { unmount } = renderHook(() => useIdleTimeout(120_000, onIdle));
  vi.advanceTimersByTime(119_000);
  window.dispatchEvent(new Event('pointerdown'));
  vi.advanceTimersByTime(119_000);
  window.dispatchEvent(new KeyboardEvent('keydown', { key: '1' }));
  vi.advanceTimersByTime(60_000);
  window.dispatchEvent(new Event('wheel'));
  vi.advanceTimersByTime(119_999);
  expect(onIdle).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(onIdle).toHaveBeenCalledTimes(1);
  // Once: nothing more fires without activity.
  vi.advanceTimersByTime(600_000);
  expect(onIdle).toHaveBeenCalledTimes(1);
  unmount();
});

it('stops listening when the till screen goes', () => {
  const onIdle = vi.fn();
  const { unmount } = renderHook(() => useIdleTimeout(60_000, onIdle));
  unmount();
  vi.advanceTimersByTime(120_000);
  window.dispatchEvent(new Event('touchstart'));
  vi.advanceTimersByTime(120_000);
  expect(onIdle).not.toHaveBeenCalled();
});
