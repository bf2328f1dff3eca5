import { useLingui } from '@lingui/react/macro';
import type { Customer } from '@app/contracts/customers';
import { toast } from '#src/lib/toast.ts';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { PHONE_SHEET_DIALOG } from '#src/components/ui/phone-sheet.ts';
import { useRecordPayment } from '../api/record-payment.ts';
import { formatMoney } from '../format.ts';
import type { PaymentFormOutput } from '../payment-schema.ts';
import { PaymentForm } from './payment-form.tsx';

interface PaymentDialogProps {
  customer: Customer | null;
  currency: string;
  onOpenChange: (open: boolean) => void;
}

/** Record money received from a customer against what they owe. */
export function PaymentDialog({ customer, currency, onOpenChange }: PaymentDialogProps) {
  const mutation = useRecordPayment();
  const { t } = useLingui();

  const save = async (body: PaymentFormOutput) => {
    if (!customer) return;
    const { customer: updated } = await mutation.mutateAsync({
      businessId: customer.businessId,
      customerId: customer.id,
      body,
    });
    const name = updated.name;
    const owed = formatMoney(updated.balance, currency);
    toast.success(
      updated.balance > 0
        ? t`Payment recorded. ${name} now owes ${owed}.`
        : t`Payment recorded. ${name} is paid up.`,
    );
    onOpenChange(false);
  };

  const customerName = customer?.name ?? '';
  return (
    <Dialog
      open={customer !== null}
      onOpenChange={(open) => !mutation.isPending && onOpenChange(open)}
      title={t`Record a payment`}
      description={customer ? t`Money received from ${customerName}.` : undefined}
      className={`max-w-md ${PHONE_SHEET_DIALOG}`}
    >
      {customer && (
        <PaymentForm
          key={customer.id}
          balance={customer.balance}
          currency={currency}
          onSubmit={save}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}
