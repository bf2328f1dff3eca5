import { useQueryClient } from '@tanstack/react-query';
import { toast } from '#src/lib/toast.ts';
import { MESSAGES, NETWORK_ERROR_CACHE_CLEAR_MS } from '@app/contracts';
import { i18n } from '#src/i18n/activate.ts';
import { useAppEvent } from '#src/lib/events.ts';
import { authText } from '../messages.ts';

let lastCacheRefresh = 0;

/** For tests: forget the last refresh. */
export function resetNetworkErrorRecovery() {
  lastCacheRefresh = 0;
}

/**
 * SPEC section 4 (network errors): at most every 5 minutes, tell the user and refresh the data
 * caches. Queries are invalidated rather than dropped, so what is on screen stays visible offline.
 * While the device knows it is offline the offline banner already says so, and nothing could be
 * refreshed: the notice waits for a failure with the network up (a timeout, a dead server).
 */
export function useNetworkErrorRecovery() {
  const queryClient = useQueryClient();
  useAppEvent('network-error', () => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    const now = Date.now();
    if (now - lastCacheRefresh < NETWORK_ERROR_CACHE_CLEAR_MS) return;
    lastCacheRefresh = now;
    toast.info(authText(i18n, MESSAGES.networkErrorRefresh), { id: 'network-error-refresh' });
    void queryClient.invalidateQueries();
  });
}
