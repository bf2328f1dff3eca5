import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownUp, FileText, Lock, Timer, Unlock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#src/components/ui/dropdown-menu.tsx';
import { cn } from '#src/lib/cn.ts';
import { useOpenShift } from '../api/get-shifts.ts';
import type { ShiftsBusiness } from '../business.ts';
import { useDeviceRegister } from '../register.ts';
import { useTillDialogs } from './till-dialogs.tsx';

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
 * The POS's view of the till. With `shiftRequired` and no open shift (as the server last said),
 * selling waits for one; when the shift cannot be read (offline), the POS never blocks: the
 * server records a sale made earlier and queued while offline (sales.service.ts).
 */
export function usePosTill(business: ShiftsBusiness & { shiftRequired: boolean }): PosTill {
  const { t } = useLingui();
  const [register] = useDeviceRegister();
  const current = useOpenShift(business.id, register);
  const open = current.data ?? null;
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
        <DropdownMenu>
          <DropdownMenuTrigger className={chipClass} data-testid="shift-chip">
            <span className="size-2 rounded-full bg-primary" aria-hidden />
            <Trans>Shift open · {register}</Trans>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem onSelect={() => till.viewShift(open.id)}>
              <FileText aria-hidden /> <Trans>X report</Trans>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => till.moveCash('in')}>
              <ArrowDownUp aria-hidden /> <Trans>Pay in / out</Trans>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => till.closeShift(open.id)}>
              <Lock aria-hidden /> <Trans>Close shift</Trans>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to={`/shifts/${encodeURIComponent(business.id)}`}>
                <Timer aria-hidden /> <Trans>All shifts</Trans>
              </Link>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ) : (
        <button
          type="button"
          className={chipClass}
          onClick={till.openShift}
          disabled={!known}
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
