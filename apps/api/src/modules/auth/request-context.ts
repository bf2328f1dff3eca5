import type { FastifyRequest } from 'fastify';
import type { Language } from '@app/contracts';
import { bearerToken } from '#src/plugins/auth.ts';
import { languageFromAcceptLanguage } from '#src/platform/i18n/accept-language.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { resolveToken, type AuthContext } from './sessions.service.ts';

/** What the account services need to know about the HTTP request. */
export interface RequestContext {
  ip: string;
  userAgent: string | undefined;
  /** Where links in emails point: PUBLIC_URL, else the origin the request came to. */
  origin: string;
  /** The Cookie header: only the sign-in reads it (its known-device cookie). */
  cookieHeader: string | undefined;
  /** Served over HTTPS (directly, or behind a trusted proxy): cookies are set Secure. */
  secure: boolean;
  /** The best of our languages for the Accept-Language header: a new account's language. */
  language: Language;
}

export function requestContext(deps: AppDeps, request: FastifyRequest): RequestContext {
  // Behind a proxy, set PUBLIC_URL: the Host header alone is caller-controlled.
  const origin = deps.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    origin: origin.replace(/\/+$/, ''),
    cookieHeader: request.headers.cookie,
    secure: request.protocol === 'https' || origin.startsWith('https:'),
    language: languageFromAcceptLanguage(request.headers['accept-language']),
  };
}

/** The caller's session when a valid bearer token is present; null otherwise (never throws). */
export async function optionalAuth(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<AuthContext | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const result = await resolveToken(deps, token);
  return result.ok ? result.auth : null;
}
