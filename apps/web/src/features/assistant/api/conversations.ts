import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AssistantConversationDetailSchema,
  AssistantConversationListSchema,
} from '@app/contracts/assistant';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { assistantKeys, assistantPath } from './keys.ts';

/** GET /businesses/{id}/assistant/conversations: the caller's conversations, newest first. */
export function useConversations(businessId: string) {
  return useQuery({
    queryKey: assistantKeys.conversations(businessId),
    queryFn: async () =>
      parseResponse(
        AssistantConversationListSchema,
        await api.get(`${assistantPath(businessId)}/conversations`).json(),
      ).conversations,
  });
}

/** GET .../conversations/{conversationId}: its messages with their sources. */
export function conversationQueryOptions(businessId: string, id: string) {
  return queryOptions({
    queryKey: assistantKeys.conversation(businessId, id),
    queryFn: async () =>
      parseResponse(
        AssistantConversationDetailSchema,
        await api
          .get(`${assistantPath(businessId)}/conversations/${encodeURIComponent(id)}`)
          .json(),
      ),
  });
}

export function useConversation(businessId: string, id: string | null) {
  return useQuery({ ...conversationQueryOptions(businessId, id ?? ''), enabled: id !== null });
}

export function useDeleteConversation(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api
        .delete(`${assistantPath(businessId)}/conversations/${encodeURIComponent(id)}`)
        .json();
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: assistantKeys.conversations(businessId) }),
  });
}
