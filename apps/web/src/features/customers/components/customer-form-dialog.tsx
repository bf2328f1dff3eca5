import { useLingui } from '@lingui/react/macro';
import type { Customer } from '@app/contracts/customers';
import { toast } from '#src/lib/toast.ts';
import { FormDialog, useFormDialog } from '#src/components/ui/form-dialog.tsx';
import { PHONE_SHEET_DIALOG } from '#src/components/ui/phone-sheet.ts';
import { useCreateCustomer } from '../api/create-customer.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import { CUSTOMER_TEXTS } from '../messages.ts';
import { CustomerForm, type CustomerFormOutput } from './customer-form.tsx';

interface CustomerFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessId: string;
  /** Edit this customer; add a new one when absent. */
  customer?: Customer | null;
  onSaved?: (customer: Customer) => void;
}

/** Add or edit a customer; closing with unsaved typing asks first. */
export function CustomerFormDialog({
  open,
  onOpenChange,
  businessId,
  customer,
  onSaved,
}: CustomerFormDialogProps) {
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const { t } = useLingui();
  const frame = useFormDialog({ onOpenChange, pending: create.isPending || update.isPending });

  const save = async (body: CustomerFormOutput) => {
    const saved = customer
      ? await update.mutateAsync({ businessId, customerId: customer.id, body })
      : await create.mutateAsync({ businessId, body });
    const name = saved.name;
    toast.success(customer ? t`${name} saved` : t`${name} added to your customers`);
    frame.close();
    onSaved?.(saved);
  };

  return (
    <FormDialog
      state={frame}
      open={open}
      title={customer ? t`Edit customer` : t`Add a customer`}
      description={
        customer
          ? t`Changes show on their profile and future receipts.`
          : t`Only the name is needed. Add a phone number to call or message them.`
      }
      className={`max-w-lg ${PHONE_SHEET_DIALOG}`}
      discardDescription={t`What you typed in this form will be lost.`}
    >
      {open && (
        <CustomerForm
          key={customer?.id ?? 'new'}
          customer={customer}
          onSubmit={save}
          onCancel={frame.requestClose}
          onDirtyChange={frame.setDirty}
          failureText={t(customer ? CUSTOMER_TEXTS.updateFailed : CUSTOMER_TEXTS.createFailed)}
          submitLabel={customer ? t`Save changes` : t`Add customer`}
        />
      )}
    </FormDialog>
  );
}
