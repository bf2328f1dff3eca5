import { CUSTOMER_MESSAGES, type Customer } from '@app/contracts/customers';
import { useCallback, useState } from 'react';
import { toast } from '#src/lib/toast.ts';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { useCreateCustomer } from '../api/create-customer.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import { CustomerForm, type CustomerFormOutput } from './customer-form.tsx';
import { PHONE_FULL_HEIGHT_DIALOG } from './phone-dialog.ts';

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
  const [dirty, setDirty] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);
  const pending = create.isPending || update.isPending;

  const close = () => {
    setDirty(false);
    onOpenChange(false);
  };
  const requestClose = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (pending) return;
    if (dirty) setConfirmDiscard(true);
    else close();
  };

  const save = async (body: CustomerFormOutput) => {
    const saved = customer
      ? await update.mutateAsync({ businessId, customerId: customer.id, body })
      : await create.mutateAsync({ businessId, body });
    toast.success(customer ? `${saved.name} saved` : `${saved.name} added to your customers`);
    close();
    onSaved?.(saved);
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={requestClose}
        title={customer ? 'Edit customer' : 'Add a customer'}
        description={
          customer
            ? 'Changes show on their profile and future receipts.'
            : 'Only the name is needed. Add a phone number to call or message them.'
        }
        className={`max-w-lg ${PHONE_FULL_HEIGHT_DIALOG}`}
      >
        {open && (
          <CustomerForm
            key={customer?.id ?? 'new'}
            customer={customer}
            onSubmit={save}
            onCancel={() => requestClose(false)}
            onDirtyChange={onDirtyChange}
            failureText={customer ? CUSTOMER_MESSAGES.updateFailed : CUSTOMER_MESSAGES.createFailed}
            submitLabel={customer ? 'Save changes' : 'Add customer'}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard your changes?"
        description="What you typed in this form will be lost."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onConfirm={close}
      />
    </>
  );
}
