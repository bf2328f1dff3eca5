/** Query keys of the assistant (STYLE.md: one factory per resource). */
export const assistantKeys = {
  all: ['assistant'] as const,
  conversations: (businessId: string) =>
    [...assistantKeys.all, 'conversations', businessId] as const,
  conversation: (businessId: string, id: string) =>
    [...assistantKeys.conversations(businessId), id] as const,
};

export const assistantPath = (businessId: string) =>
  `businesses/${encodeURIComponent(businessId)}/assistant`;
