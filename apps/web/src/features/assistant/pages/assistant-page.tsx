import type { AssistantSource, AssistantTable } from '@app/contracts/assistant';
import { ASSISTANT_SUGGESTIONS, ASSISTANT_MESSAGE_MAX_LENGTH } from '@app/contracts/assistant';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Bot, MessageSquarePlus, SendHorizontal, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { askAssistant } from '../api/ask.ts';
import {
  conversationQueryOptions,
  useConversation,
  useConversations,
  useDeleteConversation,
} from '../api/conversations.ts';
import { assistantKeys } from '../api/keys.ts';
import { AnswerCharts, AnswerTable, HowComputed } from '../components/answer.tsx';

interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  sources: AssistantSource[];
  tables: AssistantTable[];
  pending?: boolean;
  error?: string;
}

/** /ai-assistant/{businessId}: questions about the business's own records, answered with sources. */
export function AssistantPage({ business }: { business: { id: string; name: string } }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const conversations = useConversations(business.id);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const history = useConversation(business.id, conversationId);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  // A question sent while an answer is still coming: it goes once that answer has ended.
  const [queued, setQueuedState] = useState<string | null>(null);
  const queuedRef = useRef<string | null>(null);
  const setQueued = (question: string | null) => {
    queuedRef.current = question;
    setQueuedState(question);
  };
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useDeleteConversation(business.id);
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const stored: ChatMessage[] = history.data?.messages ?? [];
  const messages = [...(conversationId ? stored : []), ...live];

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, live]);

  const open = (id: string | null) => {
    setLive([]);
    setConversationId(id);
    // A waiting question was meant for the conversation on screen: back in the box.
    if (queuedRef.current !== null) {
      setDraft(queuedRef.current);
      setQueued(null);
    }
  };

  async function ask(question: string) {
    const message = question.trim();
    if (!message) return;
    if (busy) {
      setQueued(message);
      setDraft('');
      return;
    }
    setBusy(true);
    setDraft('');
    const pendingId = `pending-${Date.now()}`;
    setLive((l) => [
      ...l,
      { id: `q-${pendingId}`, role: 'user', content: message, sources: [], tables: [] },
      { id: pendingId, role: 'assistant', content: '', sources: [], tables: [], pending: true },
    ]);
    const patch = (f: (m: ChatMessage) => ChatMessage) =>
      setLive((l) => l.map((m) => (m.id === pendingId ? f(m) : m)));
    try {
      const answer = await askAssistant(
        business.id,
        { message, ...(conversationId ? { conversationId } : {}) },
        {
          onSource: (s) => patch((m) => ({ ...m, sources: [...m.sources, s] })),
          onDelta: (text) => patch((m) => ({ ...m, content: m.content + text })),
          onConversation: () => {},
        },
      );
      patch((m) => ({
        ...m,
        id: answer.messageId,
        content: answer.answer,
        sources: answer.sources,
        tables: answer.tables,
        pending: false,
      }));
      void queryClient.invalidateQueries({ queryKey: assistantKeys.conversations(business.id) });
      // The stored conversation now holds these messages: show them from there.
      await queryClient
        .fetchQuery({
          ...conversationQueryOptions(business.id, answer.conversationId),
          staleTime: 0,
        })
        .catch(() => undefined);
      setConversationId(answer.conversationId);
      setLive([]);
    } catch (err) {
      patch((m) => ({
        ...m,
        pending: false,
        error: errorMessage(err, t`The assistant could not answer. Please try again.`),
      }));
      // Not sent after a failure: it goes back in the box for the owner to send or change.
      const next = queuedRef.current;
      if (next !== null) {
        setQueued(null);
        setDraft(next);
      }
    } finally {
      setBusy(false);
      inputRef.current?.focus();
    }
  }

  // Runs after the render where the last answer ended, so the question joins its conversation.
  useEffect(() => {
    if (busy || queued === null) return;
    setQueued(null);
    void ask(queued);
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void ask(draft);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void ask(draft);
    }
  };

  // The spinner while an answer comes and nothing is typed; once something is, Ask takes it.
  const waitingForAnswer = busy && !draft.trim();
  const businessName = business.name;
  const list = conversations.data ?? [];
  return (
    <div className="mx-auto flex max-w-6xl flex-col">
      <PageHeader
        title={t`AI Business Assistant`}
        description={t`Ask about ${businessName}'s sales, stock, customers and expenses. Every figure comes from your records.`}
        actions={
          <Button variant="outline" onClick={() => open(null)} disabled={busy}>
            <MessageSquarePlus className="size-4" aria-hidden />
            <Trans>New chat</Trans>
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t`Conversations`} className="order-2 lg:order-1">
          <h2 className="mb-2 text-sm font-semibold text-muted-foreground">
            <Trans>Conversations</Trans>
          </h2>
          {conversations.isPending ? (
            <div className="space-y-2" aria-busy="true">
              <Skeleton className="h-9" />
              <Skeleton className="h-9" />
            </div>
          ) : conversations.isError ? (
            <div className="text-sm text-muted-foreground">
              {errorMessage(conversations.error, t`Could not load your conversations.`)}{' '}
              <Button variant="link" onClick={() => void conversations.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          ) : list.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>No conversations yet.</Trans>
            </p>
          ) : (
            <ul className="space-y-1">
              {list.map((c) => (
                <li key={c.id} className="group flex items-center gap-1">
                  <button
                    type="button"
                    onClick={() => open(c.id)}
                    aria-current={c.id === conversationId ? 'true' : undefined}
                    className={cn(
                      'min-w-0 flex-1 truncate rounded-md px-3 py-2 text-left text-sm hover:bg-surface-muted',
                      c.id === conversationId && 'bg-primary-soft font-medium text-primary',
                    )}
                  >
                    {c.title}
                  </button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t({
                      message: `Delete "${c.title}"`,
                      comment: '{0}: the title of a conversation',
                    })}
                    onClick={() => setDeleting(c.id)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </nav>

        <section aria-label={t`Chat`} className="order-1 flex min-w-0 flex-col gap-4 lg:order-2">
          {conversationId && history.isPending ? (
            <div className="space-y-3" aria-busy="true">
              <Skeleton className="ml-auto h-10 w-2/3" />
              <Skeleton className="h-24 w-5/6" />
            </div>
          ) : conversationId && history.isError ? (
            <EmptyState
              title={t`This conversation could not be loaded`}
              description={errorMessage(history.error, t`Check your connection and try again.`)}
              action={
                <Button variant="outline" onClick={() => void history.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              }
            />
          ) : messages.length === 0 ? (
            <EmptyState
              icon={Bot}
              title={t`Ask about your business`}
              description={t`Try one of these, in English or Swahili. No AI provider is needed for them.`}
              action={
                <div className="flex flex-col gap-3">
                  {(['en', 'sw'] as const).map((lang) => (
                    <div key={lang} className="flex flex-wrap justify-center gap-2" lang={lang}>
                      {ASSISTANT_SUGGESTIONS[lang].map((q) => (
                        <Button key={q} variant="outline" size="sm" onClick={() => void ask(q)}>
                          {q}
                        </Button>
                      ))}
                    </div>
                  ))}
                </div>
              }
            />
          ) : (
            <ol className="space-y-4" aria-live="polite">
              {messages.map((m) => (
                <li
                  key={m.id}
                  className={cn('flex', m.role === 'user' ? 'justify-end' : 'justify-start')}
                >
                  {m.role === 'user' ? (
                    <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm text-primary-foreground">
                      {m.content}
                    </div>
                  ) : (
                    <div className="w-full rounded-2xl rounded-bl-sm border border-border bg-surface px-3 py-3 text-sm shadow-sm sm:max-w-[85%] sm:px-4">
                      {m.error ? (
                        <p role="alert" className="text-danger">
                          {m.error}
                        </p>
                      ) : (
                        <>
                          {m.pending && m.content === '' ? (
                            <span className="flex items-center gap-2 text-muted-foreground">
                              <Spinner className="size-4" label={t`Working it out`} />
                              {m.sources.length > 0
                                ? t`${plural(m.sources.length, { one: 'Read # report…', other: 'Read # reports…' })}`
                                : t`Reading your records…`}
                            </span>
                          ) : (
                            <p className="whitespace-pre-line">{m.content}</p>
                          )}
                          {m.tables.map((table, i) => (
                            <AnswerTable key={i} table={table} />
                          ))}
                          {!m.pending && <AnswerCharts sources={m.sources} />}
                          {!m.pending && <HowComputed sources={m.sources} />}
                        </>
                      )}
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
          <div ref={endRef} />
          <form
            onSubmit={onSubmit}
            className="sticky bottom-2 flex flex-wrap items-end gap-2 rounded-2xl border border-border bg-surface p-2 shadow-sm"
          >
            {queued !== null && (
              <p
                role="status"
                className="flex w-full items-center gap-2 rounded-xl bg-muted px-3 py-1.5 text-sm"
              >
                <span className="min-w-0 flex-1 truncate">
                  <span className="text-muted-foreground">
                    <Trans>Next, once this answer ends:</Trans>{' '}
                  </span>
                  {queued}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="shrink-0"
                  onClick={() => {
                    setDraft(queued);
                    setQueued(null);
                    inputRef.current?.focus();
                  }}
                >
                  <Trans>Edit</Trans>
                </Button>
              </p>
            )}
            <label htmlFor="assistant-question" className="sr-only">
              <Trans>Your question</Trans>
            </label>
            <Textarea
              id="assistant-question"
              ref={inputRef}
              rows={1}
              value={draft}
              maxLength={ASSISTANT_MESSAGE_MAX_LENGTH}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder={t`How much did I sell this week?`}
              className="min-h-10 min-w-0 flex-1 resize-none border-0 shadow-none focus-visible:ring-0"
            />
            <Button
              type="submit"
              size="icon"
              aria-label={t({ message: 'Ask', comment: 'a button: send the question' })}
              loading={waitingForAnswer}
              disabled={!draft.trim()}
            >
              {!waitingForAnswer && <SendHorizontal className="size-4" aria-hidden />}
            </Button>
          </form>
        </section>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t`Delete this conversation?`}
        description={t`Its questions and answers are removed. This cannot be undone.`}
        confirmLabel={t`Delete`}
        destructive
        onConfirm={async () => {
          try {
            await remove.mutateAsync(deleting!);
            if (deleting === conversationId) open(null);
            setDeleting(null);
          } catch (err) {
            toast.error(errorMessage(err, t`Could not delete the conversation.`));
            throw err;
          }
        }}
      />
    </div>
  );
}
