import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminInstance } from '@app/contracts';
import { InstancesTable } from './instances-table.tsx';

const NOW = Date.parse('2026-03-02T12:00:00.000Z');

const instance = (overrides: Partial<AdminInstance>): AdminInstance => ({
  id: 'web-1:101:a1b2c3',
  version: '1.1.8',
  current: false,
  started_at: '2026-03-01T09:00:00.000Z',
  last_beat_at: '2026-03-02T11:59:55.000Z',
  uptime_seconds: 97_200,
  rss_bytes: 240 * 1024 * 1024,
  websocket: { users: 3, connections: 4 },
  jobs: { running: 1, done: 120, failed: 2 },
  email: { sent_since_start: 17, failed_attempts_since_start: 0 },
  ...overrides,
});

afterEach(cleanup);

describe('the admin instances table', () => {
  it('says plainly when no instance has reported', () => {
    render(<InstancesTable instances={[]} now={NOW} />);
    expect(screen.getByText(/No instance has reported a heartbeat yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows each instance with its own figures and marks the one that answered', () => {
    render(
      <InstancesTable
        now={NOW}
        instances={[
          instance({}),
          instance({
            id: 'web-2:202:d4e5f6',
            current: true,
            uptime_seconds: 300,
            rss_bytes: 512 * 1024 * 1024,
            websocket: { users: 0, connections: 0 },
            jobs: { running: 0, done: 5, failed: 0 },
            email: { sent_since_start: 2, failed_attempts_since_start: 1 },
            last_beat_at: '2026-03-02T12:00:00.000Z',
          }),
        ]}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByText('web-1:101:a1b2c3')).toBeInTheDocument();
    expect(first.queryByText('This one')).not.toBeInTheDocument();
    expect(first.getByText('1 d 3 h')).toBeInTheDocument();
    expect(first.getByText('240 MB')).toBeInTheDocument();
    expect(first.getByText('4 (3 users)')).toBeInTheDocument();
    expect(first.getByText('1 running · 120 done · 2 failed')).toBeInTheDocument();
    expect(first.getByText('17 sent')).toBeInTheDocument();
    expect(first.getByText('5 s ago')).toBeInTheDocument();
    const second = within(rows[2]!);
    expect(second.getByText('This one')).toBeInTheDocument();
    expect(second.getByText('5 min')).toBeInTheDocument();
    expect(second.getByText('2 sent · 1 failed')).toBeInTheDocument();
    expect(second.getByText('just now')).toBeInTheDocument();
  });
});
