import { Trans, useLingui } from '@lingui/react/macro';
import type { Business } from '@app/contracts';
import { toast } from '#src/lib/toast.ts';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { errorMessage, isSubscriptionError, ApiError } from '#src/lib/api-client.ts';
import { useDeleteBusiness } from '../api/delete-business.ts';
import { BUSINESS_UI_MESSAGES } from '../messages.ts';

/** Asks, naming the business, before it and everything in it is deleted. */
export function DeleteBusinessDialog({
  business,
  onOpenChange,
  onDeleted,
}: {
  business: Business | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const mutation = useDeleteBusiness();
  const name = business?.name ?? '';
  const { t } = useLingui();

  const handleConfirm = async () => {
    if (!business) return;
    try {
      const message = await mutation.mutateAsync(business.id);
      toast.success(message);
      onDeleted?.();
    } catch (err) {
      if (!(err instanceof ApiError && isSubscriptionError(err.status, err.body))) {
        toast.error(errorMessage(err, t(BUSINESS_UI_MESSAGES.deleteFailed)));
      }
      throw err;
    }
  };

  return (
    <ConfirmDialog
      open={business !== null}
      onOpenChange={onOpenChange}
      title={t`Delete ${name}?`}
      description={
        <Trans>
          <span className="font-medium text-foreground">{name}</span> and all its sales, inventory,
          customers, stock history and its public shop will be deleted for good. This cannot be
          undone.
        </Trans>
      }
      confirmLabel={t`Delete business`}
      destructive
      onConfirm={handleConfirm}
    />
  );
}
