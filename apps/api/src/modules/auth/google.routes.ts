import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GoogleAuthResponseSchema,
  GoogleCallbackBodySchema,
  GoogleTokenBodySchema,
} from '@app/contracts';
import { signInWithGoogleCode, signInWithGoogleIdToken } from './google.service.ts';

const tags = ['auth'];
/** Per client address; each call costs the issuer a round trip, so floods stop here. */
const GOOGLE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

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
      return signInWithGoogleIdToken(app.deps, idToken, request.headers['user-agent']);
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
    async (request) => signInWithGoogleCode(app.deps, request.body, request.headers['user-agent']),
  );
};
