import { BUSINESS_MESSAGES, type Business } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadSession, setSession } from '#src/lib/session.ts';
import { makeToken } from '#src/lib/test-tokens.ts';
import { installRadixShims, makeBusiness, testUser } from '../../test-businesses.ts';
import { ShopSection } from './shop-section.tsx';

const puts: FormData[] = [];
let reply: (form: FormData) => Response;

function renderSection(business: Business) {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ShopSection business={business} />
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeAll(installRadixShims);

beforeEach(() => {
  setSession(makeToken(), testUser);
  puts.length = 0;
  vi.stubGlobal('fetch', async (request: Request) => {
    const form = await request.formData();
    puts.push(form);
    return reply(form);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  reloadSession({ notifyExpired: false });
});

describe('publishing the shop', () => {
  it('is refused on the client without a WhatsApp number, with SPEC’s text', async () => {
    const user = userEvent.setup();
    renderSection(makeBusiness('biz-1', 'Shop'));
    await user.click(screen.getByRole('switch', { name: 'Publish my shop' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(BUSINESS_MESSAGES.whatsappRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('WhatsApp number')).toHaveAccessibleDescription(
      BUSINESS_MESSAGES.whatsappRequired,
    );
    expect(puts).toHaveLength(0);
  });

  it('is sent with the number; the server decides', async () => {
    const user = userEvent.setup();
    reply = (form) => {
      const socials = JSON.parse(form.get('socials') as string) as Business['socials'];
      const saved = makeBusiness('biz-1', 'Shop', {
        socials: { ...socials },
        shopPublished: form.get('shopPublished') === 'true',
        updatedAt: '2026-02-01T00:00:00.000Z',
      });
      return Response.json({ business: saved });
    };
    renderSection(makeBusiness('biz-1', 'Shop'));
    await user.click(screen.getByRole('switch', { name: 'Publish my shop' }));
    await user.type(screen.getByLabelText('WhatsApp number'), '+234 801 234 5678');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. Your shop is live.')).toBeInTheDocument();
    expect(puts[0]!.get('shopPublished')).toBe('true');
    expect(JSON.parse(puts[0]!.get('socials') as string)).toMatchObject({
      whatsapp: '+2348012345678',
    });
  });

  it('shows the server’s refusal to remove the number of a published shop', async () => {
    const user = userEvent.setup();
    reply = () =>
      Response.json(
        {
          error: BUSINESS_MESSAGES.whatsappRequired,
          message: BUSINESS_MESSAGES.whatsappRequired,
          errorCode: 'WHATSAPP_REQUIRED',
          details: [{ field: 'socials.whatsapp', message: BUSINESS_MESSAGES.whatsappRequired }],
        },
        { status: 400 },
      );
    // Published on the server meanwhile (another device): this form still shows it unpublished.
    renderSection(
      makeBusiness('biz-1', 'Shop', {
        socials: { ...makeBusiness('x', 'x').socials, whatsapp: '+2348012345678' },
      }),
    );
    await user.clear(screen.getByLabelText('WhatsApp number'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(BUSINESS_MESSAGES.whatsappRequired)).toBeInTheDocument();
    // Said once, under the field it is about.
    expect(screen.getAllByText(BUSINESS_MESSAGES.whatsappRequired)).toHaveLength(1);
  });
});
