import { Trans, useLingui } from '@lingui/react/macro';
import type { Business, CreateBusinessBody } from '@app/contracts';
import { useState } from 'react';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { useCreateBusiness } from '../api/create-business.ts';
import { useUpdateBusiness } from '../api/update-business.ts';
import { BUSINESS_UI_MESSAGES } from '../messages.ts';
import { BusinessForm } from './business-form.tsx';

interface BusinessFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this business; create a new one when absent. */
  business?: Business;
  onSaved?: (business: Business) => void;
}

/** Create a business, or edit one's details, in a dialog that asks before dropping changes. */
export function BusinessFormDialog({
  open,
  onOpenChange,
  business,
  onSaved,
}: BusinessFormDialogProps) {
  const create = useCreateBusiness();
  const update = useUpdateBusiness();
  const [dirty, setDirty] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const editing = Boolean(business);
  const businessName = business?.name ?? '';
  const { t } = useLingui();

  const close = () => {
    setDirty(false);
    onOpenChange(false);
  };
  const requestClose = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (create.isPending || update.isPending) return;
    if (dirty) setConfirmDiscard(true);
    else close();
  };

  const save = async (body: CreateBusinessBody, logo: File | null) => {
    const saved = business
      ? await update.mutateAsync({ id: business.id, body, logo })
      : await create.mutateAsync({ body, logo });
    const name = saved.name;
    toast.success(business ? t`Changes saved` : t`${name} is ready`);
    close();
    onSaved?.(saved);
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={requestClose}
        title={editing ? t`Edit ${businessName}` : t`Create a business`}
        description={
          editing
            ? t`Update the details your customers and receipts show.`
            : t`Add the basics now; you can change everything later in settings.`
        }
        className="max-w-2xl pb-0"
      >
        {open && (
          <BusinessForm
            key={business?.id ?? 'new'}
            mode={editing ? 'update' : 'create'}
            business={business}
            onSubmit={save}
            failureText={t(
              editing ? BUSINESS_UI_MESSAGES.updateFailed : BUSINESS_UI_MESSAGES.createFailed,
            )}
            onDirtyChange={setDirty}
            actions={({ pending }) => (
              <div className="sticky bottom-0 -mx-6 grid grid-cols-2 gap-2 border-t border-border bg-surface px-6 py-4 sm:flex sm:justify-end">
                <Button variant="outline" disabled={pending} onClick={() => requestClose(false)}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" loading={pending}>
                  {editing ? <Trans>Save changes</Trans> : <Trans>Create business</Trans>}
                </Button>
              </div>
            )}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t`Discard your changes?`}
        description={t`What you entered in this form will be lost.`}
        confirmLabel={t`Discard`}
        cancelLabel={t`Keep editing`}
        destructive
        onConfirm={close}
      />
    </>
  );
}
