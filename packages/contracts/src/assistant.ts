import { z } from 'zod';

/** The AI business assistant (ADR 030): answers computed by tools over the business's records. */
export const ASSISTANT_MESSAGE_MAX_LENGTH = 1000;
/** Questions one user may ask per minute (all businesses together). */
export const ASSISTANT_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
/** The operation the paid guard checks (SPEC section 6: not a read, so it needs trial or plan). */
export const ASSISTANT_OPERATION = 'use_ai_assistant';

export const ASSISTANT_TEXTS = {
  cantTell: "I can't tell that from your records.",
  conversationNotFound: 'Conversation not found',
  modelUnavailable: 'The AI provider did not answer. Please try again.',
} as const;

/** The languages the built-in analyst answers in; Hausa and Yoruba readers get English for now. */
export const ASSISTANT_LANGUAGES = ['en', 'sw', 'fr'] as const;
export type AssistantLanguage = (typeof ASSISTANT_LANGUAGES)[number];

/** Suggested questions the chat offers, per language; the built-in analyst answers each one. */
export const ASSISTANT_SUGGESTIONS: Record<AssistantLanguage, string[]> = {
  en: [
    'How much did I sell this week?',
    'Who owes me money?',
    'What should I restock?',
    'Top 5 products this month',
    'Compare this month with last month',
    'What did I spend on rent?',
  ],
  sw: [
    'Nimeuza kiasi gani wiki hii?',
    'Nani ananidai pesa?',
    'Nini niagize tena?',
    'Bidhaa 5 bora mwezi huu',
    'Linganisha mwezi huu na mwezi uliopita',
    'Nimetumia kiasi gani kwa kodi?',
  ],
  fr: [
    'Combien j’ai vendu cette semaine ?',
    'Qui me doit de l’argent ?',
    'Que dois-je réapprovisionner ?',
    'Top 5 des articles ce mois-ci',
    'Compare ce mois avec le mois dernier',
    'Combien j’ai dépensé pour le loyer ?',
  ],
};

export const AssistantSourceSchema = z.object({
  tool: z.string(),
  args: z.record(z.string(), z.unknown()),
  result: z.record(z.string(), z.unknown()),
});
export type AssistantSource = z.infer<typeof AssistantSourceSchema>;

/** A small table inside an answer, built from a tool result. */
export const AssistantTableSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number()]))),
});
export type AssistantTable = z.infer<typeof AssistantTableSchema>;

export const AssistantEngineSchema = z.enum(['builtin', 'model']);

export const AssistantMessageBodySchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Ask a question')
    .max(ASSISTANT_MESSAGE_MAX_LENGTH, `At most ${ASSISTANT_MESSAGE_MAX_LENGTH} characters`),
  conversationId: z.uuid('Invalid conversation id').optional(),
});
export type AssistantMessageBody = z.infer<typeof AssistantMessageBodySchema>;

export const AssistantAnswerSchema = z.object({
  conversationId: z.string(),
  messageId: z.string(),
  answer: z.string(),
  sources: z.array(AssistantSourceSchema),
  tables: z.array(AssistantTableSchema),
  language: z.enum(ASSISTANT_LANGUAGES),
  engine: AssistantEngineSchema,
});
export type AssistantAnswer = z.infer<typeof AssistantAnswerSchema>;

export const AssistantMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  sources: z.array(AssistantSourceSchema),
  tables: z.array(AssistantTableSchema),
  createdAt: z.string(),
});
export type AssistantMessage = z.infer<typeof AssistantMessageSchema>;

export const AssistantConversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssistantConversation = z.infer<typeof AssistantConversationSchema>;

export const AssistantConversationListSchema = z.object({
  conversations: z.array(AssistantConversationSchema),
});
export const AssistantConversationDetailSchema = z.object({
  conversation: AssistantConversationSchema,
  messages: z.array(AssistantMessageSchema),
});
export type AssistantConversationDetail = z.infer<typeof AssistantConversationDetailSchema>;
export const AssistantConversationParamsSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
});
export const DeleteAssistantConversationResponseSchema = z.object({ deleted: z.literal(true) });
