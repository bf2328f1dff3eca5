import { DATA_CACHE_FRESH_MS } from '@app/contracts/constants';
import { QueryClient } from '@tanstack/react-query';
import { onAppEvent } from './events.ts';

/**
 * One QueryClient for the whole app (a session's end clears it: one user's data is never shown to
 * the next). Not part of the shell: it loads with the app providers' query boundary, in parallel
 * with the first screen (app/query-provider.tsx).
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

onAppEvent('session-ended', () => queryClient.clear());
