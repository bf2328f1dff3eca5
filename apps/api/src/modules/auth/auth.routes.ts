import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthConfigResponseSchema } from '@app/contracts';
import { accountRoutes } from './accounts.routes.ts';
import { authConfig } from './accounts.service.ts';
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
  await app.register(accountRoutes, { prefix: '/auth' });
  await app.register(verificationRoutes, { prefix: '/auth' });
  await app.register(usernameRoutes, { prefix: '/auth' });
  await app.register(passwordResetRoutes, { prefix: '/auth' });
};
