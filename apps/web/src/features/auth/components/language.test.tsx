import type { User } from '@app/contracts';
import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '#src/i18n/activate.ts';
import { getSession, reloadSession, setSession, updateUser } from '#src/lib/session.ts';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { makeToken } from '#src/lib/test-tokens.ts';
import { authKeys } from '../api/keys.ts';
import { FollowUserLanguage } from './follow-user-language.tsx';
import { LanguageSetting } from './language-setting.tsx';

const { toastSuccess, toastError } = vi.hoisted(() => ({
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
}));
vi.mock('#src/lib/toast.ts', () => ({
  toast: { success: toastSuccess, error: toastError, warning: vi.fn() },
}));

const user: User = {
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

/** A language's first switch loads its catalogue: slow on a busy machine. */
const LOAD = { timeout: 10_000 };
const SLOW = 20_000;

let restore: () => void = () => undefined;
beforeEach(async () => {
  await activateLocale('en');
});
afterEach(async () => {
  cleanup();
  restore();
  restore = () => undefined;
  localStorage.clear();
  reloadSession();
  toastSuccess.mockClear();
  toastError.mockClear();
  await activateLocale('en');
});

describe('FollowUserLanguage', () => {
  it(
    "switches to the signed-in user's language, and to a new one the server reports",
    async () => {
      setSession(makeToken(), { ...user, language: 'fr' });
      render(<FollowUserLanguage />);
      await waitFor(() => expect(i18n.locale).toBe('fr'), LOAD);
      expect(document.documentElement.lang).toBe('fr');
      act(() => updateUser({ ...user, language: 'yo' }));
      await waitFor(() => expect(i18n.locale).toBe('yo'), LOAD);
    },
    SLOW,
  );

  it(
    'does not undo a language picked on screen while the account still has the old one',
    async () => {
      setSession(makeToken(), { ...user, language: 'fr' });
      render(<FollowUserLanguage />);
      await waitFor(() => expect(i18n.locale).toBe('fr'), LOAD);
      await act(() => activateLocale('sw'));
      // A re-render with the same account language changes nothing.
      act(() => updateUser({ ...user, language: 'fr', username: 'amina2' }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(i18n.locale).toBe('sw');
    },
    SLOW,
  );

  it(
    'leaves the pseudo-locale and signed-out visitors alone',
    async () => {
      await activateLocale('en-XA');
      setSession(makeToken(), { ...user, language: 'sw' });
      const { unmount } = render(<FollowUserLanguage />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(i18n.locale).toBe('en-XA');
      unmount();
      localStorage.clear();
      reloadSession();
      await activateLocale('ha');
      render(<FollowUserLanguage />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(i18n.locale).toBe('ha');
    },
    SLOW,
  );
});

describe('LanguageSetting', () => {
  function renderSetting(client: QueryClient) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return render(<LanguageSetting />, { wrapper });
  }

  it(
    'keeps the choice on the server, in the stored user and the cached check',
    async () => {
      setSession(makeToken(), user);
      const client = new QueryClient();
      client.setQueryData(authKeys.me(), user);
      const stub = stubFetch(() => jsonResponse(200, { language: 'fr' }));
      restore = stub.restore;
      renderSetting(client);

      fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
        target: { value: 'fr' },
      });
      await waitFor(() => expect(toastSuccess).toHaveBeenCalledTimes(1), LOAD);
      expect(stub.requests).toHaveLength(1);
      expect(stub.requests[0]).toMatchObject({
        method: 'PUT',
        path: '/api/auth/preferences',
        body: { language: 'fr' },
      });
      expect(i18n.locale).toBe('fr');
      expect(getSession().user?.language).toBe('fr');
      expect(client.getQueryData<User>(authKeys.me())?.language).toBe('fr');
      expect(toastError).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'a refused save: an error toast, and the screen back in the saved language',
    async () => {
      setSession(makeToken(), user);
      const stub = stubFetch(() => jsonResponse(400, { error: 'Invalid language' }));
      restore = stub.restore;
      renderSetting(new QueryClient());

      fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
        target: { value: 'sw' },
      });
      await waitFor(() => expect(toastError).toHaveBeenCalledTimes(1), LOAD);
      expect(i18n.locale).toBe('en');
      expect(getSession().user?.language).toBe('en');
      expect(toastSuccess).not.toHaveBeenCalled();
    },
    SLOW,
  );
});
