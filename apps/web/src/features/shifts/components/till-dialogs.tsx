import type { Shift } from '@app/contracts/shifts';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenFirstScreenShown } from '#src/lib/first-screen.tsx';
import type { ShiftsBusiness } from '../business.ts';
import type { MovementType } from './cash-movement-dialog.tsx';
import type { TillDialogState } from './till-dialog-set.tsx';

export interface TillControls {
  openShift: () => void;
  moveCash: (type: MovementType) => void;
  /** Closes the report on show (if any) and asks for the count. */
  closeShift: (shiftId: string) => void;
  viewShift: (shiftId: string) => void;
}

// Not on the POS's path to its first tap (ADR 091): loaded once the first screen is shown.
const loadDialogSet = () => import('./till-dialog-set.tsx');
const TillDialogSet = lazy(loadDialogSet);

const CLOSED: TillDialogState = { opening: false, moving: null, closingId: null, viewing: null };

/**
 * The till's dialogs, as both the POS chip and the Shifts screen use them: open a shift, pay in
 * or out, close it (the Z report follows at once), and a shift's report. `actionsFor` gives the
 * open shift's report its actions (the Shifts screen's pay in/out and close). The dialogs mount
 * at the first one asked for, and stay mounted so that each closes as it always did.
 */
export function useTillDialogs(
  business: ShiftsBusiness,
  register: string,
  open: Shift | null,
  actionsFor?: (open: Shift, till: TillControls) => ReactNode,
) {
  const [state, setFullState] = useState<TillDialogState | null>(null);
  const setState = (change: Partial<TillDialogState>) =>
    setFullState((current) => ({ ...(current ?? CLOSED), ...change }));
  useEffect(() => {
    void whenFirstScreenShown().then(() => loadDialogSet().catch(() => {}));
  }, []);
  const controls: TillControls = {
    openShift: () => setState({ opening: true }),
    moveCash: (type) => setState({ moving: type }),
    closeShift: (id) => setState({ viewing: null, closingId: id }),
    viewShift: (id) => setState({ viewing: id }),
  };

  const dialogs = state && (
    <Suspense fallback={null}>
      <TillDialogSet
        business={business}
        register={register}
        open={open}
        state={state}
        setState={setState}
        actions={open && state.viewing === open.id ? actionsFor?.(open, controls) : undefined}
      />
    </Suspense>
  );

  return { dialogs, ...controls };
}
