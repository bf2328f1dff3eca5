import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CurrentSubscription, PlansResponse } from '@app/contracts';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { SubscriptionReturnPage } from './subscription-return-page.tsx';
import { SubscriptionsPage } from './subscriptions-page.tsx';

const PLANS: PlansResponse = {
  plans: [
    {
      id: 'monthly',
      name: 'Monthly',
      interval: 'month',
      prices: [
        { currency: 'USD', amount: 999 },
        { currency: 'KES', amount: 100000 },
      ],
    },
    { id: 'yearly', name: 'Yearly', interval: 'year', prices: [{ currency: 'USD', amount: 9900 }] },
  ],
  providers: ['stripe', 'paystack'],
  benefits: [
    'Unlimited Access',
    'AI Business Assistant',
    'Multi-User Management',
    'Cloud Sync',
    'Advanced Analytics',
    'Priority Support',
  ],
};

const NONE: CurrentSubscription = {
  plan: null,
  status: null,
  currentPeriodEnd: null,
  provider: null,
  cancelAtPeriodEnd: false,
  trialStatus: 'subscription_required',
  hasFullAccess: false,
  history: [],
};

const ACTIVE: CurrentSubscription = {
  ...NONE,
  plan: 'monthly',
  status: 'active',
  currentPeriodEnd: '2030-01-31T00:00:00.000Z',
  provider: 'stripe',
  trialStatus: 'active_subscription',
  hasFullAccess: true,
  history: [
    {
      id: 'p1',
      provider: 'stripe',
      reference: 'cs_1',
      plan: 'monthly',
      status: 'paid',
      amount: 999,
      currency: 'USD',
      periodEnd: null,
      createdAt: '2029-12-31T00:00:00.000Z',
    },
  ],
};

let restore: () => void = () => undefined;
afterEach(() => {
  cleanup();
  restore();
});

function renderAt(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: ['/subscriptions'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the subscriptions page', () => {
  it('shows the benefits, the price in the business currency and starts a mobile money checkout', async () => {
    const stub = stubFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/subscriptions/plans')) return jsonResponse(200, PLANS);
      if (path.endsWith('/subscriptions/current')) return jsonResponse(200, NONE);
      if (path.endsWith('/subscriptions/checkout')) {
        return jsonResponse(200, { url: 'https://checkout.paystack.com/abc' });
      }
      return jsonResponse(404, {});
    });
    restore = stub.restore;
    const redirect = vi.fn();
    renderAt(<SubscriptionsPage preferredCurrency="KES" redirect={redirect} />);
    const benefits = await screen.findByRole('list', { name: 'Benefits' });
    for (const b of PLANS.benefits) expect(benefits).toHaveTextContent(b);
    expect(screen.getByText('Subscription required')).toBeInTheDocument();
    // Monthly in the business's KES; yearly is not sold in KES, so its first price.
    expect(screen.getByText(/KSh\s?1,000\.00|KES\s?1,000\.00/)).toBeInTheDocument();
    expect(screen.getByText(/\$99\.00/)).toBeInTheDocument();
    expect(screen.getByText('No payments yet')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(/Mobile money/));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe monthly' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.paystack.com/abc'));
    const checkout = stub.requests.find((r) => r.path.endsWith('/subscriptions/checkout'))!;
    expect(checkout.body).toEqual({ plan: 'monthly', provider: 'paystack', currency: 'KES' });
  });

  it('says payments are not set up when the server has no provider', async () => {
    restore = stubFetch((request) =>
      new URL(request.url).pathname.endsWith('/plans')
        ? jsonResponse(200, { ...PLANS, providers: [] })
        : jsonResponse(200, NONE),
    ).restore;
    renderAt(<SubscriptionsPage />);
    expect(await screen.findByText(/Payments are not set up/)).toHaveAttribute('role', 'status');
    for (const button of screen.getAllByRole('button', { name: /Subscribe/ })) {
      expect(button).toBeDisabled();
    }
  });

  it('shows the active plan and its history, and cancels at period end after a confirm', async () => {
    const stub = stubFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/plans')) return jsonResponse(200, PLANS);
      if (path.endsWith('/cancel')) {
        return jsonResponse(200, { ...ACTIVE, cancelAtPeriodEnd: true, trialStatus: 'subscribed' });
      }
      return jsonResponse(200, ACTIVE);
    });
    restore = stub.restore;
    renderAt(<SubscriptionsPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('paid')).toBeInTheDocument();
    expect(within(table).getByText('$9.99')).toBeInTheDocument();
    // Each line names the provider's payment and when it was paid.
    expect(within(table).getByText('cs_1')).toBeInTheDocument();
    expect(
      within(table).getByText(
        new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(
          new Date('2029-12-31T00:00:00.000Z'),
        ),
      ),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: 'Your card plan renews by itself' })[0],
    ).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    expect(stub.requests.some((r) => r.path.endsWith('/cancel'))).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() =>
      expect(screen.getByText('Cancelled: it will not renew.')).toBeInTheDocument(),
    );
    expect(stub.requests.filter((r) => r.path.endsWith('/cancel'))).toHaveLength(1);
  });
});

describe('the payment return page', () => {
  it('polls until the webhook has activated the plan, then unlocks once', async () => {
    let landed = false;
    const stub = stubFetch(() => jsonResponse(200, landed ? ACTIVE : NONE));
    restore = stub.restore;
    const onActivated = vi.fn();
    renderAt(<SubscriptionReturnPage outcome="success" onActivated={onActivated} />);
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    await waitFor(() => expect(stub.requests.length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    expect(onActivated).not.toHaveBeenCalled();
    landed = true;
    expect(
      await screen.findByText('Thank you! Your plan is active', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(onActivated).toHaveBeenCalledTimes(1);
    const count = stub.requests.length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(stub.requests.length).toBe(count);
  }, 15_000);

  it('says nothing was charged after a cancelled payment', async () => {
    restore = stubFetch(() => jsonResponse(200, NONE)).restore;
    renderAt(<SubscriptionReturnPage outcome="cancel" />);
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  });
});
