import { and, asc, desc, eq } from 'drizzle-orm';
import type { AssistantSource, AssistantTable } from '@app/contracts';
import { assistantConversations, assistantMessages } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type ConversationRow = typeof assistantConversations.$inferSelect;
export type MessageRow = typeof assistantMessages.$inferSelect;

export async function listConversations(db: DbOrTx, businessId: string, userId: string) {
  return db
    .select()
    .from(assistantConversations)
    .where(
      and(
        eq(assistantConversations.businessId, businessId),
        eq(assistantConversations.userId, userId),
      ),
    )
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
    .limit(100);
}

export async function findConversation(
  db: DbOrTx,
  businessId: string,
  userId: string,
  id: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(assistantConversations)
    .where(
      and(
        eq(assistantConversations.id, id),
        eq(assistantConversations.businessId, businessId),
        eq(assistantConversations.userId, userId),
      ),
    );
  return row;
}

export async function createConversation(
  db: DbOrTx,
  values: { businessId: string; userId: string; title: string; now: Date },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(assistantConversations)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .returning();
  return row!;
}

export async function touchConversation(db: DbOrTx, id: string, now: Date) {
  await db
    .update(assistantConversations)
    .set({ updatedAt: now })
    .where(eq(assistantConversations.id, id));
}

export async function deleteConversation(db: DbOrTx, id: string) {
  await db.delete(assistantConversations).where(eq(assistantConversations.id, id));
}

export async function insertMessages(
  db: DbOrTx,
  rows: {
    conversationId: string;
    businessId: string;
    role: 'user' | 'assistant';
    content: string;
    sources: AssistantSource[];
    tables: AssistantTable[];
    createdAt: Date;
  }[],
): Promise<MessageRow[]> {
  return db.insert(assistantMessages).values(rows).returning();
}

/** A conversation's messages in the order they were written. */
export async function listMessages(db: DbOrTx, conversationId: string) {
  return db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(asc(assistantMessages.seq));
}
