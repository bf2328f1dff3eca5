import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckUsernameQuerySchema,
  CheckUsernameResponseSchema,
  ConfirmUsernameBodySchema,
  SetUsernameBodySchema,
  SetUsernameResponseSchema,
  UsernameTokenResponseSchema,
} from '@app/contracts';
import { currentAuth } from '#src/plugins/auth.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';
import { optionalAuth, requestContext } from './request-context.ts';
import { confirmUsername, setUsername } from './username-change.service.ts';
import { checkUsername } from './usernames.service.ts';

const tags = ['auth'];
const security = [{ bearer: [] }];

export const usernameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/check-username',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.checkUsername },
      schema: {
        tags,
        querystring: CheckUsernameQuerySchema,
        response: { 200: CheckUsernameResponseSchema },
      },
    },
    async (request) => {
      const caller = await optionalAuth(app.deps, request);
      return checkUsername(app.deps, request.query.username, caller?.user.id);
    },
  );

  app.post(
    '/set-username',
    {
      onRequest: app.authenticate,
      config: { rateLimit: AUTH_RATE_LIMITS.changeUsername },
      schema: {
        tags,
        security,
        body: SetUsernameBodySchema,
        response: { 200: SetUsernameResponseSchema },
      },
    },
    async (request) =>
      setUsername(
        app.deps,
        currentAuth(request),
        request.body.username,
        requestContext(app.deps, request),
      ),
  );

  app.post(
    '/confirm-username',
    {
      onRequest: app.authenticate,
      config: { rateLimit: AUTH_RATE_LIMITS.changeUsername },
      schema: {
        tags,
        security,
        body: ConfirmUsernameBodySchema,
        response: { 200: UsernameTokenResponseSchema },
      },
    },
    async (request) => confirmUsername(app.deps, currentAuth(request), request.body),
  );
};
