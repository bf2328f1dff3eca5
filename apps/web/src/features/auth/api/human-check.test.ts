import { QueryClient } from '@tanstack/react-query';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { humanCheckToken } from './human-check.ts';

const KEY = 'test-hmac-key';
const config = (captcha: 'altcha' | 'recaptcha' | null) => ({
  googleClientId: null,
  googleAuthorizationEndpoint: null,
  captchaSiteKey: null,
  captcha,
});

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('humanCheckToken', () => {
  it('solves the server puzzle into a payload the server accepts', async () => {
    const challenge = await createChallenge({ hmacKey: KEY, maxNumber: 2_000 });
    const stub = stubFetch((request) =>
      new URL(request.url).pathname.endsWith('/auth/config')
        ? jsonResponse(200, config('altcha'))
        : jsonResponse(200, challenge),
    );
    restore = stub.restore;
    const token = await humanCheckToken(new QueryClient());
    expect(token).toBeDefined();
    expect(await verifySolution(token!, KEY)).toBe(true);
    expect(stub.requests.map((r) => r.path)).toEqual([
      '/api/auth/config',
      '/api/auth/altcha-challenge',
    ]);
  });

  it('asks for nothing when the server has no self-hosted check', async () => {
    for (const kind of [null, 'recaptcha'] as const) {
      const stub = stubFetch(() => jsonResponse(200, config(kind)));
      restore = stub.restore;
      expect(await humanCheckToken(new QueryClient())).toBeUndefined();
      expect(stub.requests.map((r) => r.path)).toEqual(['/api/auth/config']);
      restore();
    }
  });
});
