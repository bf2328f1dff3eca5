import { Trans, useLingui } from '@lingui/react/macro';
import { Unlock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { deferredMenu } from '#src/components/ui/deferred-menu.tsx';
import { cn } from '#src/lib/cn.ts';
import { useQueuedWrites } from '#src/lib/use-queued-writes.ts';
import { useOpenShift } from '../api/get-shifts.ts';
import type { ShiftsBusiness } from '../business.ts';
import { useDeviceRegister } from '../register.ts';
import { tillShift } from '../till-shift.ts';
import { useTillDialogs } from './till-dialogs.tsx';

/** Radix's menu and the items load after the POS's first screen (ADR 045, 091). */
const PosTillMenu = deferredMenu(() => import('./pos-till-menu.tsx'));

/** What the POS shows of the till's shift: composed into the sales page by its route. */
export interface PosTill {
  /** This device's register: its sales are sent with it. */
  register: string;
  /** The shift status chip, the entry to open or close the shift. */
  chip: ReactNode;
  /** Set when selling needs an open shift and there is none: shown instead of charging. */
  blocker: ReactNode | null;
}

/**
 * The POS's view of the till: the server's open shift moved on by the shift writes still queued
 * here (a shift opened offline is open at once). With `shiftRequired` and no open shift, selling
 * waits for one; when the shift cannot be read (offline), the POS never blocks: the server
 * records a sale made earlier and queued while offline (sales.service.ts). Offline, a shift can
 * still be opened, paid into and closed: the writes wait in the outbox, in order with the sales.
 */
export function usePosTill(business: ShiftsBusiness & { shiftRequired: boolean }): PosTill {
  const { t } = useLingui();
  const [register] = useDeviceRegister();
  const current = useOpenShift(business.id, register);
  const open = tillShift(current.data ?? null, useQueuedWrites(), business.id, register);
  const known = current.isSuccess;
  const till = useTillDialogs(business, register, open);
  const dialogs = till.dialogs;

  const chipClass = cn(
    'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition',
    open
      ? 'border-primary/25 bg-primary-soft text-primary hover:bg-primary-soft/80'
      : 'border-border bg-surface text-muted-foreground hover:bg-surface-muted',
  );

  const chip = (
    <>
      {open ? (
        <PosTillMenu
          trigger={
            <button type="button" className={chipClass} data-testid="shift-chip">
              <span
                className={cn('size-2 rounded-full', open.pending ? 'bg-warning' : 'bg-primary')}
                aria-hidden
              />
              <Trans>Shift open · {register}</Trans>
              {open.pending && <span className="sr-only">{t`(waiting to sync)`}</span>}
            </button>
          }
          shift={open}
          till={till}
          businessId={business.id}
        />
      ) : (
        <button
          type="button"
          className={chipClass}
          onClick={till.openShift}
          // Offline with nothing known, a shift can still be opened (it waits in the outbox).
          disabled={current.isPending && current.fetchStatus === 'fetching'}
          data-testid="shift-chip"
          aria-label={t`No open shift on ${register}: open one`}
        >
          <Unlock className="size-4" aria-hidden />
          <Trans>Open shift</Trans>
        </button>
      )}
      {dialogs}
    </>
  );

  const blocker =
    business.shiftRequired && known && !open ? (
      <div
        role="status"
        className="mb-3 space-y-2 rounded-xl border border-warning/25 bg-warning-soft px-3 py-3 text-sm text-warning"
      >
        <p className="font-medium">
          <Trans>Open a shift on {register} before selling.</Trans>
        </p>
        <p className="text-foreground/80">
          <Trans>This business counts the cash of every shift. Count the float to start.</Trans>
        </p>
        <Button size="sm" onClick={till.openShift}>
          <Unlock aria-hidden /> <Trans>Open shift</Trans>
        </Button>
      </div>
    ) : null;

  return { register, chip, blocker };
}
