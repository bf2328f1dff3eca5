import { Trans, useLingui } from '@lingui/react/macro';
import type { PurchaseOrder } from '@app/contracts/purchase-orders';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { toast } from '#src/lib/toast.ts';
import { useReceivePurchaseOrder } from '../api/purchase-orders.ts';
import { fieldErrorsOf } from '../field-errors.ts';

interface ReceiveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessId: string;
  order: PurchaseOrder;
}

/**
 * A delivery: each line's quantity (all that is left, to start) and its real unit cost. A line
 * left at 0 is not received this time; the rest may come later.
 */
export function ReceiveDialog({ open, onOpenChange, businessId, order }: ReceiveDialogProps) {
  const { t } = useLingui();
  const open_ = order.lines.filter((l) => l.productId && l.receivedQuantity < l.quantity);
  const [values, setValues] = useState(() =>
    Object.fromEntries(
      open_.map((l) => [
        l.productId!,
        { quantity: String(l.quantity - l.receivedQuantity), unitCost: l.unitCost.toFixed(2) },
      ]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const receive = useReceivePurchaseOrder(businessId, order.id);

  const chosen = open_.filter((l) => Number(values[l.productId!]?.quantity) > 0);
  const handleSubmit = async () => {
    setErrors({});
    try {
      await receive.mutateAsync({
        lines: chosen.map((l) => ({
          productId: l.productId!,
          quantity: Number(values[l.productId!]!.quantity),
          unitCost: values[l.productId!]!.unitCost.trim(),
        })),
      });
      toast.success(t`Delivery received: stock updated`);
      onOpenChange(false);
    } catch (err) {
      // Field names are the sent lines' (`lines.0.quantity`): back to the product.
      const byField = fieldErrorsOf(err);
      const mapped: Record<string, string> = {};
      for (const [field, message] of Object.entries(byField)) {
        const [, index, name] = field.split('.');
        const line = chosen[Number(index)];
        if (line) mapped[`${line.productId}.${name}`] = message;
      }
      setErrors(mapped);
      toast.error(errorMessage(err, t`The delivery could not be recorded`));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Receive delivery`}
      description={t`Enter what arrived and what it cost. Leave a line at 0 if it did not come.`}
      className="max-w-lg"
    >
      <ul className="space-y-3">
        {open_.map((line) => {
          const id = line.productId!;
          const left = line.quantity - line.receivedQuantity;
          const value = values[id]!;
          const set = (patch: Partial<typeof value>) =>
            setValues({ ...values, [id]: { ...value, ...patch } });
          return (
            <li key={id} className="space-y-2 rounded-xl border border-border p-3">
              <div className="flex items-baseline justify-between gap-2">
                <p className="truncate font-medium">{line.productName}</p>
                <p className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  <Trans context="units still to receive on an order line">{left} left</Trans>
                </p>
              </div>
              <div className="grid grid-cols-2 gap-2">
                <label className="space-y-1 text-sm">
                  <span className="text-muted-foreground">
                    <Trans>Received</Trans>
                  </span>
                  <Input
                    inputMode="numeric"
                    aria-label={t`Quantity received of ${line.productName}`}
                    value={value.quantity}
                    invalid={Boolean(errors[`${id}.quantity`])}
                    onChange={(e) => set({ quantity: e.target.value })}
                  />
                </label>
                <label className="space-y-1 text-sm">
                  <span className="text-muted-foreground">
                    <Trans>Unit cost</Trans>
                  </span>
                  <Input
                    inputMode="decimal"
                    aria-label={t`Unit cost of ${line.productName}`}
                    value={value.unitCost}
                    invalid={Boolean(errors[`${id}.unitCost`])}
                    onChange={(e) => set({ unitCost: e.target.value })}
                  />
                </label>
              </div>
              {(errors[`${id}.quantity`] ?? errors[`${id}.unitCost`]) && (
                <p role="alert" className="text-sm text-danger">
                  {errors[`${id}.quantity`] ?? errors[`${id}.unitCost`]}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          onClick={() => void handleSubmit()}
          loading={receive.isPending}
          disabled={chosen.length === 0}
        >
          <Trans>Receive</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
