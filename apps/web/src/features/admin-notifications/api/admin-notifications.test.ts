import type { AdminNotification } from '@app/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { listRecheckDelay } from './admin-notifications.ts';

const NOW = Date.parse('2026-11-28T16:00:00Z');

function notification(overrides: Partial<AdminNotification>): AdminNotification {
  return {
    id: '1',
    kind: 'broadcast',
    title: 'Big news',
    body: 'Reports are twice as fast now.',
    action_url: null,
    metadata: null,
    is_important: false,
    platform: 'all',
    channels: [],
    demographics: [],
    user_ids: null,
    active: true,
    expired: false,
    send_at: new Date(NOW).toISOString(),
    expires_at: null,
    sent_at: null,
    recipients: 0,
    read_count: 0,
    created_at: new Date(NOW).toISOString(),
    ...overrides,
  };
}

describe('listRecheckDelay', () => {
  it('asks again shortly while a due notification waits for its delivery job', () => {
    expect(listRecheckDelay([notification({})], NOW)).toBe(2_000);
    const overdue = notification({ send_at: new Date(NOW - 60_000).toISOString() });
    expect(listRecheckDelay([overdue], NOW)).toBe(2_000);
  });

  it('asks again when the earliest scheduled one falls due, ten minutes at most', () => {
    const inAMinute = notification({ send_at: new Date(NOW + 60_000).toISOString() });
    const inAnHour = notification({ id: '2', send_at: new Date(NOW + 3_600_000).toISOString() });
    expect(listRecheckDelay([inAnHour, inAMinute], NOW)).toBe(62_000);
    expect(listRecheckDelay([inAnHour], NOW)).toBe(600_000);
  });

  it('does not ask again when nothing waits to be delivered', () => {
    const sent = notification({ sent_at: new Date(NOW).toISOString(), recipients: 3 });
    const paused = notification({ id: '2', active: false });
    const expired = notification({ id: '3', expired: true });
    expect(listRecheckDelay([sent, paused, expired], NOW)).toBe(false);
    expect(listRecheckDelay([], NOW)).toBe(false);
  });
});
