import type { Shift } from '@app/contracts/shifts';
import type { ReactNode } from 'react';
import type { ShiftsBusiness } from '../business.ts';
import { CashMovementDialog, type MovementType } from './cash-movement-dialog.tsx';
import { CloseShiftDialog } from './close-shift-dialog.tsx';
import { OpenShiftDialog } from './open-shift-dialog.tsx';
import { ShiftDetail } from './shift-detail.tsx';

/** Which of the till's dialogs is open (till-dialogs.tsx keeps it). */
export interface TillDialogState {
  opening: boolean;
  moving: MovementType | null;
  closingId: string | null;
  viewing: string | null;
}

/**
 * The till's four dialogs, a chunk of their own that till-dialogs.tsx loads after the first
 * screen and mounts at the first one asked for (ADR 091).
 */
export default function TillDialogSet({
  business,
  register,
  open,
  state,
  setState,
  actions,
}: {
  business: ShiftsBusiness;
  register: string;
  open: Shift | null;
  state: TillDialogState;
  setState: (change: Partial<TillDialogState>) => void;
  /** The open shift's report's actions, when that report is the one shown. */
  actions: ReactNode;
}) {
  return (
    <>
      <OpenShiftDialog
        open={state.opening}
        onOpenChange={(opening) => setState({ opening })}
        businessId={business.id}
        currency={business.currency}
        register={register}
      />
      {open && (
        <CashMovementDialog
          type={state.moving}
          onClose={() => setState({ moving: null })}
          businessId={business.id}
          shiftId={open.id}
          currency={business.currency}
        />
      )}
      <CloseShiftDialog
        shiftId={state.closingId}
        onClose={() => setState({ closingId: null })}
        businessId={business.id}
        currency={business.currency}
        // The Z report, at once.
        onClosed={(shift) => setState({ closingId: null, viewing: shift.id })}
      />
      <ShiftDetail
        businessId={business.id}
        business={business}
        shiftId={state.viewing}
        onClose={() => setState({ viewing: null })}
        actions={actions}
      />
    </>
  );
}
