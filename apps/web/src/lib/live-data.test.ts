import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  invalidateAfterGap,
  invalidateChanged,
  invalidatePlanChanged,
  queryMatchesChange,
} from './live-data.ts';

describe('the change -> queries map', () => {
  it('matches the business’s dashboard and analytics after a sale, not another business', () => {
    const change = { businessId: 'b1', topics: ['sales' as const] };
    expect(queryMatchesChange(['dashboard', 'summary', 'b1'], change)).toBe(true);
    expect(queryMatchesChange(['analytics', 'report', 'b1', { range: 'week' }], change)).toBe(true);
    expect(queryMatchesChange(['dashboard', 'summary', 'b2'], change)).toBe(false);
    expect(queryMatchesChange(['expenses', 'list', 'b1'], change)).toBe(false);
    expect(queryMatchesChange(['businesses', 'b1'], change)).toBe(false);
  });

  it('invalidates exactly the matching cached queries', async () => {
    const client = new QueryClient();
    client.setQueryData(['expenses', 'list', 'b1', {}], []);
    client.setQueryData(['dashboard', 'summary', 'b1'], {});
    client.setQueryData(['inventory', 'list', 'b1', {}], []);
    await invalidateChanged(client, { businessId: 'b1', topics: ['expenses'] });
    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(['expenses', 'list', 'b1', {}])).toBe(true);
    expect(stale(['dashboard', 'summary', 'b1'])).toBe(true);
    expect(stale(['inventory', 'list', 'b1', {}])).toBe(false);
  });

  it('after a gap in the socket, every business’s live data is invalidated, nothing else', async () => {
    const client = new QueryClient();
    client.setQueryData(['inventory', 'list', 'b1', {}], []);
    client.setQueryData(['sales', 'list', 'b2', {}], []);
    client.setQueryData(['expenses', 'list', 'b1', {}], []);
    client.setQueryData(['dashboard', 'summary', 'b2'], {});
    client.setQueryData(['businesses', 'b1'], {});
    client.setQueryData(['notifications', 'list'], []);
    await invalidateAfterGap(client);
    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(['inventory', 'list', 'b1', {}])).toBe(true);
    expect(stale(['sales', 'list', 'b2', {}])).toBe(true);
    expect(stale(['expenses', 'list', 'b1', {}])).toBe(true);
    expect(stale(['dashboard', 'summary', 'b2'])).toBe(true);
    expect(stale(['businesses', 'b1'])).toBe(false);
    expect(stale(['notifications', 'list'])).toBe(false);
  });

  it('a plan change invalidates the trial status and the plan, not business data', async () => {
    const client = new QueryClient();
    client.setQueryData(['trial-status', 'current'], {});
    client.setQueryData(['subscriptions', 'current'], {});
    client.setQueryData(['inventory', 'list', 'b1', {}], []);
    await invalidatePlanChanged(client);
    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(['trial-status', 'current'])).toBe(true);
    expect(stale(['subscriptions', 'current'])).toBe(true);
    expect(stale(['inventory', 'list', 'b1', {}])).toBe(false);
  });
});
