import { MESSAGES } from '@app/contracts/messages';
import { STORAGE_KEYS } from '@app/contracts/storage-keys';
import type { User } from '@app/contracts';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '#src/lib/query-client.ts';
import { reloadSession, setSession } from '#src/lib/session.ts';
import { makeToken } from '#src/lib/test-tokens.ts';
import { routes } from './routes.tsx';

// Screens owned by other features: replaced by markers so this test exercises the routing only.
vi.mock('#src/features/auth/pages/login-page.tsx', () => ({
  LoginPage: () => <h1>Login page</h1>,
}));
vi.mock('#src/features/auth/pages/register-page.tsx', () => ({
  RegisterPage: () => <h1>Register page</h1>,
}));
vi.mock('#src/features/auth/components/auth-overlays.tsx', () => ({ AuthOverlays: () => null }));
vi.mock('#src/features/trial/components/trial-badge.tsx', () => ({ TrialBadge: () => null }));
vi.mock('#src/features/trial/components/subscription-dialog.tsx', () => ({
  SubscriptionDialogHost: () => null,
}));
// GET /admin/check: the role the server holds now (null: the server cannot be reached).
const server = vi.hoisted(() => ({
  role: null as { is_admin: boolean; admin_role: 'admin' | 'super_admin' | null } | null,
}));
vi.mock('#src/features/admin/api/check-admin.ts', () => ({
  checkAdmin: async () => {
    if (!server.role) throw new Error('offline');
    return server.role;
  },
}));
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [false, () => {}],
    offlineReady: [false, () => {}],
    updateServiceWorker: async () => {},
  }),
}));

const baseUser: User = {
  id: 'user-1',
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

function signIn(role: 'user' | 'admin' | 'super_admin' = 'user') {
  const isAdmin = role !== 'user';
  const adminRole = isAdmin ? role : null;
  server.role = { is_admin: isAdmin, admin_role: adminRole };
  setSession(makeToken({ is_admin: isAdmin, admin_role: adminRole }), {
    ...baseUser,
    is_admin: isAdmin,
    admin_role: adminRole,
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // As in main.tsx: the screens read server state through the app's one query client.
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(() => {
  // jsdom has neither matchMedia nor scrollTo; the shell uses both.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
  window.scrollTo = () => {};
});

beforeEach(() => {
  server.role = null;
  localStorage.clear();
  sessionStorage.clear();
  reloadSession({ notifyExpired: false });
});

afterEach(() => {
  cleanup();
  toast.dismiss();
  localStorage.clear();
  reloadSession({ notifyExpired: false });
});

describe('a logged-out visitor', () => {
  it('opening a signed-in route is sent to /login and the target is kept in auth_redirect', async () => {
    const router = renderAt('/dashboard/biz-1?tab=today');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.authRedirect)).toBe('/dashboard/biz-1?tab=today');
  });

  it('opening an admin route goes to /login without an admin toast', async () => {
    const router = renderAt('/admin/app-versions');
    await screen.findByRole('heading', { name: 'Login page' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.authRedirect)).toBe('/admin/app-versions');
    expect(screen.queryByText(MESSAGES.superAdminRequired)).not.toBeInTheDocument();
  });

  it('does not keep the page being left while a logout is in progress', async () => {
    localStorage.setItem(STORAGE_KEYS.logoutInProgress, String(Date.now()));
    const router = renderAt('/sales/biz-1');
    await screen.findByRole('heading', { name: 'Login page' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.authRedirect)).toBeNull();
  });

  it('sees public pages with the footer links', async () => {
    renderAt('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
    const footer = within(screen.getByRole('navigation', { name: 'Legal' }));
    expect(footer.getByRole('link', { name: 'Email Policy' })).toHaveAttribute(
      'href',
      '/unsubscribe',
    );
    expect(footer.getByRole('link', { name: 'Account deletion' })).toHaveAttribute(
      'href',
      '/account-deletion',
    );
  });

  it('sees the not-found screen for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('a logged-in user', () => {
  it.each(['/login', '/register', '/'])('opening %s goes to the business list', async (path) => {
    signIn();
    const router = renderAt(path);
    expect(await screen.findByText('Your businesses')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/businesses');
  });

  it('opening an admin route gets the admin toast and the business list', async () => {
    signIn();
    const router = renderAt('/admin');
    expect(await screen.findByText(MESSAGES.adminRequired)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses'));
  });

  it('an admin may open /admin but not the super-admin routes', async () => {
    signIn('admin');
    const router = renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin', level: 1 })).toBeInTheDocument();
    await act(() => router.navigate('/test-backend'));
    expect(await screen.findByText(MESSAGES.superAdminRequired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/businesses');
  });

  it('a user promoted since signing in opens /admin without signing in again', async () => {
    signIn('user');
    server.role = { is_admin: true, admin_role: 'admin' };
    const router = renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(JSON.parse(localStorage.getItem('user')!).is_admin).toBe(true);
  });

  it('an admin demoted since signing in is turned away with the toast', async () => {
    signIn('admin');
    server.role = { is_admin: false, admin_role: null };
    const router = renderAt('/admin');
    expect(await screen.findByText(MESSAGES.adminRequired)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses'));
  });

  it('keeps the stored role when the server cannot be asked', async () => {
    signIn('admin');
    server.role = null;
    const router = renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('a super admin may open /admin/app-versions', async () => {
    signIn('super_admin');
    const router = renderAt('/admin/app-versions');
    expect(await screen.findByText('App versions')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/app-versions');
    expect(screen.queryByText(MESSAGES.superAdminRequired)).not.toBeInTheDocument();
  });
});
