import { useLingui } from '@lingui/react/macro';
import { Dialog } from '#src/components/ui/dialog.tsx';
import type { AppEventMap } from '#src/lib/events.ts';
import { Calculator } from './calculator.tsx';

export type CalculatorRequest = AppEventMap['open-calculator'];

/** The calculator modal (SPEC section 2); Escape closes it, "use" hands the figure to the form. */
export function CalculatorDialog({
  request,
  onClose,
}: {
  request: CalculatorRequest;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const use = request.onUse;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Calculator`}
      description={t({
        message:
          'Type with the keys or your keyboard: Enter or = works it out, Delete or c clears.',
        comment: 'Enter, =, Delete and c are keys of the keyboard: keep them as they are',
      })}
      className="max-w-sm"
      // Focus the calculator itself so typed keys and Enter work at once: Radix would focus the
      // C key (and Enter on a focused key presses that key). Done here, once the dialog's focus
      // trap is active, because a dialog underneath (the product form) takes focus back before.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement)
          .querySelector<HTMLElement>('[data-calculator]')
          ?.focus({ preventScroll: true });
      }}
    >
      <Calculator
        initial={request.initial}
        onClose={onClose}
        useLabel={request.useLabel}
        onUse={
          use
            ? (value) => {
                use(value);
                onClose();
              }
            : undefined
        }
      />
    </Dialog>
  );
}
