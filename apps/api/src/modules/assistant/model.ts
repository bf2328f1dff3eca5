import type {
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { z } from 'zod';
import { ASSISTANT_TEXTS } from '@app/contracts';
import type { Language } from '@app/contracts/languages';
import type { Config } from '#src/config/env.ts';
import { AppError } from '#src/platform/errors.ts';
import { unverifiedNumbers } from './numbers.ts';
import type { ToolContext } from './tools/context.ts';
import { ASSISTANT_TOOLS, runTool, ToolArgsError, type ToolCall } from './tools/index.ts';

/*
 * The language-model path (AI_BASE_URL, AI_MODEL, AI_API_KEY): any OpenAI-compatible chat
 * endpoint with tool calling. The model only chooses tools and words; every figure comes from a
 * tool result, and the answer is checked for numbers that are in none of them.
 */

/** The tools offered in one request: all eight, the most a request may carry. */
export const MAX_TOOLS_PER_REQUEST = 8;
/** Rounds of tool calls before the model must answer. */
const MAX_ROUNDS = 6;

export function modelConfigured(config: Config): boolean {
  return Boolean(config.AI_BASE_URL && config.AI_MODEL);
}

const toolDefinitions: ChatCompletionTool[] = ASSISTANT_TOOLS.slice(0, MAX_TOOLS_PER_REQUEST).map(
  (tool) => ({
    type: 'function',
    function: {
      name: tool.name,
      description: tool.description,
      parameters: z.toJSONSchema(tool.args, { io: 'input', unrepresentable: 'any' }) as Record<
        string,
        unknown
      >,
    },
  }),
);

export interface ModelAnswer {
  answer: string;
  sources: ToolCall[];
  /** Numbers the model wrote that no tool computed (the answer was refused). */
  unverified: number[];
}

/** Each language by its English name: the prompt is English, the model reads it best so. */
const LANGUAGE_IN_ENGLISH: Record<Language, string> = {
  en: 'English',
  sw: 'Swahili',
  fr: 'French',
  ha: 'Hausa',
  yo: 'Yoruba',
};

/** The instructions; `reader` is the asker's account language (PUT /api/auth/preferences). */
export function systemPrompt(ctx: ToolContext, reader: Language): string {
  const language = LANGUAGE_IN_ENGLISH[reader];
  return [
    `You are the business assistant of the shop "${ctx.access.row.name}".`,
    `Money is in ${ctx.currency}; dates and hours are in the ${ctx.timezone} time zone; today is ${ctx.today}.`,
    'Never calculate, estimate or invent a number: call the tools and quote their figures exactly as they are.',
    `If the tools cannot answer, say "${ASSISTANT_TEXTS.cantTell}" and what you can tell instead.`,
    // The account's language, as the built-in analyst answers (ADR 070); a question written in
    // another language is still answered in that one.
    `The person asking reads ${language}: answer briefly, in ${language}, unless they write their question in another language; then answer in the language of the question.`,
  ].join(' ');
}

export async function askModel(
  ctx: ToolContext,
  config: Config,
  history: { role: 'user' | 'assistant'; content: string }[],
  question: string,
  reader: Language,
  onSource?: (source: ToolCall) => void,
): Promise<ModelAnswer> {
  // Loaded on first question, not at start: an idle server does not hold it (ADR 035).
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY ?? 'none',
    timeout: 60_000,
    maxRetries: 1,
  });
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt(ctx, reader) },
    ...history.slice(-10),
    { role: 'user', content: question },
  ];
  const sources: ToolCall[] = [];
  for (let round = 0; round <= MAX_ROUNDS; round++) {
    let completion;
    try {
      completion = await client.chat.completions.create({
        model: config.AI_MODEL!,
        messages,
        ...(round < MAX_ROUNDS ? { tools: toolDefinitions, tool_choice: 'auto' as const } : {}),
      });
    } catch (error) {
      ctx.deps.log.warn({ err: error }, 'assistant: the AI provider failed');
      throw new AppError('AI_UNAVAILABLE', ASSISTANT_TEXTS.modelUnavailable, 502);
    }
    const message = completion.choices[0]?.message;
    if (!message) throw new AppError('AI_UNAVAILABLE', ASSISTANT_TEXTS.modelUnavailable, 502);
    const calls = (message.tool_calls ?? []).filter((c) => c.type === 'function');
    if (calls.length === 0) {
      const answer = (message.content ?? '').trim();
      const unverified = unverifiedNumbers(answer, [
        question,
        ctx.today,
        ...sources.map((s) => [s.args, s.result]),
      ]);
      if (unverified.length > 0 || answer === '') {
        return {
          answer: `${ASSISTANT_TEXTS.cantTell} ${
            answer === ''
              ? ''
              : `The drafted answer had figures that are in none of your records (${unverified.join(', ')}), so it is not shown.`
          }${sources.length > 0 ? ' The figures computed from your records are under "How this was computed".' : ''}`.trim(),
          sources,
          unverified,
        };
      }
      return { answer, sources, unverified: [] };
    }
    messages.push({
      role: 'assistant',
      content: message.content ?? null,
      tool_calls: calls,
    });
    for (const c of calls) {
      let content: string;
      try {
        const args = c.function.arguments ? JSON.parse(c.function.arguments) : {};
        const source = await runTool(ctx, c.function.name, args);
        sources.push(source);
        onSource?.(source);
        content = JSON.stringify(source.result);
      } catch (error) {
        if (!(error instanceof ToolArgsError) && !(error instanceof SyntaxError)) throw error;
        content = JSON.stringify({ error: error.message });
      }
      messages.push({ role: 'tool', tool_call_id: c.id, content });
    }
  }
  return { answer: ASSISTANT_TEXTS.cantTell, sources, unverified: [] };
}
