import { DATA_CACHE_FRESH_MS } from '@app/contracts/constants';
import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient for the whole app (logout clears it).
 * - staleTime: SPEC section 9, data caches are fresh for 5 minutes.
 * - retry off: the API client already retries 3 times with a 1 s delay (SPEC section 7);
 *   retrying here as well would multiply the attempts on a flaky connection.
 * - offlineFirst: a cached answer is shown at once and requests are still tried when the
 *   browser believes it is offline, so the service worker cache can answer them.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: DATA_CACHE_FRESH_MS,
      gcTime: 30 * 60_000,
      retry: false,
      networkMode: 'offlineFirst',
    },
    mutations: {
      retry: false,
      networkMode: 'offlineFirst',
    },
  },
});
