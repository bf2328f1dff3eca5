import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ForgotPasswordBodySchema,
  MessageResponseSchema,
  ResetPasswordBodySchema,
} from '@app/contracts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';
import { requestContext } from './request-context.ts';

const tags = ['auth'];

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgot-password',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.forgotPassword },
      schema: { tags, body: ForgotPasswordBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) =>
      requestPasswordReset(app.deps, request.body, requestContext(app.deps, request)),
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.resetPassword },
      schema: { tags, body: ResetPasswordBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => resetPassword(app.deps, request.body, requestContext(app.deps, request)),
  );
};
