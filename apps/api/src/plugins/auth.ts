import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@app/contracts';
import { resolveToken, type AuthContext } from '#src/modules/auth/sessions.service.ts';
import { AppError } from '#src/platform/errors.ts';
import { assertStaffRoute } from '#src/platform/staff-access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** onRequest hooks for routes: signed in; signed in and verified; admin; super admin. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireVerified: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireSuperAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

/** The signed-in caller, or throws. Routes read `request.auth!` after this ran. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Authentication required', 401);
  return request.auth;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);

  async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED', 'Authentication required', 401);
    const result = await resolveToken(app.deps, token, { allowStaff: true });
    if (!result.ok) {
      const message =
        result.reason === 'expired' ? 'Token has expired' : 'Invalid or expired token';
      throw new AppError('TOKEN_INVALID', message, 401, { reason: result.reason });
    }
    request.auth = result.auth;
    // A till sign-in reaches only the routes listed for staff (ADR 076).
    if (result.auth.staff) assertStaffRoute(request);
  }

  async function requireVerified(request: FastifyRequest) {
    await authenticate(request);
    if (!request.auth!.user.isVerified) {
      throw new AppError('VERIFICATION_REQUIRED', MESSAGES.verificationRequired, 403, {
        verification_required: true,
      });
    }
  }

  async function requireAdmin(request: FastifyRequest) {
    await authenticate(request);
    if (!request.auth!.user.adminRole) {
      throw new AppError('ADMIN_REQUIRED', MESSAGES.unauthorizedAccess, 403);
    }
  }

  async function requireSuperAdmin(request: FastifyRequest) {
    await authenticate(request);
    if (request.auth!.user.adminRole !== 'super_admin') {
      throw new AppError('SUPER_ADMIN_REQUIRED', MESSAGES.unauthorizedAccess, 403);
    }
  }

  app.decorate('authenticate', authenticate);
  app.decorate('requireVerified', requireVerified);
  app.decorate('requireAdmin', requireAdmin);
  app.decorate('requireSuperAdmin', requireSuperAdmin);
});
