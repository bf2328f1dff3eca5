import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleValue } from './use-idle-value.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useIdleValue (ADR 090)', () => {
  it('follows the value once the browser is idle while not live', async () => {
    const { result, rerender } = renderHook(({ value, live }) => useIdleValue(value, live), {
      initialProps: { value: 1, live: false },
    });
    expect(result.current).toBe(1);
    rerender({ value: 2, live: false });
    expect(result.current).toBe(1);
    rerender({ value: 3, live: false });
    expect(result.current).toBe(1);
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBe(3);
  });

  it('is the value at once when live, even before the copy caught up', () => {
    const { result, rerender } = renderHook(({ value, live }) => useIdleValue(value, live), {
      initialProps: { value: 'a', live: false },
    });
    rerender({ value: 'b', live: false });
    expect(result.current).toBe('a');
    rerender({ value: 'b', live: true });
    expect(result.current).toBe('b');
  });
});
