import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { MESSAGES } from '@app/contracts';
import { emitAppEvent } from '#src/lib/events.ts';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import {
  SUBSCRIPTION_BENEFITS,
  SubscriptionDialogHost,
  claimUnpromptedSlot,
  resetUnpromptedCooldown,
} from './subscription-dialog.tsx';

let restore: () => void = () => undefined;
beforeEach(() => {
  resetUnpromptedCooldown();
  restore = stubFetch(() => jsonResponse(401, {})).restore;
});
afterEach(() => {
  cleanup();
  restore();
});

function renderHost() {
  const router = createMemoryRouter([{ path: '*', Component: () => <SubscriptionDialogHost /> }], {
    initialEntries: ['/sales/b1'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the subscription dialog (SPEC section 8)', () => {
  it('opens on a subscription error with the texts, benefits and buttons', async () => {
    const router = renderHost();
    act(() =>
      emitAppEvent('subscription-required', { message: MESSAGES.notSubscribed, prompted: true }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGES.subscriptionTitle);
    expect(dialog).toHaveTextContent(MESSAGES.notSubscribed);
    expect(dialog).toHaveTextContent(MESSAGES.notSubscribedDetail);
    expect(SUBSCRIPTION_BENEFITS.map((b) => b.title)).toEqual([
      'Unlimited Access',
      'AI Business Assistant',
      'Multi-User Management',
      'Cloud Sync',
      'Advanced Analytics',
      'Priority Support',
    ]);
    for (const { title } of SUBSCRIPTION_BENEFITS) expect(dialog).toHaveTextContent(title);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriptions'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel closes it', async () => {
    renderHost();
    act(() => emitAppEvent('subscription-required', { message: 'Trial expired', prompted: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows at most one unprompted dialog per 30 s', () => {
    expect(claimUnpromptedSlot(1_000)).toBe(true);
    expect(claimUnpromptedSlot(20_000)).toBe(false);
    expect(claimUnpromptedSlot(30_999)).toBe(false);
    expect(claimUnpromptedSlot(31_000)).toBe(true);
  });

  it('an unprompted request inside the cooldown stays closed', async () => {
    renderHost();
    claimUnpromptedSlot();
    act(() => emitAppEvent('subscription-required', { message: 'x', prompted: false }));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
