import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { AssistantPage } from './assistant-page.tsx';

let restore: () => void = () => undefined;
afterEach(() => {
  cleanup();
  restore();
});

const CONVERSATION = 'c0a80101-0000-4000-8000-000000000001';
const at = '2026-12-01T10:00:00.000Z';

/**
 * The server: each question's answer streams its first words at once and ends when the test
 * calls `end()` (or fails with `end('error')`). The stored conversation holds every answered pair.
 */
function renderAssistant() {
  const asked: { message: string; conversationId?: string }[] = [];
  const stored: { id: string; role: 'user' | 'assistant'; content: string }[] = [];
  const ends: ((outcome: 'done' | 'error') => void)[] = [];
  const stub = stubFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path.endsWith('/assistant/messages')) {
      const body = (await request.clone().json()) as { message: string; conversationId?: string };
      asked.push(body);
      const n = asked.length;
      const encoder = new TextEncoder();
      const event = (name: string, data: unknown) =>
        encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(event('delta', { text: `Answer ${n}` }));
          ends.push((outcome) => {
            if (outcome === 'error') {
              controller.enqueue(event('error', { message: 'The model is down' }));
            } else {
              stored.push(
                { id: `q${n}`, role: 'user', content: body.message },
                { id: `a${n}`, role: 'assistant', content: `Answer ${n}` },
              );
              controller.enqueue(
                event('done', {
                  conversationId: CONVERSATION,
                  messageId: `a${n}`,
                  answer: `Answer ${n}`,
                  sources: [],
                  tables: [],
                  language: 'en',
                  engine: 'builtin',
                }),
              );
            }
            controller.close();
          });
        },
      });
      return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
    }
    if (path.endsWith(`/conversations/${CONVERSATION}`)) {
      return jsonResponse(200, {
        conversation: { id: CONVERSATION, title: 'Sales', createdAt: at, updatedAt: at },
        messages: stored.map((m) => ({ ...m, sources: [], tables: [], createdAt: at })),
      });
    }
    return jsonResponse(200, { conversations: [] });
  });
  restore = stub.restore;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AssistantPage business={{ id: 'b1', name: 'Ada Stores' }} />
    </QueryClientProvider>,
  );
  const end = async (outcome: 'done' | 'error' = 'done') => {
    await waitFor(() => expect(ends.length).toBeGreaterThan(0));
    ends.shift()!(outcome);
  };
  return { asked, end };
}

const box = () => screen.getByRole('textbox', { name: 'Your question' });

describe('a question asked while the last answer is still coming', () => {
  it('waits, shown above the box, and goes into the same conversation when the answer ends', async () => {
    const { asked, end } = renderAssistant();
    await userEvent.type(box(), 'Sales this week{Enter}');
    await screen.findByText('Answer 1');
    await userEvent.type(box(), 'Top products{Enter}');

    expect(box()).toHaveValue('');
    expect(screen.getByText(/^Next, once this answer ends/).parentElement).toHaveTextContent(
      'Next, once this answer ends: Top products',
    );
    expect(asked).toHaveLength(1);

    await end();
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toEqual({ message: 'Top products', conversationId: CONVERSATION });
    expect(screen.queryByText(/Next, once this answer ends/)).toBeNull();
    await end();
    await screen.findByText('Answer 2');
    expect(asked).toHaveLength(2);
  });

  it('goes back into the box, unsent, when the answer fails', async () => {
    const { asked, end } = renderAssistant();
    await userEvent.type(box(), 'Sales this week{Enter}');
    await screen.findByText('Answer 1');
    await userEvent.type(box(), 'Top products{Enter}');
    await end('error');

    await screen.findByText('The assistant could not answer. Please try again.');
    expect(box()).toHaveValue('Top products');
    expect(asked).toHaveLength(1);
  });

  it('Edit takes it back into the box', async () => {
    const { asked, end } = renderAssistant();
    await userEvent.type(box(), 'Sales this week{Enter}');
    await screen.findByText('Answer 1');
    await userEvent.type(box(), 'Top products{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));

    expect(box()).toHaveValue('Top products');
    await end();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ask' })).toBeEnabled());
    expect(asked).toHaveLength(1);
  });
});
