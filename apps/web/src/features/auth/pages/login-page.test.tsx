import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { AUTH_MESSAGES, MESSAGES, STORAGE_KEYS } from '@app/contracts';
import { jsonResponse, stubFetch, type RecordedRequest } from '#src/lib/test-fetch.ts';
import { makeToken } from '#src/lib/test-tokens.ts';
import { GOOGLE_MARK } from '../components/google-button.tsx';
import { LoginPage } from './login-page.tsx';

const user = {
  id: 'u1',
  username: 'amina',
  email: 'amina@example.com',
  is_verified: true,
  is_admin: false,
  admin_role: null,
  created_at: '2026-01-01T00:00:00.000Z',
  username_changed: false,
  needs_username: false,
  language: 'en',
};

let restore: () => void = () => undefined;
let requests: RecordedRequest[] = [];
afterEach(() => {
  cleanup();
  restore();
  localStorage.clear();
  document.documentElement.removeAttribute(GOOGLE_MARK);
});

function renderLogin(answer: (path: string, request: Request) => Response | Promise<Response>) {
  const stub = stubFetch((request) => answer(new URL(request.url).pathname, request));
  restore = stub.restore;
  requests = stub.requests;
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', Component: () => <p>Arrived</p> },
    ],
    { initialEntries: ['/login'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

async function submit(email = 'amina@example.com', password = 'supersecret1') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const config = jsonResponse(200, {
  googleClientId: null,
  googleAuthorizationEndpoint: null,
  captchaSiteKey: null,
  captcha: null,
});

describe('the login page', () => {
  it.each([
    [401, { error: 'Invalid email or password' }, 'Invalid email or password'],
    [429, { error: 'Too many requests.' }, MESSAGES.tooManyLogins],
    [400, { error: 'Something specific' }, 'Something specific'],
    [503, {}, MESSAGES.loginFailed],
  ])(
    'a %i answer shows its text',
    async (status, body, text) => {
      renderLogin((path) =>
        path === '/api/auth/config' ? config.clone() : jsonResponse(status, body),
      );
      await submit();
      expect(await screen.findByRole('alert', {}, { timeout: 8_000 })).toHaveTextContent(text);
    },
    15_000,
  );

  it('shows the human check when the server asks for it, passes it and signs in', async () => {
    const key = 'test-hmac-key';
    const asked = jsonResponse(428, {
      error: AUTH_MESSAGES.loginCheckRequired,
      message: AUTH_MESSAGES.loginCheckRequired,
      errorCode: 'CAPTCHA_REQUIRED',
      captcha: 'altcha',
    });
    let logins = 0;
    const router = renderLogin(async (path, request) => {
      if (path === '/api/auth/config') return config.clone();
      if (path === '/api/auth/altcha-challenge') {
        return jsonResponse(200, await createChallenge({ hmacKey: key, maxNumber: 2_000 }));
      }
      logins += 1;
      const sent = (await request.clone().json()) as { recaptchaToken?: string };
      if (!sent.recaptchaToken) return asked.clone();
      if (!(await verifySolution(sent.recaptchaToken, key))) return asked.clone();
      // The first solved try has the wrong password; the next one is right.
      return logins < 3
        ? jsonResponse(401, { error: 'Invalid email or password' })
        : jsonResponse(200, { access_token: makeToken(), user });
    });
    await submit('amina@example.com', 'wrong password');
    const check = await screen.findByRole('region', { name: 'Human check' });
    expect(check).toHaveTextContent(AUTH_MESSAGES.loginCheckRequired);
    expect(await screen.findByText('Human check passed')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    // The server asked once: the next try carries a solved check from the start.
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'supersecret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses'));
    const posts = requests.filter((r) => r.method === 'POST');
    expect(
      posts.map((r) => Boolean((r.body as { recaptchaToken?: string }).recaptchaToken)),
    ).toEqual([false, true, true]);
  }, 15_000);

  it('checks the form before calling the server', async () => {
    renderLogin(() => config.clone());
    await submit('not-an-email', 'x');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('signs in and goes to the remembered page', async () => {
    localStorage.setItem(STORAGE_KEYS.authRedirect, '/sales/b1');
    const token = makeToken();
    const router = renderLogin((path) =>
      path === '/api/auth/config'
        ? config.clone()
        : jsonResponse(200, { access_token: token, user }),
    );
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales/b1'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(localStorage.getItem(STORAGE_KEYS.authRedirect)).toBeNull();
  });

  it('without a remembered page goes to the business list', async () => {
    const router = renderLogin((path) =>
      path === '/api/auth/config'
        ? config.clone()
        : jsonResponse(200, { access_token: makeToken(), user }),
    );
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses'));
  });

  // The stylesheet shows the button where <html> carries the mark (ADR 061); jsdom has no
  // stylesheet, so the mark is what is checked. The server's mark may be older than its config.
  it("keeps the page's Google mark true to the server's config", async () => {
    const html = document.documentElement;
    renderLogin(() =>
      jsonResponse(200, {
        googleClientId: 'client-1',
        googleAuthorizationEndpoint: 'https://accounts.example.com/auth',
        captchaSiteKey: null,
        captcha: null,
      }),
    );
    expect(screen.getByRole('button', { name: /continue with google/i })).toBeInTheDocument();
    await waitFor(() => expect(html.hasAttribute(GOOGLE_MARK)).toBe(true));
    cleanup();
    renderLogin(() => config.clone());
    await waitFor(() => expect(html.hasAttribute(GOOGLE_MARK)).toBe(false));
  });

  it("says Google sign-in failed when Google's endpoint is out of reach, asking the server again", async () => {
    const html = document.documentElement;
    let configAnswers = 0;
    renderLogin(() => {
      configAnswers += 1;
      // The server offers Google, but its discovery failed.
      return jsonResponse(200, {
        googleClientId: 'client-1',
        googleAuthorizationEndpoint: null,
        captchaSiteKey: null,
        captcha: null,
      });
    });
    await waitFor(() => expect(configAnswers).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: /continue with google/i }));
    expect(await screen.findByText(MESSAGES.googleFailedNotice)).toBeInTheDocument();
    expect(configAnswers).toBe(2);
    expect(html.hasAttribute(GOOGLE_MARK)).toBe(true);
  });
});
