import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema } from '@app/contracts';
import { api, parseResponse } from '#src/lib/api-client.ts';

/** DELETE /auth/account: removes the user and all their data; the session dies with it. */
export async function deleteAccount() {
  return parseResponse(MessageResponseSchema, await api.delete('auth/account').json());
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
