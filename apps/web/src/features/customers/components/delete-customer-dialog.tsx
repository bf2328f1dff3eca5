import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Customer } from '@app/contracts/customers';
import { toast } from '#src/lib/toast.ts';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { useDeleteCustomer } from '../api/delete-customer.ts';
import { formatMoney } from '../format.ts';
import { CUSTOMER_TEXTS } from '../messages.ts';

interface DeleteCustomerDialogProps {
  customer: Customer | null;
  currency: string;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/** Names the customer and says what happens to their sales before anything is removed. */
export function DeleteCustomerDialog({
  customer,
  currency,
  onOpenChange,
  onDeleted,
}: DeleteCustomerDialogProps) {
  const mutation = useDeleteCustomer();
  const { t } = useLingui();

  const confirm = async () => {
    if (!customer) return;
    try {
      const message = await mutation.mutateAsync({
        businessId: customer.businessId,
        customerId: customer.id,
      });
      toast.success(message);
      onDeleted();
    } catch (err) {
      toast.error(errorMessage(err, t(CUSTOMER_TEXTS.deleteFailed)));
      throw err;
    }
  };

  const sales = customer?.salesCount ?? 0;
  const name = customer?.name ?? '';
  const owed = customer ? formatMoney(customer.balance, currency) : '';
  return (
    <ConfirmDialog
      open={customer !== null}
      onOpenChange={onOpenChange}
      title={customer ? t`Delete ${name}?` : t`Delete customer?`}
      description={
        sales > 0
          ? t`${plural(sales, {
              one: 'They will be removed from your customers. Their # sale is kept in your sales history.',
              other:
                'They will be removed from your customers. Their # sales are kept in your sales history.',
            })}`
          : t`They will be removed from your customers. Any sales recorded for them are kept.`
      }
      confirmLabel={t`Delete customer`}
      destructive
      onConfirm={confirm}
    >
      {customer && customer.balance > 0 && (
        <p className="rounded-xl border border-warning/30 bg-warning-soft px-3.5 py-3 text-sm text-warning">
          <Trans>
            They still owe {owed}. The balance will no longer be tracked on a customer profile.
          </Trans>
        </p>
      )}
    </ConfirmDialog>
  );
}
