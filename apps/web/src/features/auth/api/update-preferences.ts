import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PreferencesResponseSchema, type Language, type User } from '@app/contracts';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';
import { getSession, updateUser } from '#src/lib/session.ts';
import { authKeys } from './keys.ts';

/** PUT /auth/preferences: the signed-in user's language, kept for every device and email. */
export async function saveLanguage(language: Language): Promise<Language> {
  const data = parseResponse(
    PreferencesResponseSchema,
    await api.put('auth/preferences', { json: { language }, ...ACTION }).json(),
  );
  return data.language;
}

/** Saves the language, then the stored user and the cached /auth/check answer say it too. */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onSuccess: (language) => {
      const { user } = getSession();
      if (user) updateUser({ ...user, language });
      queryClient.setQueryData<User>(authKeys.me(), (cached) =>
        cached ? { ...cached, language } : cached,
      );
    },
  });
}
