import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firstScreenShown,
  resetFirstScreenForTests,
  useFirstScreenShown,
  whenFirstScreenShown,
} from './first-screen.tsx';

describe('what waits for the first screen (issue 21)', () => {
  beforeEach(() => {
    resetFirstScreenForTests();
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => vi.useRealTimers());

  it('goes once the shown screen has been painted (the next frame, then a task), not before', async () => {
    let released = false;
    void whenFirstScreenShown().then(() => {
      released = true;
    });
    firstScreenShown();
    await Promise.resolve();
    expect(released).toBe(false);
    vi.advanceTimersToNextFrame();
    await Promise.resolve();
    expect(released).toBe(false);
    vi.advanceTimersByTime(0);
    await vi.waitFor(() => expect(released).toBe(true));
    // Then for the rest of the visit.
    await expect(whenFirstScreenShown()).resolves.toBeUndefined();
  });

  it('re-renders what waited once the screen is shown, and later mounts start shown', async () => {
    vi.useRealTimers();
    const waiting = renderHook(() => useFirstScreenShown());
    expect(waiting.result.current).toBe(false);
    act(() => firstScreenShown());
    await vi.waitFor(() => expect(waiting.result.current).toBe(true));
    expect(renderHook(() => useFirstScreenShown()).result.current).toBe(true);
  });
});
