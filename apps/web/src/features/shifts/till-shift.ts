import type { Shift } from '@app/contracts/shifts';
import type { QueuedWrite } from '#src/lib/queued-writes.ts';

/** A register's open shift as this phone knows it: `pending` until the server has it. */
export type TillShift = Shift & { pending: boolean };

/**
 * The server's last answer for the register, moved on by the shift writes still queued on this
 * phone (ADR 075), oldest first: a shift opened offline is open here at once, one closed offline
 * is closed. Writes that need attention (refused) change nothing.
 */
export function tillShift(
  server: Shift | null,
  writes: QueuedWrite[],
  businessId: string,
  register: string,
): TillShift | null {
  let open: TillShift | null = server ? { ...server, pending: false } : null;
  for (const write of writes) {
    if (write.businessId !== businessId || write.status !== 'waiting') continue;
    if (write.kind === 'shift-open' && write.subject.register === register) {
      open = {
        id: write.id,
        businessId,
        register,
        status: 'open',
        openingFloat: Number(write.body.openingFloat),
        openedAt: new Date(write.queuedAt).toISOString(),
        openedBy: write.userId,
        openedByUsername: null,
        closedAt: null,
        closedBy: null,
        closedByUsername: null,
        expectedCash: null,
        countedCash: null,
        difference: null,
        pending: true,
      };
    } else if (write.kind === 'shift-close' && open && write.subject.shiftId === open.id) {
      open = null;
    }
  }
  return open;
}
