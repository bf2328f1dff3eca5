import type {
  AssistantAnswer,
  AssistantConversation,
  AssistantConversationDetail,
  AssistantMessage,
  AssistantMessageBody,
  AssistantSource,
  AssistantTable,
} from '@app/contracts';
import { ASSISTANT_TEXTS, UUID_PATTERN } from '@app/contracts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { getUserForAccess } from '#src/modules/auth/users.service.ts';
import { analyse, understand } from './analyst.ts';
import * as repo from './assistant.repo.ts';
import { askModel, modelConfigured } from './model.ts';
import { tablesFor } from './tables.ts';
import { toolContext } from './tools/context.ts';
import type { ToolCall } from './tools/index.ts';

/** What a streamed answer reports while it is made (routes turn these into SSE events). */
export type AssistantEvent =
  | { type: 'conversation'; conversationId: string }
  | { type: 'source'; source: AssistantSource }
  | { type: 'delta'; text: string };

const TITLE_LENGTH = 80;

const conversationOut = (row: repo.ConversationRow): AssistantConversation => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const messageOut = (row: repo.MessageRow): AssistantMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  sources: row.sources as AssistantSource[],
  tables: row.tables as AssistantTable[],
  createdAt: row.createdAt.toISOString(),
});

const notFound = () =>
  new AppError('CONVERSATION_NOT_FOUND', ASSISTANT_TEXTS.conversationNotFound, 404);

async function ownConversation(deps: AppDeps, access: BusinessAccess, userId: string, id: string) {
  if (!UUID_PATTERN.test(id)) throw notFound();
  const row = await repo.findConversation(deps.db, access.id, userId, id);
  if (!row) throw notFound();
  return row;
}

export async function listConversations(
  deps: AppDeps,
  access: BusinessAccess,
  userId: string,
): Promise<AssistantConversation[]> {
  return (await repo.listConversations(deps.db, access.id, userId)).map(conversationOut);
}

export async function getConversation(
  deps: AppDeps,
  access: BusinessAccess,
  userId: string,
  id: string,
): Promise<AssistantConversationDetail> {
  const row = await ownConversation(deps, access, userId, id);
  const messages = await repo.listMessages(deps.db, row.id);
  return { conversation: conversationOut(row), messages: messages.map(messageOut) };
}

export async function deleteConversation(
  deps: AppDeps,
  access: BusinessAccess,
  userId: string,
  id: string,
): Promise<void> {
  const row = await ownConversation(deps, access, userId, id);
  await repo.deleteConversation(deps.db, row.id);
}

const sourceOut = (c: ToolCall): AssistantSource => ({
  tool: c.tool,
  args: c.args,
  result: c.result,
});

/**
 * Answers a question about the business: with the configured model when there is one, else the
 * built-in analyst. The question and the answer (with its sources) are kept in the conversation.
 */
export async function ask(
  deps: AppDeps,
  access: BusinessAccess,
  userId: string,
  body: AssistantMessageBody,
  onEvent: (event: AssistantEvent) => void = () => {},
): Promise<AssistantAnswer> {
  const existing = body.conversationId
    ? await ownConversation(deps, access, userId, body.conversationId)
    : null;
  const ctx = toolContext(deps, access);
  let answer: string;
  let sources: ToolCall[];
  let tables: AssistantTable[] = [];
  let language: AssistantAnswer['language'] = 'en';
  const engine: AssistantAnswer['engine'] = modelConfigured(deps.config) ? 'model' : 'builtin';
  if (existing) onEvent({ type: 'conversation', conversationId: existing.id });
  // Answers are in the language of the asker's account (PUT /api/auth/preferences).
  const { language: reader } = await getUserForAccess(deps, userId);
  if (engine === 'model') {
    const history = existing
      ? (await repo.listMessages(deps.db, existing.id)).map((m) => ({
          role: m.role,
          content: m.content,
        }))
      : [];
    const result = await askModel(ctx, deps.config, history, body.message, reader, (s) =>
      onEvent({ type: 'source', source: sourceOut(s) }),
    );
    answer = result.answer;
    sources = result.sources;
    const reading = understand(body.message).language;
    language = reading.language as AssistantAnswer['language'];
    // The same tables as the built-in analyst's, from the tools the model called.
    tables = tablesFor(sources, reading);
  } else {
    const result = await analyse(ctx, body.message, reader);
    for (const s of result.sources) onEvent({ type: 'source', source: sourceOut(s) });
    answer = result.answer;
    sources = result.sources;
    tables = result.tables;
    language = result.language;
  }
  const now = deps.now();
  const { conversation, messageId } = await deps.db.transaction(async (tx) => {
    const conversation =
      existing ??
      (await repo.createConversation(tx, {
        businessId: access.id,
        userId,
        title: body.message.slice(0, TITLE_LENGTH),
        now,
      }));
    if (existing) await repo.touchConversation(tx, existing.id, now);
    const rows = await repo.insertMessages(tx, [
      {
        conversationId: conversation.id,
        businessId: access.id,
        role: 'user',
        content: body.message,
        sources: [],
        tables: [],
        createdAt: now,
      },
      {
        conversationId: conversation.id,
        businessId: access.id,
        role: 'assistant',
        content: answer,
        sources: sources.map(sourceOut),
        tables,
        createdAt: now,
      },
    ]);
    return { conversation, messageId: rows.find((r) => r.role === 'assistant')!.id };
  });
  if (!existing) onEvent({ type: 'conversation', conversationId: conversation.id });
  // The answer is streamed once it is checked: a number is never shown before it is verified.
  for (const piece of answer.match(/\S+\s*/g) ?? []) onEvent({ type: 'delta', text: piece });
  return {
    conversationId: conversation.id,
    messageId,
    answer,
    sources: sources.map(sourceOut),
    tables,
    language,
    engine,
  };
}
