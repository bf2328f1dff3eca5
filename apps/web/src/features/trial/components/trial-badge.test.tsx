import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TrialStatus, TrialStatusValue } from '@app/contracts';
import { setSession } from '#src/lib/session.ts';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { makeToken } from '#src/lib/test-tokens.ts';
import { trialKeys } from '../api/keys.ts';
import { TrialBadge } from './trial-badge.tsx';

const user = {
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

function status(value: TrialStatusValue, days: number | null): TrialStatus {
  return {
    status: value,
    trialStatus: value,
    hasFullAccess: value !== 'subscription_required',
    requiresSubscription: value === 'subscription_required',
    inGracePeriod: value === 'grace_period',
    daysUntilDeadline: days,
    subscriptionDeadline: null,
    message: `status ${value}`,
    category: 'trial',
    freeTrialDays: 14,
    gracePeriodDays: 3,
    subscriptionDetails: { plan: null, currentPeriodEnd: null, cancelAtPeriodEnd: false },
  };
}

let restore: () => void = () => undefined;
beforeEach(() => {
  // The status comes from the seeded cache; any request would be a bug in the test.
  restore = stubFetch(() => jsonResponse(500, {})).restore;
  setSession(makeToken(), user);
});
afterEach(() => {
  cleanup();
  restore();
});

/** Renders the navigation's pill for a status and returns the pill (or null when hidden). */
function renderBadge(value: TrialStatusValue, days: number | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(trialKeys.current(), status(value, days));
  const router = createMemoryRouter([{ path: '*', Component: TrialBadge }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const link = screen.queryByRole('link');
  return link?.querySelector('[data-urgency]') ?? null;
}

describe('the trial indicator in the navigation (SPEC section 4)', () => {
  it('the trial is green above 3 days and orange at 3 or fewer', () => {
    const calm = renderBadge('free_trial_active', 4);
    expect(calm).toHaveAttribute('data-urgency', 'normal');
    expect(calm).toHaveClass('bg-primary-soft', 'text-primary');
    expect(calm).toHaveTextContent('Trial · 4 days left');
    cleanup();
    const near = renderBadge('free_trial_active', 3);
    expect(near).toHaveAttribute('data-urgency', 'warning');
    expect(near).toHaveClass('bg-warning-soft', 'text-warning');
  });

  it('the beta is green above 7 days and orange at 7 or fewer', () => {
    expect(renderBadge('free_beta', 8)).toHaveClass('bg-primary-soft');
    cleanup();
    expect(renderBadge('free_beta', 7)).toHaveClass('bg-warning-soft');
    cleanup();
    expect(renderBadge('beta_ending_soon', 5)).toHaveAttribute('data-urgency', 'warning');
  });

  it('the grace period is high urgency and subscription required critical, in different reds', () => {
    const grace = renderBadge('grace_period', 2)!;
    expect(grace).toHaveAttribute('data-urgency', 'high');
    expect(grace).toHaveClass('bg-danger-soft', 'text-danger');
    expect(grace).not.toHaveClass('bg-danger');
    expect(grace).toHaveTextContent('Grace period · 2 days left');
    cleanup();
    const required = renderBadge('subscription_required', 0)!;
    expect(required).toHaveAttribute('data-urgency', 'critical');
    // Solid red with its own foreground: the strongest look of the pill.
    expect(required).toHaveClass('bg-danger', 'text-danger-foreground');
    expect(required).not.toHaveClass('bg-danger-soft');
    expect(required).toHaveTextContent('Subscription required');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/subscriptions');
    // The name starts with the visible short text (voice control) and reads the full label after.
    expect(screen.getByRole('link')).toHaveAccessibleName(/^Upgrade ?: Subscription required/);
    expect(screen.getByRole('link')).toHaveAccessibleName(/View plans\.$/);
  });

  it('is hidden for subscribers and when the status is unknown', () => {
    expect(renderBadge('active_subscription', 20)).toBeNull();
    cleanup();
    expect(renderBadge('unknown', null)).toBeNull();
  });
});
