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
  const use = request.onUse;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Calculator"
      description="Type with the keys or your keyboard: Enter or = works it out, Delete or c clears."
      className="max-w-sm"
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
