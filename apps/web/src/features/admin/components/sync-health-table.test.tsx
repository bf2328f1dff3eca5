import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncHealthTable } from './sync-health-table.tsx';

const NOW = Date.parse('2026-03-02T12:00:00.000Z');

afterEach(cleanup);

describe('the admin sync table', () => {
  it('says plainly when no device has reported', () => {
    render(<SyncHealthTable businesses={[]} now={NOW} />);
    expect(screen.getByText(/No device has reported an offline queue yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows each business with what waits, since when, its last sync and report', () => {
    render(
      <SyncHealthTable
        now={NOW}
        businesses={[
          {
            businessId: 'b1',
            businessName: 'Corner Shop',
            waiting: 12,
            oldestWaitingAt: '2026-03-01T12:00:00.000Z',
            lastSyncAt: '2026-03-02T09:00:00.000Z',
            reportedAt: '2026-03-02T11:55:00.000Z',
          },
          {
            businessId: 'b2',
            businessName: 'Quiet Shop',
            waiting: 0,
            oldestWaitingAt: null,
            lastSyncAt: null,
            reportedAt: '2026-03-02T12:00:00.000Z',
          },
        ]}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'BusinessWaitingOldest waitingLast syncReported',
      'Corner Shop12 waitingyesterday3 hours ago5 minutes ago',
      'Quiet ShopNone—Neverjust now',
    ]);
  });
});
