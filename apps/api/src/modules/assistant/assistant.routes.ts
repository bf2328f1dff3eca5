import { STATUS_CODES } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ASSISTANT_OPERATION,
  ASSISTANT_RATE_LIMIT,
  AssistantAnswerSchema,
  AssistantConversationDetailSchema,
  AssistantConversationListSchema,
  AssistantConversationParamsSchema,
  AssistantMessageBodySchema,
  BusinessIdParamsSchema,
  DeleteAssistantConversationResponseSchema,
} from '@app/contracts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { AppError } from '#src/platform/errors.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './assistant.service.ts';

const tags = ['assistant'];
const security = [{ bearer: [] }];

const wantsStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/event-stream');

/**
 * The assistant of a business: owners and managers, each with their own conversations. Asking
 * is a paid benefit (the trial/subscription guard) and limited per user, not per address.
 */
export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };

  app.post(
    '/businesses/:id/assistant/messages',
    {
      onRequest: [app.requireVerified],
      preValidation: [requireBusiness('member'), requireWriteAccess(ASSISTANT_OPERATION)],
      config: {
        rateLimit: {
          ...ASSISTANT_RATE_LIMIT,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `assistant:${currentAuth(request).user.id}`,
        },
      },
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: AssistantMessageBodySchema,
        response: { 200: AssistantAnswerSchema },
      },
    },
    async (request, reply) => {
      const access = currentBusiness(request);
      const { user } = currentAuth(request);
      if (!wantsStream(request)) return service.ask(app.deps, access, user.id, request.body);
      // Server-sent events: conversation, each source as its tool finishes, the answer in
      // pieces, then done (the whole answer) or error ({error, message, errorCode}).
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
      });
      const send = (event: string, data: unknown) =>
        raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      try {
        const answer = await service.ask(app.deps, access, user.id, request.body, (e) => {
          if (e.type === 'delta') send('delta', { text: e.text });
          else if (e.type === 'source') send('source', e.source);
          else send('conversation', { conversationId: e.conversationId });
        });
        send('done', answer);
      } catch (error) {
        if (error instanceof AppError) {
          send('error', {
            error: STATUS_CODES[error.statusCode] ?? 'Error',
            message: error.message,
            errorCode: error.errorCode,
          });
        } else {
          request.log.error({ err: error }, 'assistant: answer failed');
          send('error', {
            error: 'Internal Server Error',
            message: 'Something went wrong',
            errorCode: 'INTERNAL_ERROR',
          });
        }
      }
      raw.end();
    },
  );

  app.get(
    '/businesses/:id/assistant/conversations',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        response: { 200: AssistantConversationListSchema },
      },
    },
    async (request) => ({
      conversations: await service.listConversations(
        app.deps,
        currentBusiness(request),
        currentAuth(request).user.id,
      ),
    }),
  );

  app.get(
    '/businesses/:id/assistant/conversations/:conversationId',
    {
      ...read,
      schema: {
        tags,
        security,
        params: AssistantConversationParamsSchema,
        response: { 200: AssistantConversationDetailSchema },
      },
    },
    async (request) =>
      service.getConversation(
        app.deps,
        currentBusiness(request),
        currentAuth(request).user.id,
        request.params.conversationId,
      ),
  );

  app.delete(
    '/businesses/:id/assistant/conversations/:conversationId',
    {
      ...read,
      schema: {
        tags,
        security,
        params: AssistantConversationParamsSchema,
        response: { 200: DeleteAssistantConversationResponseSchema },
      },
    },
    async (request) => {
      await service.deleteConversation(
        app.deps,
        currentBusiness(request),
        currentAuth(request).user.id,
        request.params.conversationId,
      );
      return { deleted: true as const };
    },
  );
};
