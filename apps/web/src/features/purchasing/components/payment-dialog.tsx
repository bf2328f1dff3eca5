import { Trans, useLingui } from '@lingui/react/macro';
import {
  SUPPLIER_PAYMENT_METHODS,
  type Supplier,
  type SupplierPaymentMethod,
} from '@app/contracts/suppliers';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatMoney } from '#src/lib/format.ts';
import { toast } from '#src/lib/toast.ts';
import { usePaySupplier } from '../api/suppliers.ts';
import { fieldErrorsOf } from '../field-errors.ts';
import { PAYMENT_METHOD_LABELS } from '../labels.ts';

interface PaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessId: string;
  supplier: Supplier;
  currency: string;
}

/**
 * Money paid to a supplier, optionally also kept as a "Stock purchases" expense (the expenses list
 * shows it; profit leaves it out, since the stock's cost counts when it sells).
 */
export function PaymentDialog({
  open,
  onOpenChange,
  businessId,
  supplier,
  currency,
}: PaymentDialogProps) {
  const { t } = useLingui();
  const pay = usePaySupplier(businessId, supplier.id);
  const [amount, setAmount] = useState(supplier.owed > 0 ? supplier.owed.toFixed(2) : '');
  const [method, setMethod] = useState<SupplierPaymentMethod>('cash');
  const [asExpense, setAsExpense] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const owed = formatMoney(supplier.owed, currency);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await pay.mutateAsync({ amount: amount.trim(), method, recordAsExpense: asExpense });
      toast.success(t`Payment recorded`);
      onOpenChange(false);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      toast.error(errorMessage(err, t`The payment could not be recorded`));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Pay ${supplier.name}`}
      description={t`Owed now: ${owed}`}
    >
      <form className="space-y-4" onSubmit={(e) => void handleSubmit(e)} noValidate>
        <Field label={t`Amount`} error={errors.amount}>
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Field>
        <Field label={t`Paid by`} error={errors.method}>
          <Select
            value={method}
            onValueChange={(v) => setMethod(v as SupplierPaymentMethod)}
            options={SUPPLIER_PAYMENT_METHODS.map((m) => ({
              value: m,
              label: t(PAYMENT_METHOD_LABELS[m]),
            }))}
          />
        </Field>
        <label className="flex items-start justify-between gap-4 rounded-xl border border-border p-3">
          <span className="space-y-0.5">
            <span className="block text-sm font-medium">
              <Trans>Also record as an expense</Trans>
            </span>
            <span className="block text-sm text-muted-foreground">
              <Trans>
                Listed under “Stock purchases”. It is not taken off your profit: the stock’s cost
                counts when it is sold.
              </Trans>
            </span>
          </span>
          <Switch checked={asExpense} onCheckedChange={setAsExpense} />
        </label>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={pay.isPending}>
            <Trans>Record payment</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
