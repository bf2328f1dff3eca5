import { Trans, useLingui } from '@lingui/react/macro';
import type { Supplier } from '@app/contracts/suppliers';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { toast } from '#src/lib/toast.ts';
import { useSaveSupplier } from '../api/suppliers.ts';
import { fieldErrorsOf } from '../field-errors.ts';

interface SupplierFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessId: string;
  /** Absent: a new supplier. */
  supplier?: Supplier | null;
  onSaved?: (supplier: Supplier) => void;
}

type Values = Record<'name' | 'phone' | 'whatsapp' | 'email' | 'notes', string>;

export function SupplierFormDialog({
  open,
  onOpenChange,
  businessId,
  supplier,
  onSaved,
}: SupplierFormDialogProps) {
  const { t } = useLingui();
  const save = useSaveSupplier(businessId);
  const [values, setValues] = useState<Values>(() => ({
    name: supplier?.name ?? '',
    phone: supplier?.phone ?? '',
    whatsapp: supplier?.whatsapp ?? '',
    email: supplier?.email ?? '',
    notes: supplier?.notes ?? '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof Values) => (e: { target: { value: string } }) =>
    setValues({ ...values, [name]: e.target.value });

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: supplier?.id, body: values });
      toast.success(supplier ? t`Supplier saved` : t`Supplier added`);
      onSaved?.(saved);
      onOpenChange(false);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      toast.error(errorMessage(err, t`The supplier could not be saved`));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={supplier ? t`Edit supplier` : t`Add supplier`}
    >
      <form className="space-y-4" onSubmit={(e) => void handleSubmit(e)} noValidate>
        <Field label={t`Name`} error={errors.name}>
          <Input value={values.name} onChange={set('name')} autoComplete="organization" />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t`Phone`} error={errors.phone}>
            <Input value={values.phone} onChange={set('phone')} type="tel" />
          </Field>
          <Field label={t`WhatsApp`} error={errors.whatsapp} hint={t`With the country code`}>
            <Input value={values.whatsapp} onChange={set('whatsapp')} type="tel" />
          </Field>
        </div>
        <Field label={t`Email`} error={errors.email}>
          <Input value={values.email} onChange={set('email')} type="email" />
        </Field>
        <Field label={t`Notes`} error={errors.notes}>
          <Textarea value={values.notes} onChange={set('notes')} rows={2} />
        </Field>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
