import type { Shift } from '@app/contracts/shifts';
import { useState, type ReactNode } from 'react';
import type { ShiftsBusiness } from '../business.ts';
import { CashMovementDialog, type MovementType } from './cash-movement-dialog.tsx';
import { CloseShiftDialog } from './close-shift-dialog.tsx';
import { OpenShiftDialog } from './open-shift-dialog.tsx';
import { ShiftDetail } from './shift-detail.tsx';

export interface TillControls {
  openShift: () => void;
  moveCash: (type: MovementType) => void;
  /** Closes the report on show (if any) and asks for the count. */
  closeShift: (shiftId: string) => void;
  viewShift: (shiftId: string) => void;
}

/**
 * The till's dialogs, as both the POS chip and the Shifts screen use them: open a shift, pay in
 * or out, close it (the Z report follows at once), and a shift's report. `actionsFor` gives the
 * open shift's report its actions (the Shifts screen's pay in/out and close).
 */
export function useTillDialogs(
  business: ShiftsBusiness,
  register: string,
  open: Shift | null,
  actionsFor?: (open: Shift, till: TillControls) => ReactNode,
) {
  const [opening, setOpening] = useState(false);
  const [moving, setMoving] = useState<MovementType | null>(null);
  const [closingId, setClosingId] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const controls: TillControls = {
    openShift: () => setOpening(true),
    moveCash: (type) => setMoving(type),
    closeShift: (id) => {
      setViewing(null);
      setClosingId(id);
    },
    viewShift: (id) => setViewing(id),
  };

  const dialogs = (
    <>
      <OpenShiftDialog
        open={opening}
        onOpenChange={setOpening}
        businessId={business.id}
        currency={business.currency}
        register={register}
      />
      {open && (
        <CashMovementDialog
          type={moving}
          onClose={() => setMoving(null)}
          businessId={business.id}
          shiftId={open.id}
          currency={business.currency}
        />
      )}
      <CloseShiftDialog
        shiftId={closingId}
        onClose={() => setClosingId(null)}
        businessId={business.id}
        currency={business.currency}
        onClosed={(shift) => {
          setClosingId(null);
          // The Z report, at once.
          setViewing(shift.id);
        }}
      />
      <ShiftDetail
        businessId={business.id}
        business={business}
        shiftId={viewing}
        onClose={() => setViewing(null)}
        actions={open && viewing === open.id ? actionsFor?.(open, controls) : undefined}
      />
    </>
  );

  return { dialogs, ...controls };
}
