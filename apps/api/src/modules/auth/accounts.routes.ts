import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponseSchema,
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  CheckResponseSchema,
  LOGIN_ALERT_EVERY_HOURS,
  LoginBodySchema,
  type LoginBody,
  MessageResponseSchema,
  PreferencesBodySchema,
  PreferencesResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
} from '@app/contracts';
import { readIdempotencyKey } from '#src/platform/idempotency.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import { changePassword, deleteAccount, login, logout, register } from './accounts.service.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';
import { requestContext } from './request-context.ts';
import { toUserDto } from './sessions.service.ts';
import { setPreferences } from './users.service.ts';

const tags = ['auth'];
const security = [{ bearer: [] }];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // The owner's failed-sign-ins email: at most one per account and period, counted in the
  // shared rate-limit store (ADR 020), so every instance agrees.
  const alertWindow = app.createRateLimit({
    max: 1,
    timeWindow: LOGIN_ALERT_EVERY_HOURS * 60 * 60_000,
    keyGenerator: (request) => `login-alert:${(request.body as LoginBody).email}`,
  });
  app.post(
    '/register',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.register },
      schema: { tags, body: RegisterBodySchema, response: { 201: RegisterResponseSchema } },
    },
    async (request, reply) => {
      const { response, replayed } = await register(
        app.deps,
        request.body,
        requestContext(app.deps, request),
        readIdempotencyKey(request),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(response);
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.login },
      schema: { tags, body: LoginBodySchema, response: { 200: AuthResponseSchema } },
    },
    async (request, reply) => {
      const { response, deviceCookie } = await login(
        app.deps,
        request.body,
        requestContext(app.deps, request),
        {
          firstAlertInPeriod: async () => {
            const counted = await alertWindow(request);
            return counted.isAllowed || !counted.isExceeded;
          },
        },
      );
      reply.header('set-cookie', deviceCookie);
      return response;
    },
  );

  app.get(
    '/check',
    {
      onRequest: app.authenticate,
      schema: { tags, security, response: { 200: CheckResponseSchema } },
    },
    async (request) => ({ user: toUserDto(currentAuth(request).user) }),
  );

  app.put(
    '/preferences',
    {
      onRequest: app.authenticate,
      config: { rateLimit: AUTH_RATE_LIMITS.preferences },
      schema: {
        tags,
        security,
        body: PreferencesBodySchema,
        response: { 200: PreferencesResponseSchema },
      },
    },
    async (request) => setPreferences(app.deps, currentAuth(request).user, request.body),
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: { tags, security, response: { 200: MessageResponseSchema } },
    },
    async (request) => logout(app.deps, currentAuth(request)),
  );

  app.delete(
    '/account',
    {
      onRequest: app.authenticate,
      schema: { tags, security, response: { 200: MessageResponseSchema } },
    },
    async (request) => deleteAccount(app.deps, currentAuth(request)),
  );

  app.post(
    '/change-password',
    {
      onRequest: app.authenticate,
      config: { rateLimit: AUTH_RATE_LIMITS.changePassword },
      schema: {
        tags,
        security,
        body: ChangePasswordBodySchema,
        response: { 200: ChangePasswordResponseSchema },
      },
    },
    async (request) =>
      changePassword(
        app.deps,
        currentAuth(request),
        request.body,
        requestContext(app.deps, request),
      ),
  );
};
