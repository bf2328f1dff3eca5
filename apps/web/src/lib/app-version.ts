import { useQuery } from '@tanstack/react-query';
import { APP_VERSION } from '@app/contracts/constants';
import { compareVersions, CurrentAppVersionResponseSchema } from '@app/contracts/app-versions';
import { api, parseResponse } from './api-client.ts';

/** Released versions are checked every hour, as the service worker is. */
const CHECK_INTERVAL_MS = 60 * 60_000;

/**
 * The released version (GET /app-versions/current, public) against this build's APP_VERSION:
 * `newer` offers an update, `required` (this build is below minimumSupported) insists on one.
 * No version released yet (the server answers null) or offline: neither.
 */
export function useAppVersionStatus() {
  const current = useQuery({
    queryKey: ['app-versions', 'current'],
    queryFn: async () => {
      const data = await api.get('app-versions/current').json();
      return parseResponse(CurrentAppVersionResponseSchema, data);
    },
    refetchInterval: CHECK_INTERVAL_MS,
    staleTime: CHECK_INTERVAL_MS,
    retry: false,
  });
  const released = current.data ?? null;
  return {
    released,
    newer: released ? compareVersions(released.version, APP_VERSION) > 0 : false,
    required: released ? compareVersions(APP_VERSION, released.minimumSupported) < 0 : false,
  };
}
