import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GoogleAuthResponseSchema,
  GoogleCallbackBodySchema,
  GoogleTokenBodySchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { languageFromAcceptLanguage } from '#src/platform/i18n/accept-language.ts';
import {
  signInWithGoogleCode,
  signInWithGoogleIdToken,
  type GoogleClient,
} from './google.service.ts';

const tags = ['auth'];
/** Per client address; each call costs the issuer a round trip, so floods stop here. */
const GOOGLE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const clientOf = (request: FastifyRequest): GoogleClient => ({
  userAgent: request.headers['user-agent'],
  language: languageFromAcceptLanguage(request.headers['accept-language']),
});

/** /api/auth/google: Google sign-in by ID token or by authorization code. */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/google',
    {
      config: { rateLimit: GOOGLE_RATE_LIMIT },
      schema: { tags, body: GoogleTokenBodySchema, response: { 200: GoogleAuthResponseSchema } },
    },
    async (request) => {
      const idToken = 'token' in request.body ? request.body.token : request.body.id_token;
      return signInWithGoogleIdToken(app.deps, idToken, clientOf(request));
    },
  );

  app.post(
    '/google/callback',
    {
      config: { rateLimit: GOOGLE_RATE_LIMIT },
      schema: {
        tags,
        body: GoogleCallbackBodySchema,
        response: { 200: GoogleAuthResponseSchema },
      },
    },
    async (request) => signInWithGoogleCode(app.deps, request.body, clientOf(request)),
  );
};
