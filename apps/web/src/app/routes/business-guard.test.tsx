import { MESSAGES, STORAGE_KEYS, type Business, type User } from '@app/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getCurrentBusiness,
  reloadCurrentBusiness,
  setCurrentBusiness,
} from '#src/features/businesses/business-storage.ts';
import {
  installRadixShims,
  makeBusiness,
  testUser,
} from '#src/features/businesses/test-businesses.ts';
import { queryClient } from '#src/lib/query-client.ts';
import { reloadSession, setSession } from '#src/lib/session.ts';
import { makeToken } from '#src/lib/test-tokens.ts';
import { routes } from '../routes.tsx';

// Screens and overlays of other features: this test is about choosing the business.
vi.mock('#src/features/auth/pages/login-page.tsx', () => ({
  LoginPage: () => <h1>Login page</h1>,
}));
vi.mock('#src/features/auth/components/auth-overlays.tsx', () => ({ AuthOverlays: () => null }));
vi.mock('#src/features/trial/components/trial-badge.tsx', () => ({ TrialBadge: () => null }));
vi.mock('#src/features/trial/components/subscription-dialog.tsx', () => ({
  SubscriptionDialogHost: () => null,
}));
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [false, () => {}],
    offlineReady: [false, () => {}],
    updateServiceWorker: async () => {},
  }),
}));

const user = testUser;
const business = (id: string, name: string) => makeBusiness(id, name);

/**
 * Screens are lazy chunks: the first render of one takes a moment, and the first of the file
 * transforms the app's modules (seconds under CI's load, within the test's 15 s).
 */
const SLOW = { timeout: 12_000 };

const fabrics = business('biz-fabrics', "Amina's Fabrics");
const phones = business('biz-phones', 'Corner Phones');

/** The server: GET /api/businesses answers `list` (or fails like a dead connection). */
let list: Business[] | 'offline' = [];
const requests: string[] = [];

function signIn(overrides: Partial<User> = {}) {
  const signedIn = { ...user, ...overrides };
  setSession(makeToken({ is_verified: signedIn.is_verified }), signedIn);
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

/** Resolves once the router has settled on a screen (loaders and redirects done). */
async function settled(router: ReturnType<typeof renderAt>) {
  // Lazy route chunks load first: on a busy machine that takes longer than waitFor's 1 s.
  await vi.waitFor(() => {
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.initialized).toBe(true);
  }, SLOW);
  return router.state.location.pathname;
}

beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
  window.scrollTo = () => {};
  installRadixShims();
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  reloadSession({ notifyExpired: false });
  reloadCurrentBusiness();
  list = [fabrics, phones];
  requests.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    // A request still on its way from a test that has ended (a lazy screen's query) carries that
    // test's session: only this test's are recorded.
    const auth = input instanceof Request ? input.headers.get('authorization') : null;
    const current = localStorage.getItem(STORAGE_KEYS.token);
    if (!auth || !current || auth === `Bearer ${current}`) requests.push(url.pathname);
    if (url.pathname === '/api/businesses') {
      if (list === 'offline') throw new TypeError('Failed to fetch');
      return Response.json({ businesses: list });
    }
    return Response.json(
      { error: 'Not found', message: 'Not found', errorCode: 'NOT_FOUND' },
      { status: 404 },
    );
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
  localStorage.clear();
  reloadSession({ notifyExpired: false });
  reloadCurrentBusiness();
});

describe('a business screen without a businessId', () => {
  it('uses the current business', async () => {
    signIn();
    setCurrentBusiness(phones);
    const router = renderAt('/inventory?filter=low');
    expect(await settled(router)).toBe('/inventory/biz-phones');
    expect(router.state.location.search).toBe('?filter=low');
  });

  it('else the first business, loading the businesses first', async () => {
    signIn();
    const router = renderAt('/customers');
    expect(await settled(router)).toBe('/customers/biz-fabrics');
    // The list comes first, once; the screen's own requests may follow (timing-dependent).
    expect(requests[0]).toBe('/api/businesses');
    expect(requests.filter((path) => path === '/api/businesses')).toHaveLength(1);
    expect(getCurrentBusiness()?.id).toBe('biz-fabrics');
  });

  it('else the last active business stored locally (the businesses cannot be loaded offline)', async () => {
    signIn();
    list = 'offline';
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    localStorage.setItem(STORAGE_KEYS.lastActiveBusinessId, 'biz-phones');
    const router = renderAt('/analytics');
    expect(await settled(router)).toBe('/analytics/biz-phones');
    expect(localStorage.getItem(STORAGE_KEYS.lastActiveBusinessId)).toBe('biz-phones');
  });

  it('goes to the business list when there is no business at all', async () => {
    signIn();
    list = [];
    const router = renderAt('/inventory');
    expect(await settled(router)).toBe('/businesses');
    expect(
      await screen.findByRole('heading', { name: 'Create your first business' }, SLOW),
    ).toBeInTheDocument();
  });

  it('goes by the businesses saved in local storage less than 5 minutes ago, and refreshes them once in the background', async () => {
    signIn();
    list = [phones];
    localStorage.setItem(
      STORAGE_KEYS.cachedBusinesses,
      JSON.stringify({ userId: user.id, savedAt: Date.now() - 60_000, businesses: [phones] }),
    );
    const router = renderAt('/tools');
    expect(await settled(router)).toBe('/tools/biz-phones');
    // Asked for once after the reload (a business changed on another device shows), not waited
    // for. (Once the screen shows, its bell, order badge and update banner ask for their own
    // data, each at its own pace.)
    await vi.waitFor(() => expect(requests).toContain('/api/businesses'));
    expect(requests.filter((path) => path === '/api/businesses')).toHaveLength(1);
    const screenOwn = /\/(notifications|orders|businesses|app-versions\/current)$/;
    expect(requests.filter((path) => !screenOwn.test(path))).toEqual([]);
  });
});

describe('bare /sales', () => {
  it('goes to the current business’s sales', async () => {
    signIn();
    setCurrentBusiness(phones);
    const router = renderAt('/sales');
    expect(await settled(router)).toBe('/sales/biz-phones');
  });

  it('else to the last-active business’s sales', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.lastActiveBusinessId, 'biz-phones');
    const router = renderAt('/sales');
    expect(await settled(router)).toBe('/sales/biz-phones');
  });

  it('else to the business list, even when the user has businesses', async () => {
    signIn();
    const router = renderAt('/sales');
    expect(await settled(router)).toBe('/businesses');
    expect(await screen.findByRole('link', { name: "Amina's Fabrics" }, SLOW)).toBeInTheDocument();
  });
});

describe('a businessId in the route', () => {
  it('becomes the current business, and the navigation links to it', async () => {
    signIn();
    setCurrentBusiness(fabrics);
    const router = renderAt('/dashboard/biz-phones');
    expect(await settled(router)).toBe('/dashboard/biz-phones');
    expect(getCurrentBusiness()?.id).toBe('biz-phones');
    expect(localStorage.getItem(STORAGE_KEYS.lastActiveBusinessId)).toBe('biz-phones');
    const nav = (await screen.findAllByRole('navigation', { name: 'Business' }, SLOW))[0]!;
    expect(within(nav).getByRole('link', { name: 'Sales' })).toHaveAttribute(
      'href',
      '/sales/biz-phones',
    );
  });

  it('that is not among the user’s businesses clears the stored id and goes to the business list', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.lastActiveBusinessId, 'biz-gone');
    const router = renderAt('/inventory/biz-gone');
    expect(await settled(router)).toBe('/businesses');
    expect(localStorage.getItem(STORAGE_KEYS.lastActiveBusinessId)).toBeNull();
    expect(await screen.findByText(MESSAGES.businessNotFound, {}, SLOW)).toBeInTheDocument();
  });

  it('clears a stored last-active id that is no longer the user’s when /sales falls back to it', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.lastActiveBusinessId, 'biz-gone');
    const router = renderAt('/sales');
    expect(await settled(router)).toBe('/businesses');
    expect(localStorage.getItem(STORAGE_KEYS.lastActiveBusinessId)).toBeNull();
  });
});

describe('before the email is verified', () => {
  it('no businesses are fetched and business screens lead to the business list', async () => {
    signIn({ is_verified: false });
    const router = renderAt('/inventory/biz-fabrics');
    expect(await settled(router)).toBe('/businesses');
    expect(
      await screen.findByRole('heading', { name: 'Verify your email first' }, SLOW),
    ).toBeInTheDocument();
    // The shell's own calls (notifications, app version) may run; nothing about businesses does.
    expect(requests.filter((path) => path.startsWith('/api/businesses'))).toEqual([]);
  });
});

describe('settings', () => {
  it('without any business keeps the account section', async () => {
    signIn();
    list = [];
    const router = renderAt('/settings');
    expect(await settled(router)).toBe('/settings');
    expect(await screen.findByRole('heading', { name: 'Account' }, SLOW)).toBeInTheDocument();
  });

  it('for a manager shows only what a manager may change', async () => {
    signIn();
    list = [{ ...phones, role: 'manager', ownerId: 'someone-else' }];
    const router = renderAt('/settings');
    expect(await settled(router)).toBe('/settings/biz-phones');
    const sections = await screen.findByRole('navigation', { name: 'Settings sections' }, SLOW);
    expect(
      within(sections)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Managers', 'Staff', 'Printer', 'Account']);
    expect(screen.getByText('You are a manager of Corner Phones')).toBeInTheDocument();
  });

  it('asks before leaving a section with unsaved changes', async () => {
    const userActions = userEvent.setup();
    signIn();
    const router = renderAt('/settings/biz-fabrics');
    const name = await screen.findByLabelText('Business name', {}, SLOW);
    await userActions.clear(name);
    await userActions.type(name, 'Fabrics & Co');
    await userActions.click(screen.getByRole('link', { name: 'Logo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await userActions.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Business name')).toHaveValue('Fabrics & Co');

    await userActions.click(screen.getByRole('link', { name: 'Logo' }));
    await userActions.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await vi.waitFor(() => expect(router.state.location.search).toBe('?section=logo'));
    expect(await screen.findByRole('heading', { name: 'Logo' }, SLOW)).toBeInTheDocument();
  });
});
