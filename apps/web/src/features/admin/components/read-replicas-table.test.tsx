import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminReadReplica } from '@app/contracts';
import { ReadReplicasTable } from './read-replicas-table.tsx';

const replica = (overrides: Partial<AdminReadReplica>): AdminReadReplica => ({
  name: 'db-replica-1:5432/shopbook',
  up: true,
  lag_ms: 120,
  skipped: false,
  ...overrides,
});

afterEach(cleanup);

describe('the admin read replicas list', () => {
  it('says briefly that there is none', () => {
    render(<ReadReplicasTable replicas={[]} maxLagMs={2000} />);
    expect(screen.getByText(/No read replica is configured/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows each replica with its lag and whether reads go there', () => {
    render(
      <ReadReplicasTable
        maxLagMs={2000}
        replicas={[
          replica({}),
          replica({ name: 'db-replica-2:5432/shopbook', lag_ms: 4_500, skipped: true }),
          replica({ name: 'db-replica-3:5432/shopbook', up: false, lag_ms: null, skipped: true }),
          replica({ name: 'db-replica-4:5432/shopbook', lag_ms: 80, skipped: true }),
        ]}
      />,
    );
    expect(screen.getByText(/more than 2,000 ms behind is skipped/)).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Read replicas' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(4);
    const [inUse, behind, down, paused] = rows.map((row) => within(row!));
    expect(inUse!.getByText('db-replica-1:5432/shopbook')).toBeInTheDocument();
    expect(inUse!.getByText('120 ms')).toBeInTheDocument();
    expect(inUse!.getByText('In use')).toBeInTheDocument();
    expect(behind!.getByText('4,500 ms')).toBeInTheDocument();
    expect(behind!.getByText('Skipped: behind')).toBeInTheDocument();
    expect(down!.getByText('—')).toBeInTheDocument();
    expect(down!.getByText('Down')).toBeInTheDocument();
    expect(paused!.getByText('Skipped for now')).toBeInTheDocument();
  });
});
