import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AltchaChallengeSchema, AuthConfigResponseSchema } from '@app/contracts';
import {
  ALTCHA_SWEEP_EVERY_MS,
  createAltchaChallenge,
  sweepCaptchaSolutions,
} from '#src/platform/altcha.ts';
import { stepUpKind } from '#src/platform/captcha.ts';
import { notFound } from '#src/platform/errors.ts';
import { accountRoutes } from './accounts.routes.ts';
import { authConfig } from './accounts.service.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { usernameRoutes } from './usernames.routes.ts';
import { verificationRoutes } from './verification.routes.ts';

/** /api/auth: accounts, verification, usernames, password reset and the public auth config. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/config',
    { schema: { tags: ['auth'], response: { 200: AuthConfigResponseSchema } } },
    async () => authConfig(app.deps),
  );
  app.get(
    '/auth/altcha-challenge',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.altchaChallenge },
      schema: {
        tags: ['auth'],
        summary:
          'A signed proof-of-work puzzle for the human check (CAPTCHA=altcha, or when a request is asked for one)',
        response: { 200: AltchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      // Also without CAPTCHA: a sign-in or an order may be asked for the check (ADR 065).
      if (stepUpKind(app.deps.config) !== 'altcha') throw notFound();
      reply.header('cache-control', 'no-store');
      return createAltchaChallenge(app.deps.config.JWT_SECRET);
    },
  );
  if (stepUpKind(app.deps.config) === 'altcha') {
    app.deps.jobs.schedule('sweep_captcha_solutions', { everyMs: ALTCHA_SWEEP_EVERY_MS }, () =>
      sweepCaptchaSolutions(app.deps.db),
    );
  }
  await app.register(accountRoutes, { prefix: '/auth' });
  await app.register(verificationRoutes, { prefix: '/auth' });
  await app.register(usernameRoutes, { prefix: '/auth' });
  await app.register(passwordResetRoutes, { prefix: '/auth' });
};
