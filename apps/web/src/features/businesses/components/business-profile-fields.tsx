import { BUSINESS_DESCRIPTION_MAX_LENGTH, BUSINESS_NAME_MAX_LENGTH } from '@app/contracts';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import { countryOptions, currencyOptions } from '../intl-options.ts';
import { FormSearchableSelect } from './searchable-select.tsx';

/** The profile fields every business form holds, as the strings the inputs edit. */
export interface BusinessProfileValues {
  name: string;
  description: string;
  country: string;
  currency: string;
  address: string;
  phone: string;
  email: string;
}

interface BusinessProfileFieldsProps<T extends BusinessProfileValues & FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  namePlaceholder?: string;
  descriptionHint: string;
  currencyHint?: string;
}

/**
 * Name, description, country, currency, address, phone and email: the same inputs in the create
 * and edit dialog and in Settings, Business profile; only the hints differ with where they are.
 */
export function BusinessProfileFields<T extends BusinessProfileValues & FieldValues, O>({
  form,
  namePlaceholder,
  descriptionHint,
  currencyHint,
}: BusinessProfileFieldsProps<T, O>) {
  // react-hook-form cannot resolve field paths of a generic form; these names are in every T.
  const {
    register,
    control,
    formState: { errors },
  } = form as unknown as UseFormReturn<BusinessProfileValues>;
  return (
    <>
      <Field label="Business name" error={errors.name?.message}>
        <Input
          autoComplete="organization"
          maxLength={BUSINESS_NAME_MAX_LENGTH}
          placeholder={namePlaceholder}
          {...register('name')}
        />
      </Field>
      <Field label="Description" error={errors.description?.message} hint={descriptionHint}>
        <Textarea
          rows={3}
          maxLength={BUSINESS_DESCRIPTION_MAX_LENGTH}
          {...register('description')}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Country" error={errors.country?.message}>
          <FormSearchableSelect
            control={control}
            name="country"
            options={countryOptions}
            placeholder="Choose a country"
            searchLabel="Search countries"
          />
        </Field>
        <Field label="Currency" error={errors.currency?.message} hint={currencyHint}>
          <FormSearchableSelect
            control={control}
            name="currency"
            options={currencyOptions}
            placeholder="Choose a currency"
            searchLabel="Search currencies"
          />
        </Field>
      </div>
      <Field label="Address" error={errors.address?.message} hint="Optional">
        <Input autoComplete="street-address" {...register('address')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Phone" error={errors.phone?.message} hint="Optional">
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
        </Field>
        <Field label="Email" error={errors.email?.message} hint="Optional">
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
      </div>
    </>
  );
}
