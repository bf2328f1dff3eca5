import {
  AssistantAnswerSchema,
  AssistantSourceSchema,
  type AssistantAnswer,
  type AssistantSource,
} from '@app/contracts/assistant';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';
import { assistantPath } from './keys.ts';

export interface AskHandlers {
  onSource: (source: AssistantSource) => void;
  onDelta: (text: string) => void;
  onConversation: (conversationId: string) => void;
}

/**
 * POST /businesses/{id}/assistant/messages with `Accept: text/event-stream`: sources arrive as
 * each tool finishes, then the checked answer in pieces, then the whole answer (`done`).
 */
export async function askAssistant(
  businessId: string,
  body: { message: string; conversationId?: string },
  handlers: AskHandlers,
  signal?: AbortSignal,
): Promise<AssistantAnswer> {
  const response = await api.post(`${assistantPath(businessId)}/messages`, {
    json: body,
    headers: { accept: 'text/event-stream' },
    retry: 0,
    timeout: 120_000,
    signal,
    ...ACTION,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!event || data === undefined) continue;
      const payload: unknown = JSON.parse(data);
      if (event === 'source') handlers.onSource(parseResponse(AssistantSourceSchema, payload));
      else if (event === 'delta') handlers.onDelta((payload as { text: string }).text);
      else if (event === 'conversation')
        handlers.onConversation((payload as { conversationId: string }).conversationId);
      else if (event === 'done') return parseResponse(AssistantAnswerSchema, payload);
      else if (event === 'error')
        throw new Error((payload as { message?: string }).message ?? 'The assistant failed');
    }
  }
  throw new Error('The answer was cut off. Please try again.');
}
