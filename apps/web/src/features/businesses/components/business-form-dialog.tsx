import { Trans, useLingui } from '@lingui/react/macro';
import type { Business, CreateBusinessBody } from '@app/contracts';
import { toast } from '#src/lib/toast.ts';
import { FormDialog, FormDialogActions, useFormDialog } from '#src/components/ui/form-dialog.tsx';
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
  const frame = useFormDialog({ onOpenChange, pending: create.isPending || update.isPending });
  const editing = Boolean(business);
  const businessName = business?.name ?? '';
  const { t } = useLingui();

  const save = async (body: CreateBusinessBody, logo: File | null) => {
    const saved = business
      ? await update.mutateAsync({ id: business.id, body, logo })
      : await create.mutateAsync({ body, logo });
    const name = saved.name;
    toast.success(business ? t`Changes saved` : t`${name} is ready`);
    frame.close();
    onSaved?.(saved);
  };

  return (
    <FormDialog
      state={frame}
      open={open}
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
          onDirtyChange={frame.setDirty}
          actions={({ pending }) => (
            <FormDialogActions
              pending={pending}
              onCancel={frame.requestClose}
              submitLabel={editing ? <Trans>Save changes</Trans> : <Trans>Create business</Trans>}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
