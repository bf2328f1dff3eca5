import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { MESSAGES, STORAGE_KEYS } from '@app/contracts';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { makeToken } from '#src/lib/test-tokens.ts';
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
};

let restore: () => void = () => undefined;
afterEach(() => {
  cleanup();
  restore();
  localStorage.clear();
});

function renderLogin(answer: (path: string) => Response) {
  restore = stubFetch((request) => answer(new URL(request.url).pathname)).restore;
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

  it('shows Continue with Google only when the server offers it', async () => {
    renderLogin(() =>
      jsonResponse(200, {
        googleClientId: 'client-1',
        googleAuthorizationEndpoint: 'https://accounts.example.com/auth',
        captchaSiteKey: null,
        captcha: null,
      }),
    );
    expect(
      await screen.findByRole('button', { name: /continue with google/i }),
    ).toBeInTheDocument();
    cleanup();
    renderLogin(() => config.clone());
    await screen.findByRole('button', { name: 'Sign in' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /continue with google/i })).toBeNull();
  });
});
