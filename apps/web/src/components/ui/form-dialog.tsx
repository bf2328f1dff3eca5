import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState, type ReactNode } from 'react';
import { cn } from '#src/lib/cn.ts';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Dialog } from './dialog.tsx';

/**
 * The state of a form in a dialog that asks before dropping unsaved typing: the form reports
 * whether it is dirty (`setDirty`), Cancel asks first (`requestClose`), a save closes (`close`).
 * Closing waits while `pending` (a save in flight).
 */
export function useFormDialog({
  onOpenChange,
  pending,
}: {
  onOpenChange: (open: boolean) => void;
  pending: boolean;
}) {
  const [dirty, setDirtyState] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // Stable: forms report it from an effect.
  const setDirty = useCallback((next: boolean) => setDirtyState(next), []);

  const close = () => {
    setDirtyState(false);
    onOpenChange(false);
  };
  const onDialogOpenChange = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (pending) return;
    if (dirty) setConfirmDiscard(true);
    else close();
  };
  return {
    setDirty,
    close,
    requestClose: () => onDialogOpenChange(false),
    onDialogOpenChange,
    confirmDiscard,
    setConfirmDiscard,
  };
}

export type FormDialogState = ReturnType<typeof useFormDialog>;

/** The dialog of `useFormDialog` and its "Discard your changes?" question. */
export function FormDialog({
  state,
  open,
  title,
  description,
  className,
  discardDescription,
  children,
}: {
  state: FormDialogState;
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  /** What the question says is lost; "What you entered in this form will be lost." by default. */
  discardDescription?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={state.onDialogOpenChange}
        title={title}
        description={description}
        className={className}
      >
        {children}
      </Dialog>
      <ConfirmDialog
        open={state.confirmDiscard}
        onOpenChange={state.setConfirmDiscard}
        title={t`Discard your changes?`}
        description={discardDescription ?? t`What you entered in this form will be lost.`}
        confirmLabel={t`Discard`}
        cancelLabel={t`Keep editing`}
        destructive
        onConfirm={state.close}
      />
    </>
  );
}

/**
 * A long form's Cancel and submit buttons, kept in view at the bottom of the dialog; with
 * `phoneSheet` (PHONE_FULL_HEIGHT_DIALOG) they also clear the home indicator on phones.
 */
export function FormDialogActions({
  pending,
  onCancel,
  cancelLabel,
  submitLabel,
  phoneSheet = false,
}: {
  pending: boolean;
  onCancel: () => void;
  /** "Cancel" by default. */
  cancelLabel?: ReactNode;
  submitLabel: ReactNode;
  phoneSheet?: boolean;
}) {
  return (
    <div
      className={cn(
        'sticky bottom-0 -mx-6 grid grid-cols-2 gap-2 border-t border-border bg-surface px-6 py-4 sm:flex sm:justify-end',
        phoneSheet &&
          'max-[947px]:-mx-4 max-[947px]:px-4 max-[947px]:pb-[calc(1rem+env(safe-area-inset-bottom))]',
      )}
    >
      <Button variant="outline" disabled={pending} onClick={onCancel}>
        {cancelLabel ?? <Trans>Cancel</Trans>}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
