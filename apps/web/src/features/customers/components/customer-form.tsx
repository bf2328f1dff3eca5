import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CUSTOMER_ADDRESS_MAX_LENGTH,
  CUSTOMER_EMAIL_MAX_LENGTH,
  CUSTOMER_NAME_MAX_LENGTH,
  CUSTOMER_NOTES_MAX_LENGTH,
  CUSTOMER_PHONE_MAX_LENGTH,
  UpdateCustomerBodySchema,
  type Customer,
} from '@app/contracts/customers';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import { showServerErrors } from '#src/lib/form-errors.ts';
import { FormAlert } from '#src/components/ui/form-alert.tsx';

/** The contract's fields with the name required: one schema for the form and the server. */
const CustomerFormSchema = UpdateCustomerBodySchema.required({ name: true });
export type CustomerFormOutput = z.output<typeof CustomerFormSchema>;

interface CustomerFormValues {
  name: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
}
const FIELDS = ['name', 'phone', 'email', 'address', 'notes'];

const resolver = zodResolver(CustomerFormSchema) as unknown as Resolver<
  CustomerFormValues,
  unknown,
  CustomerFormOutput
>;

function valuesOf(customer?: Customer | null): CustomerFormValues {
  return {
    name: customer?.name ?? '',
    phone: customer?.phone ?? '',
    email: customer?.email ?? '',
    address: customer?.address ?? '',
    notes: customer?.notes ?? '',
  };
}

interface CustomerFormProps {
  customer?: Customer | null;
  /** Saves; a thrown error is shown on the form (fields or the top alert). */
  onSubmit: (body: CustomerFormOutput) => Promise<unknown>;
  onCancel?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  failureText: string;
  submitLabel: string;
}

/** Name, phone, email, address and notes, checked with the contract's rules before sending. */
export function CustomerForm({
  customer,
  onSubmit,
  onCancel,
  onDirtyChange,
  failureText,
  submitLabel,
}: CustomerFormProps) {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CustomerFormValues, unknown, CustomerFormOutput>({
    resolver,
    defaultValues: valuesOf(customer),
  });

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (err) {
      const message = showServerErrors(err, setError, FIELDS, failureText);
      if (message) setError('root.server', { message });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <FormAlert message={errors.root?.server?.message} />
      <Field label={<Trans>Name</Trans>} error={errors.name?.message}>
        <Input
          autoComplete="off"
          autoFocus
          maxLength={CUSTOMER_NAME_MAX_LENGTH}
          placeholder={t`e.g. Amaka Okafor`}
          {...register('name')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={<Trans>Phone</Trans>}
          error={errors.phone?.message}
          hint={<Trans>With the country code (+234…) to message them on WhatsApp.</Trans>}
        >
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={CUSTOMER_PHONE_MAX_LENGTH}
            placeholder="+234 803 123 4567"
            {...register('phone')}
          />
        </Field>
        <Field label={<Trans>Email</Trans>} error={errors.email?.message}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={CUSTOMER_EMAIL_MAX_LENGTH}
            placeholder="name@example.com"
            {...register('email')}
          />
        </Field>
      </div>
      <Field label={<Trans>Address</Trans>} error={errors.address?.message}>
        <Input
          autoComplete="off"
          maxLength={CUSTOMER_ADDRESS_MAX_LENGTH}
          placeholder={t`Street, area, city`}
          {...register('address')}
        />
      </Field>
      <Field label={<Trans>Notes</Trans>} error={errors.notes?.message}>
        <Textarea
          rows={3}
          maxLength={CUSTOMER_NOTES_MAX_LENGTH}
          placeholder={t`Sizes, preferences, how they like to pay…`}
          {...register('notes')}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
