import type { AuthConfig } from '@app/contracts';
import { readJson, removeKey, writeJson } from '#src/lib/storage.ts';

/** The PKCE verifier and state of a sign-in in progress, kept for this tab only. */
const ATTEMPT_KEY = 'google_oauth_attempt';
/** An attempt older than this is not accepted back (the user wandered off). */
const ATTEMPT_TTL_MS = 15 * 60_000;

interface GoogleAttempt {
  state: string;
  verifier: string | null;
  startedAt: number;
}

export function googleRedirectUri(origin: string = window.location.origin): string {
  return `${origin}/auth/callback`;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** URL-safe random text: `bytes` of entropy (32 bytes -> 43 characters, RFC 7636's minimum). */
export function randomUrlSafe(bytes = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** S256 challenge of a verifier; null where SubtleCrypto is missing (plain http on a LAN). */
export async function pkceChallenge(verifier: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export function buildGoogleAuthorizationUrl(input: {
  endpoint: string;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string | null;
}): string {
  const url = new URL(input.endpoint);
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('access_type', 'offline');
  url.searchParams.set('prompt', 'select_account');
  url.searchParams.set('state', input.state);
  if (input.codeChallenge) {
    url.searchParams.set('code_challenge', input.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

/** True when the server offers Google sign-in. */
export function googleEnabled(config: AuthConfig | undefined): config is AuthConfig & {
  googleClientId: string;
  googleAuthorizationEndpoint: string;
} {
  return Boolean(config?.googleClientId && config.googleAuthorizationEndpoint);
}

/** Remembers state + verifier for this tab and sends the browser to Google's account chooser. */
export async function startGoogleSignIn(config: AuthConfig): Promise<void> {
  if (!googleEnabled(config)) return;
  const state = randomUrlSafe();
  const verifier = randomUrlSafe(48);
  const codeChallenge = await pkceChallenge(verifier);
  const attempt: GoogleAttempt = {
    state,
    verifier: codeChallenge ? verifier : null,
    startedAt: Date.now(),
  };
  writeJson(ATTEMPT_KEY, attempt, 'session');
  window.location.assign(
    buildGoogleAuthorizationUrl({
      endpoint: config.googleAuthorizationEndpoint,
      clientId: config.googleClientId,
      redirectUri: googleRedirectUri(),
      state,
      codeChallenge,
    }),
  );
}

/**
 * Takes (and forgets) the attempt this tab started if `state` matches it; null for a forged,
 * replayed or stale return.
 */
export function takeGoogleAttempt(state: string | null): { verifier: string | null } | null {
  const attempt = readJson<GoogleAttempt>(ATTEMPT_KEY, 'session');
  removeKey(ATTEMPT_KEY, 'session');
  if (!attempt || !state || attempt.state !== state) return null;
  if (Date.now() - attempt.startedAt > ATTEMPT_TTL_MS) return null;
  return { verifier: attempt.verifier };
}
