import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from '#src/lib/toast.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitAppEvent } from '#src/lib/events.ts';
import {
  resetNetworkErrorRecovery,
  useNetworkErrorRecovery,
} from './use-network-error-recovery.ts';

describe('network error recovery (SPEC section 4)', () => {
  let client: QueryClient;
  let info: ReturnType<typeof vi.spyOn>;
  let invalidate: ReturnType<typeof vi.spyOn>;
  const setOnline = (value: boolean) =>
    Object.defineProperty(navigator, 'onLine', { configurable: true, value });
  const failure = () => emitAppEvent('network-error', { reason: 'timeout', url: '/x' });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    resetNetworkErrorRecovery();
    setOnline(true);
    client = new QueryClient();
    info = vi.spyOn(toast, 'info');
    invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useNetworkErrorRecovery(), { wrapper });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('tells the user and refreshes the caches at most every 5 minutes', () => {
    failure();
    failure();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('Network error detected, refreshing app data...', {
      id: 'network-error-refresh',
    });
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 5 * 60_000);
    failure();
    expect(info).toHaveBeenCalledTimes(2);
  });

  it('stays quiet while the device is offline (the offline banner says so)', () => {
    setOnline(false);
    failure();
    expect(info).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
    setOnline(true);
    failure();
    expect(info).toHaveBeenCalledTimes(1);
  });
});
