import { afterEach, describe, expect, it } from 'vitest';
import {
  buildGoogleAuthorizationUrl,
  googleRedirectUri,
  pkceChallenge,
  randomUrlSafe,
  takeGoogleAttempt,
} from './google-oauth.ts';

afterEach(() => sessionStorage.clear());

describe('Google sign-in', () => {
  it('builds the code-flow authorization URL with PKCE', () => {
    const url = new URL(
      buildGoogleAuthorizationUrl({
        endpoint: 'https://accounts.example.com/o/oauth2/v2/auth',
        clientId: 'client-1',
        redirectUri: googleRedirectUri('https://shop.example'),
        state: 'state-1',
        codeChallenge: 'challenge-1',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://accounts.example.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      redirect_uri: 'https://shop.example/auth/callback',
      response_type: 'code',
      scope: 'openid email profile',
      access_type: 'offline',
      prompt: 'select_account',
      state: 'state-1',
      code_challenge: 'challenge-1',
      code_challenge_method: 'S256',
    });
  });

  it('derives the RFC 7636 S256 challenge', async () => {
    // The example verifier and challenge of RFC 7636, appendix B.
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    expect(randomUrlSafe()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts the return only with the state it started, once', () => {
    sessionStorage.setItem(
      'google_oauth_attempt',
      JSON.stringify({ state: 's1', verifier: 'v1', startedAt: Date.now() }),
    );
    expect(takeGoogleAttempt('forged')).toBeNull();
    sessionStorage.setItem(
      'google_oauth_attempt',
      JSON.stringify({ state: 's1', verifier: 'v1', startedAt: Date.now() }),
    );
    expect(takeGoogleAttempt('s1')).toEqual({ verifier: 'v1' });
    expect(takeGoogleAttempt('s1')).toBeNull();
  });
});
