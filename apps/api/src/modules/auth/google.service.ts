import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type * as Oidc from 'openid-client';
import {
  type Language,
  MESSAGES,
  sanitizeUsername,
  USERNAME_MAX_LENGTH,
  usernameProblem,
  type GoogleAuthResponse,
} from '@app/contracts';
import type { Config } from '#src/config/env.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { AppError } from '#src/platform/errors.ts';
import * as repo from './google.repo.ts';
import {
  revokeUserSessions,
  startSession,
  toUserDto,
  userChanged,
  type UserRow,
} from './sessions.service.ts';
import { applySuperAdminRole, isSuperAdminEmail } from './super-admin.ts';
import { uniqueViolationConstraint } from '#src/platform/db-errors.ts';

export const GOOGLE_MESSAGES = {
  signedIn: 'Signed in with Google',
  linked: 'Your Google account is now linked to your ShopBook account',
  created: 'Account created with Google. Choose your username to finish.',
  notConfigured: 'Google sign-in is not configured',
} as const;

const DISCOVERY_TIMEOUT_SECONDS = 10;
const RETRY_DISCOVERY_AFTER_MS = 60_000;
const CLOCK_TOLERANCE_SECONDS = 60;
/** Room for a numeric suffix when the generated name is taken. */
const USERNAME_BASE_MAX = USERNAME_MAX_LENGTH - 6;

interface GoogleIssuer {
  configuration: Oidc.Configuration;
  /** Google's ID tokens carry either form of its issuer. */
  issuers: string[];
  jwks: ReturnType<typeof createRemoteJWKSet>;
  algorithms: string[];
}

export interface GoogleIdentity {
  subject: string;
  email: string;
  name?: string;
  givenName?: string;
}

const notConfigured = () =>
  new AppError('GOOGLE_NOT_CONFIGURED', GOOGLE_MESSAGES.notConfigured, 503);
const authFailed = () => new AppError('GOOGLE_AUTH_FAILED', MESSAGES.googleFailed, 401);
const issuerUnavailable = () => new AppError('GOOGLE_AUTH_FAILED', MESSAGES.googleFailed, 502);

// Loaded on first Google sign-in, not at start: an idle server does not hold it (ADR 035).
const loadOidc = () => import('openid-client');

function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

async function discoverIssuer(config: Config): Promise<GoogleIssuer> {
  const server = new URL(config.GOOGLE_ISSUER);
  const oidc = await loadOidc();
  // Plain HTTP only for an issuer on this machine: the tests' local provider.
  const configuration = await oidc.discovery(
    server,
    config.GOOGLE_CLIENT_ID!,
    config.GOOGLE_CLIENT_SECRET,
    undefined,
    {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      execute: isLoopbackHttp(server) ? [oidc.allowInsecureRequests] : [],
    },
  );
  const metadata = configuration.serverMetadata();
  if (!metadata.jwks_uri) throw new Error(`${metadata.issuer} publishes no jwks_uri`);
  const algorithms = (metadata.id_token_signing_alg_values_supported ?? ['RS256']).filter(
    (alg) => alg !== 'none' && !alg.startsWith('HS'),
  );
  return {
    configuration,
    issuers:
      metadata.issuer === 'https://accounts.google.com'
        ? [metadata.issuer, 'accounts.google.com']
        : [metadata.issuer],
    jwks: createRemoteJWKSet(new URL(metadata.jwks_uri), {
      timeoutDuration: DISCOVERY_TIMEOUT_SECONDS * 1000,
    }),
    algorithms,
  };
}

/** One discovery per app (its Config object), made on first use; a failure is retried a minute later. */
const issuers = new WeakMap<Config, Promise<GoogleIssuer>>();

function loadIssuer(deps: AppDeps): Promise<GoogleIssuer> {
  const { config } = deps;
  let pending = issuers.get(config);
  if (!pending) {
    const attempt = discoverIssuer(config);
    pending = attempt;
    issuers.set(config, attempt);
    attempt.catch((err: unknown) => {
      deps.log.warn({ err, issuer: config.GOOGLE_ISSUER }, 'Google OpenID discovery failed');
      setTimeout(() => {
        if (issuers.get(config) === attempt) issuers.delete(config);
      }, RETRY_DISCOVERY_AFTER_MS).unref();
    });
  }
  return pending;
}

async function issuerOrFail(deps: AppDeps): Promise<GoogleIssuer> {
  try {
    return await loadIssuer(deps);
  } catch {
    throw issuerUnavailable();
  }
}

/** For GET /auth/config: where the browser starts the code flow, or null when Google is off. */
export async function getGoogleAuthorizationEndpoint(deps: AppDeps): Promise<string | null> {
  if (!deps.config.GOOGLE_CLIENT_ID) return null;
  try {
    const issuer = await loadIssuer(deps);
    return issuer.configuration.serverMetadata().authorization_endpoint ?? null;
  } catch {
    return null;
  }
}

function identityFrom(payload: JWTPayload, clientId: string): GoogleIdentity {
  const claims = payload as JWTPayload & Record<string, unknown>;
  // Several audiences are acceptable only when this app is the authorised party.
  if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== clientId) {
    throw new Error('ID token authorised party is another client');
  }
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
  if (!emailVerified) throw new Error('Google email is not verified');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email.includes('@') || email.length > 254) throw new Error('ID token has no usable email');
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return {
    subject: claims.sub!,
    email,
    name: text(claims.name),
    givenName: text(claims.given_name),
  };
}

/** Signature (issuer's JWKS), issuer, audience, expiry; then Google's verified-email rule. */
async function verifyIdToken(
  deps: AppDeps,
  issuer: GoogleIssuer,
  idToken: string,
): Promise<GoogleIdentity> {
  const clientId = deps.config.GOOGLE_CLIENT_ID!;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, issuer.jwks, {
      issuer: issuer.issuers,
      audience: clientId,
      algorithms: issuer.algorithms,
      requiredClaims: ['sub', 'iat', 'exp'],
      currentDate: deps.now(),
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    }));
  } catch (err) {
    // A JOSE error is about the token; anything else is the JWKS fetch failing.
    const aboutToken =
      err instanceof joseErrors.JOSEError && !(err instanceof joseErrors.JWKSTimeout);
    deps.log.info({ reason: (err as Error).message }, 'Google ID token refused');
    throw aboutToken ? authFailed() : issuerUnavailable();
  }
  try {
    return identityFrom(payload, clientId);
  } catch (err) {
    deps.log.info({ reason: (err as Error).message }, 'Google ID token refused');
    throw authFailed();
  }
}

/**
 * POST /auth/google/callback: the authorization code (and PKCE verifier) exchanged at the token
 * endpoint with the client secret; the ID token it returns is then verified like any other.
 * The browser's authorization request must not carry a nonce: none is sent to us to check.
 */
export async function signInWithGoogleCode(
  deps: AppDeps,
  body: { code: string; redirectUri: string; codeVerifier?: string },
  client: GoogleClient,
): Promise<GoogleAuthResponse> {
  if (!deps.config.GOOGLE_CLIENT_ID || !deps.config.GOOGLE_CLIENT_SECRET) throw notConfigured();
  const issuer = await issuerOrFail(deps);
  const metadata = issuer.configuration.serverMetadata();
  const callback = new URL(body.redirectUri);
  callback.search = '';
  callback.hash = '';
  callback.searchParams.set('code', body.code);
  if (metadata.authorization_response_iss_parameter_supported) {
    callback.searchParams.set('iss', metadata.issuer);
  }
  let idToken: string | undefined;
  try {
    const oidc = await loadOidc();
    const tokens = await oidc.authorizationCodeGrant(issuer.configuration, callback, {
      pkceCodeVerifier: body.codeVerifier,
      idTokenExpected: true,
    });
    idToken = tokens.id_token;
  } catch (err) {
    deps.log.info({ reason: (err as Error).message }, 'Google code exchange refused');
    throw authFailed();
  }
  if (!idToken) throw authFailed();
  const identity = await verifyIdToken(deps, issuer, idToken);
  return signInWithGoogleIdentity(deps, identity, client);
}

/** POST /auth/google {token} or {id_token}: an ID token the browser got from Google directly. */
export async function signInWithGoogleIdToken(
  deps: AppDeps,
  idToken: string,
  client: GoogleClient,
): Promise<GoogleAuthResponse> {
  if (!deps.config.GOOGLE_CLIENT_ID) throw notConfigured();
  const issuer = await issuerOrFail(deps);
  const identity = await verifyIdToken(deps, issuer, idToken);
  return signInWithGoogleIdentity(deps, identity, client);
}

/** A name that passes the username rules: from the Google name, else the email's local part. */
export function usernameBaseFor(identity: Pick<GoogleIdentity, 'email' | 'name' | 'givenName'>) {
  for (const raw of [identity.name, identity.givenName, identity.email.split('@')[0]]) {
    const candidate = sanitizeUsername(raw ?? '')
      .replace(/^[^A-Za-z]+/, '')
      .slice(0, USERNAME_BASE_MAX)
      .replace(/_+$/, '');
    if (usernameProblem(candidate) === null) return candidate;
  }
  return 'user';
}

async function generateUsername(db: DbOrTx, identity: GoogleIdentity): Promise<string> {
  const base = usernameBaseFor(identity);
  const taken = new Set(await repo.findUsernamesStartingWith(db, base));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

type Outcome = 'signedIn' | 'linked' | 'created';

/**
 * The account rules: the Google subject signs its user in; else the account with the same
 * (Google-verified) email is linked; else a verified, password-less account is created with a
 * generated name and needs_username, so the client asks for a username.
 */
async function resolveAccount(
  deps: AppDeps,
  tx: DbOrTx,
  identity: GoogleIdentity,
  language: Language,
): Promise<{ user: UserRow; outcome: Outcome }> {
  const now = deps.now();
  const bySubject = await repo.findUserByGoogleSubject(tx, identity.subject);
  if (bySubject) {
    const user = (await repo.recordSignIn(tx, bySubject.id, now)) ?? bySubject;
    return { user: await applySuperAdminRole(deps, tx, user), outcome: 'signedIn' };
  }

  const byEmail = await repo.findUserByEmail(tx, identity.email);
  if (byEmail) {
    // Unverified means nobody proved owning the address before Google just did: the password was
    // chosen by whoever registered it, so it goes and their sessions end (pre-account takeover).
    const unproven = !byEmail.isVerified;
    const linked = await repo.linkGoogleSubject(tx, byEmail.id, identity.subject, {
      isVerified: true,
      lastLoginAt: now,
      updatedAt: now,
      ...(unproven ? { passwordHash: null } : {}),
    });
    if (!linked) {
      deps.log.warn({ userId: byEmail.id }, 'Google sign-in: email belongs to another Google link');
      throw authFailed();
    }
    if (unproven) await revokeUserSessions(tx, deps, linked.id);
    return { user: await applySuperAdminRole(deps, tx, linked), outcome: 'linked' };
  }

  const user = await repo.insertGoogleUser(tx, {
    username: await generateUsername(tx, identity),
    email: identity.email,
    googleSubject: identity.subject,
    isVerified: true,
    needsUsername: true,
    // A new account reads what the browser asks for (Accept-Language), as a registration does.
    language,
    adminRole: isSuperAdminEmail(deps, identity.email) ? 'super_admin' : null,
    createdAt: now,
    updatedAt: now,
    lastLoginAt: now,
  });
  return { user, outcome: 'created' };
}

const MAX_ATTEMPTS = 3;

/** What the sign-in takes from the browser's request. */
export interface GoogleClient {
  userAgent: string | undefined;
  /** From Accept-Language: the language of an account the sign-in creates. */
  language: Language;
}

async function signInWithGoogleIdentity(
  deps: AppDeps,
  identity: GoogleIdentity,
  client: GoogleClient,
): Promise<GoogleAuthResponse> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { user, outcome, token } = await deps.db.transaction(async (tx) => {
        const resolved = await resolveAccount(deps, tx, identity, client.language);
        return {
          ...resolved,
          token: await startSession(deps, tx, resolved.user, client.userAgent),
        };
      });
      // Linked, promoted or its sessions ended: every instance rereads the account.
      await userChanged(deps, user.id);
      return {
        token,
        access_token: token,
        user: toUserDto(user),
        needs_username: user.needsUsername,
        message: GOOGLE_MESSAGES[outcome],
      };
    } catch (err) {
      // A concurrent sign-in for the same person created or linked the account (or took the
      // generated name) first: the next attempt reads what it wrote.
      if (uniqueViolationConstraint(err) === null || attempt >= MAX_ATTEMPTS) throw err;
    }
  }
}
