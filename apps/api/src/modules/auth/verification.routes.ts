import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ResendVerificationBodySchema,
  ResendVerificationResponseSchema,
  VerifyEmailBodySchema,
  VerifyEmailResponseSchema,
} from '@app/contracts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';
import { optionalAuth, requestContext } from './request-context.ts';
import { resendVerification, verifyEmail } from './verification.service.ts';

const tags = ['auth'];

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/resend-verification',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.resendVerification },
      schema: {
        tags,
        body: ResendVerificationBodySchema,
        response: { 200: ResendVerificationResponseSchema },
      },
    },
    async (request) =>
      resendVerification(app.deps, request.body.user_id, requestContext(app.deps, request)),
  );

  app.post(
    '/verify-email',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.verifyEmail },
      schema: { tags, body: VerifyEmailBodySchema, response: { 200: VerifyEmailResponseSchema } },
    },
    async (request) =>
      verifyEmail(
        app.deps,
        request.body,
        await optionalAuth(app.deps, request),
        requestContext(app.deps, request),
      ),
  );
};
