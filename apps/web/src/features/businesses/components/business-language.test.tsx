import type { Business } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '#src/i18n/activate.ts';
import { reloadSession, setSession } from '#src/lib/session.ts';
import { makeToken } from '#src/lib/test-tokens.ts';
import { installRadixShims, makeBusiness, testUser } from '../test-businesses.ts';
import { BusinessFormDialog } from './business-form-dialog.tsx';
import { ProfileSection } from './settings/profile-section.tsx';

/** The business's language for its customers (ADR 069): chosen on create, edited in settings. */

const sent: { method: string; form: FormData }[] = [];

function renderWithQueries(ui: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

function savedFrom(form: FormData, base: Business): Business {
  return {
    ...base,
    language: (form.get('language') as Business['language'] | null) ?? base.language,
    updatedAt: '2026-02-01T00:00:00.000Z',
  };
}

beforeAll(installRadixShims);

beforeEach(() => {
  setSession(makeToken(), testUser);
  sent.length = 0;
  vi.stubGlobal('fetch', async (request: Request) => {
    const form = await request.formData();
    sent.push({ method: request.method, form });
    const saved = savedFrom(form, makeBusiness('biz-1', 'Amina Fabrics'));
    return Response.json({ business: saved }, { status: request.method === 'POST' ? 201 : 200 });
  });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  reloadSession({ notifyExpired: false });
  await act(() => activateLocale('en'));
});

describe('creating a business', () => {
  it('preselects the language the owner uses the app in, and sends it', async () => {
    await act(() => activateLocale('fr'));
    const user = userEvent.setup();
    renderWithQueries(<BusinessFormDialog open onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Créer un commerce' });
    expect(
      within(dialog).getByRole('combobox', { name: 'Langue pour les clients' }),
    ).toHaveTextContent('Français');
    await user.type(within(dialog).getByLabelText('Nom du commerce'), 'Amina Fabrics');
    await user.type(within(dialog).getByLabelText('Description'), 'Ankara by the yard');
    await user.click(within(dialog).getByRole('combobox', { name: 'Pays' }));
    await user.keyboard('NG{Enter}');
    await user.click(within(dialog).getByRole('combobox', { name: 'Devise' }));
    await user.keyboard('NGN{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le commerce' }));
    expect(await screen.findByText('Amina Fabrics est prêt')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.form.get('language')).toBe('fr');
  });

  it('sends another language when the owner picks one for the customers', async () => {
    const user = userEvent.setup();
    renderWithQueries(<BusinessFormDialog open onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create a business' });
    const language = within(dialog).getByRole('combobox', { name: 'Language for customers' });
    expect(language).toHaveTextContent('English');
    await user.type(within(dialog).getByLabelText('Business name'), 'Amina Fabrics');
    await user.type(within(dialog).getByLabelText('Description'), 'Ankara by the yard');
    await user.click(within(dialog).getByRole('combobox', { name: 'Country' }));
    await user.keyboard('NG{Enter}');
    await user.click(within(dialog).getByRole('combobox', { name: 'Currency' }));
    await user.keyboard('NGN{Enter}');
    await user.click(language);
    await user.click(await screen.findByRole('option', { name: 'Yorùbá' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create business' }));
    expect(await screen.findByText('Amina Fabrics is ready')).toBeInTheDocument();
    expect(sent[0]!.form.get('language')).toBe('yo');
  });
});

describe('business settings', () => {
  it('shows the business language with what it is for, and saves a new one', async () => {
    const user = userEvent.setup();
    renderWithQueries(<ProfileSection business={makeBusiness('biz-1', 'Amina Fabrics')} />);
    const language = screen.getByRole('combobox', { name: 'Language for customers' });
    expect(language).toHaveTextContent('English');
    expect(language).toHaveAccessibleDescription(
      'Receipts, your shop page, WhatsApp order texts and price lists are written in this language.',
    );
    await user.click(language);
    await user.click(await screen.findByRole('option', { name: 'Kiswahili' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Business profile saved')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.form.get('language')).toBe('sw');
    expect(screen.getByRole('combobox', { name: 'Language for customers' })).toHaveTextContent(
      'Kiswahili',
    );
  });

  it('keeps the business language when the owner reads the app in another', async () => {
    await act(() => activateLocale('sw'));
    renderWithQueries(
      <ProfileSection business={makeBusiness('biz-1', 'Amina Fabrics', { language: 'fr' })} />,
    );
    expect(screen.getByRole('combobox', { name: 'Lugha ya wateja' })).toHaveTextContent('Français');
  });
});
