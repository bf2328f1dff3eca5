import type { User } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { reloadSession, setSession } from '#src/lib/session.ts';
import { makeToken } from '#src/lib/test-tokens.ts';
import { StaffFormDialog } from './staff-form-dialog.tsx';

const owner: User = {
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
const sent: unknown[] = [];
let reply: () => Response;

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
});

beforeEach(() => {
  setSession(makeToken(), owner);
  sent.length = 0;
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(await request.json());
    return reply();
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  reloadSession({ notifyExpired: false });
});

function renderDialog(onOpenChange = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StaffFormDialog businessId="biz-1" staff={null} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

it('sends a new cashier with the PIN and the permissions switched on, then closes', async () => {
  const user = userEvent.setup();
  reply = () =>
    Response.json(
      {
        staff: {
          id: 'st-1',
          name: 'Halima',
          role: 'cashier',
          permissions: {
            discountPercentMax: 5,
            changePrices: false,
            refunds: true,
            viewCostAndProfit: false,
            viewReports: false,
            manageInventory: false,
            manageCustomers: false,
            giveCredit: false,
            manageShifts: true,
          },
          lockedUntil: null,
          createdAt: '2026-12-07T00:00:00.000Z',
        },
      },
      { status: 201 },
    );
  const onOpenChange = renderDialog();
  await user.type(await screen.findByLabelText('Name'), 'Halima');
  await user.type(screen.getByLabelText('PIN'), '48a26');
  const cap = screen.getByLabelText('Largest discount (% of the list price)');
  await user.clear(cap);
  await user.type(cap, '5');
  await user.click(screen.getByRole('switch', { name: 'Give refunds' }));
  await user.click(screen.getByRole('button', { name: 'Add staff member' }));
  await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  expect(sent[0]).toMatchObject({
    name: 'Halima',
    role: 'cashier',
    // Digits only: the letter typed is dropped.
    pin: '4826',
    permissions: { discountPercentMax: 5, refunds: true, manageShifts: true, changePrices: false },
  });
});

it('shows the server’s field error under the PIN', async () => {
  const user = userEvent.setup();
  const message = 'Another staff member of this business has this PIN';
  reply = () =>
    Response.json(
      {
        error: message,
        message,
        errorCode: 'STAFF_PIN_TAKEN',
        details: [{ field: 'pin', message }],
      },
      { status: 400 },
    );
  const onOpenChange = renderDialog();
  await user.type(await screen.findByLabelText('Name'), 'Bola');
  await user.type(screen.getByLabelText('PIN'), '1234');
  await user.click(screen.getByRole('button', { name: 'Add staff member' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText('PIN')).toHaveAccessibleDescription(message);
  expect(onOpenChange).not.toHaveBeenCalled();
});
