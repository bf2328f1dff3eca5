import { useLingui } from '@lingui/react/macro';
import type { Customer } from '@app/contracts/customers';
import { useCallback, useState } from 'react';
import { toast } from '#src/lib/toast.ts';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { useCreateCustomer } from '../api/create-customer.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import { CUSTOMER_TEXTS } from '../messages.ts';
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
  const { t } = useLingui();
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
    const name = saved.name;
    toast.success(customer ? t`${name} saved` : t`${name} added to your customers`);
    close();
    onSaved?.(saved);
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={requestClose}
        title={customer ? t`Edit customer` : t`Add a customer`}
        description={
          customer
            ? t`Changes show on their profile and future receipts.`
            : t`Only the name is needed. Add a phone number to call or message them.`
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
            failureText={t(customer ? CUSTOMER_TEXTS.updateFailed : CUSTOMER_TEXTS.createFailed)}
            submitLabel={customer ? t`Save changes` : t`Add customer`}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t`Discard your changes?`}
        description={t`What you typed in this form will be lost.`}
        confirmLabel={t`Discard`}
        cancelLabel={t`Keep editing`}
        destructive
        onConfirm={close}
      />
    </>
  );
}
