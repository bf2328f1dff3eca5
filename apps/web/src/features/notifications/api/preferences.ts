import {
  NotificationPreferencesSchema,
  type NotificationPreferences,
} from '@app/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';
import { notificationKeys } from './keys.ts';

const key = [...notificationKeys.all, 'preferences'] as const;

/** GET/PUT /notifications/preferences: which channels and product events reach this user. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: key,
    queryFn: async () =>
      parseResponse(
        NotificationPreferencesSchema,
        await api.get('notifications/preferences').json(),
      ),
  });
}

export function useSetNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Partial<NotificationPreferences>) =>
      parseResponse(
        NotificationPreferencesSchema,
        await api.put('notifications/preferences', { json: change, ...ACTION }).json(),
      ),
    onSuccess: (prefs) => queryClient.setQueryData(key, prefs),
  });
}
