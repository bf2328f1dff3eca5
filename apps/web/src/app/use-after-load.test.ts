import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterLoad } from './use-after-load.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useAfterLoad (ADR 041)', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});

    const { result } = renderHook(() => useAfterLoad());
    expect(result.current).toBe(false);
    expect(idle).toHaveLength(0);

    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(result.current).toBe(false);
    expect(idle).toHaveLength(1);

    act(() => idle[0]!({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toBe(true);
  });

  it('on a page already loaded, only waits for idle (a timer without requestIdleCallback)', () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
      vi.stubGlobal('requestIdleCallback', undefined);
      const { result } = renderHook(() => useAfterLoad());
      expect(result.current).toBe(false);
      act(() => {
        vi.runAllTimers();
      });
      expect(result.current).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
