import type { Shift } from '@app/contracts/shifts';
import { describe, expect, it } from 'vitest';
import type { QueuedWrite } from '#src/lib/queued-writes.ts';
import { tillShift } from './till-shift.ts';

const server: Shift = {
  id: 'srv',
  businessId: 'b1',
  register: 'Main',
  status: 'open',
  openingFloat: 20,
  openedAt: '2026-12-07T08:00:00.000Z',
  openedBy: 'u1',
  openedByUsername: 'amina',
  closedAt: null,
  closedBy: null,
  closedByUsername: null,
  expectedCash: null,
  countedCash: null,
  difference: null,
};

const write = (patch: Partial<QueuedWrite>): QueuedWrite => ({
  id: 'w',
  kind: 'shift-open',
  userId: 'u1',
  businessId: 'b1',
  path: 'businesses/b1/shifts',
  body: { openingFloat: '15.00', register: 'Main' },
  idempotencyKey: 'k',
  recordedCodes: [],
  subject: { register: 'Main' },
  queuedAt: Date.parse('2026-12-07T09:00:00.000Z'),
  attempts: 0,
  nextAttemptAt: 0,
  status: 'waiting',
  ...patch,
});

describe('tillShift', () => {
  it("is the server's open shift when nothing waits", () => {
    expect(tillShift(server, [], 'b1', 'Main')).toEqual({ ...server, pending: false });
  });

  it('closes a shift whose close waits, and opens the one opened after it offline', () => {
    const writes = [
      write({ id: 'c', kind: 'shift-close', subject: { shiftId: 'srv' } }),
      write({ id: 'n' }),
    ];
    expect(tillShift(server, writes.slice(0, 1), 'b1', 'Main')).toBeNull();
    expect(tillShift(server, writes, 'b1', 'Main')).toMatchObject({
      id: 'n',
      openingFloat: 15,
      pending: true,
      openedAt: '2026-12-07T09:00:00.000Z',
    });
  });

  it('ignores other registers, other businesses and refused writes', () => {
    const writes = [
      write({ id: 'x', subject: { register: 'Back' } }),
      write({ id: 'y', businessId: 'b2' }),
      write({ id: 'z', status: 'attention' }),
    ];
    expect(tillShift(null, writes, 'b1', 'Main')).toBeNull();
  });
});
