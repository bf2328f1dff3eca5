import { BUSINESS_MESSAGES, type Business } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadSession, setSession } from '#src/lib/session.ts';
import { makeToken } from '#src/lib/test-tokens.ts';
import { reloadCurrentBusiness } from '../business-storage.ts';
import { installRadixShims, makeBusiness, testUser } from '../test-businesses.ts';
import { BusinessesPage } from './businesses-page.tsx';

interface Sent {
  method: string;
  path: string;
  form: FormData | null;
}

let businesses: Business[] = [];
let answer: ((request: Request) => Response | null) | null = null;
const sent: Sent[] = [];

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/businesses', Component: BusinessesPage },
      { path: '/dashboard/:businessId', Component: () => <h1>Dashboard</h1> },
    ],
    { initialEntries: ['/businesses'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(installRadixShims);

beforeEach(() => {
  localStorage.clear();
  setSession(makeToken(), testUser);
  reloadCurrentBusiness();
  businesses = [];
  answer = null;
  sent.length = 0;
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    const form =
      request.method === 'GET'
        ? null
        : await request
            .clone()
            .formData()
            .catch(() => null);
    sent.push({ method: request.method, path, form });
    const special = answer?.(request);
    if (special) return special;
    if (request.method === 'GET' && path === '/api/businesses')
      return Response.json({ businesses });
    if (request.method === 'DELETE') {
      businesses = businesses.filter((b) => !path.endsWith(b.id));
      return Response.json({ message: BUSINESS_MESSAGES.deleted });
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
  localStorage.clear();
  reloadSession({ notifyExpired: false });
});

const owned = (n: number) =>
  Array.from({ length: n }, (_, i) => makeBusiness(`biz-${i + 1}`, `Shop ${i + 1}`));

describe('the business list', () => {
  it('invites the user to create a first business', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Create your first business' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 of 5 businesses')).toBeInTheDocument();
  });

  it('shows each business with its role and counts only owned ones towards the limit', async () => {
    businesses = [
      ...owned(3),
      makeBusiness('biz-m', 'Managed Shop', { role: 'manager', ownerId: 'someone' }),
    ];
    renderPage();
    const card = (await screen.findByRole('link', { name: 'Managed Shop' })).closest('article')!;
    expect(within(card).getByText('Manager')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Actions/ })).toBeInTheDocument();
    expect(screen.getByText('3 of 5 businesses')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create business' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Shop 1' })).toHaveAttribute(
      'href',
      '/dashboard/biz-1',
    );
  });

  it('at 5 businesses disables Create and says why', async () => {
    businesses = owned(5);
    renderPage();
    const create = await screen.findByRole('button', { name: 'Create business' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(
      `${BUSINESS_MESSAGES.limitReached}. Delete a business you no longer need to create another.`,
    );
  });

  it('deletes a business after a confirmation that names it', async () => {
    const user = userEvent.setup();
    businesses = owned(2);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for Shop 2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete business' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Shop 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete business' }));
    expect(await screen.findByText(BUSINESS_MESSAGES.deleted)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shop 2' })).not.toBeInTheDocument();
    expect(sent.some((r) => r.method === 'DELETE' && r.path === '/api/businesses/biz-2')).toBe(
      true,
    );
  });
});

describe('creating a business', () => {
  async function openForm() {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a business' });
    return { user, dialog };
  }

  async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    await user.type(within(dialog).getByLabelText('Business name'), 'Amina Fabrics');
    await user.type(within(dialog).getByLabelText('Description'), 'Ankara by the yard');
    await user.click(within(dialog).getByRole('combobox', { name: 'Country' }));
    await user.keyboard('nigeria{Enter}');
    await user.click(within(dialog).getByRole('combobox', { name: 'Currency' }));
    await user.keyboard('NGN{Enter}');
  }

  it('checks the required fields with SPEC’s texts before sending', async () => {
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Create business' }));
    expect(
      await within(dialog).findByText('Required field name cannot be empty'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Business name')).toHaveAccessibleDescription('Required');
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends a multipart form with the time zone in settings and shows the new business', async () => {
    const { user, dialog } = await openForm();
    await fillRequired(user, dialog);
    answer = (request) => {
      if (request.method !== 'POST') return null;
      const created = makeBusiness('biz-new', 'Amina Fabrics');
      businesses = [created];
      return Response.json({ business: created }, { status: 201 });
    };
    await user.click(within(dialog).getByRole('button', { name: 'Create business' }));
    expect(await screen.findByText('Amina Fabrics is ready')).toBeInTheDocument();
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/api/businesses');
    expect(post.form?.get('name')).toBe('Amina Fabrics');
    expect(post.form?.get('country')).toBe('NG');
    expect(post.form?.get('currency')).toBe('NGN');
    expect(JSON.parse(post.form?.get('settings') as string)).toEqual({
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(await screen.findByRole('link', { name: 'Amina Fabrics' })).toBeInTheDocument();
  });

  it('shows the server’s refusal in its own words, with details under the fields', async () => {
    const { user, dialog } = await openForm();
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText('Phone'), '0801');
    answer = (request) =>
      request.method === 'POST'
        ? Response.json(
            {
              error: 'Validation failed: phone: Too short',
              message: 'Validation failed: phone: Too short',
              errorCode: 'VALIDATION_FAILED',
              details: [{ field: 'phone', message: 'Too short' }],
            },
            { status: 400 },
          )
        : null;
    await user.click(within(dialog).getByRole('button', { name: 'Create business' }));
    expect(
      await within(dialog).findByText('Validation failed: phone: Too short'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription('Too short');
  });

  it('refuses a logo that is not an image or larger than 2 MB before uploading', async () => {
    const { user, dialog } = await openForm();
    const input = within(dialog).getByLabelText('Logo image');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText(BUSINESS_MESSAGES.logoInvalid)).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await within(dialog).findByText(BUSINESS_MESSAGES.logoTooLarge)).toBeInTheDocument();
  });
});
