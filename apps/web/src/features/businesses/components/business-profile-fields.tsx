import { BUSINESS_DESCRIPTION_MAX_LENGTH, BUSINESS_NAME_MAX_LENGTH } from '@app/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import { countryOptions, currencyOptions } from '../intl-options.ts';
import { FormLanguageSelect } from './language-select.tsx';
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
  /** What the business's customers read (ADR 069): one of `LANGUAGES`. */
  language: string;
}

interface BusinessProfileFieldsProps<T extends BusinessProfileValues & FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  namePlaceholder?: string;
  descriptionHint: string;
  currencyHint?: string;
}

/**
 * Name, description, country, currency, language for customers, address, phone and email: the same
 * inputs in the create and edit dialog and in Settings, Business profile; only the hints differ
 * with where they are.
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
  const { t } = useLingui();
  const optional = t({
    message: 'Optional',
    comment: 'hint under a form field that may be left empty',
  });
  return (
    <>
      <Field label={<Trans>Business name</Trans>} error={errors.name?.message}>
        <Input
          autoComplete="organization"
          maxLength={BUSINESS_NAME_MAX_LENGTH}
          placeholder={namePlaceholder}
          {...register('name')}
        />
      </Field>
      <Field
        label={<Trans>Description</Trans>}
        error={errors.description?.message}
        hint={descriptionHint}
      >
        <Textarea
          rows={3}
          maxLength={BUSINESS_DESCRIPTION_MAX_LENGTH}
          {...register('description')}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={<Trans>Country</Trans>} error={errors.country?.message}>
          <FormSearchableSelect
            control={control}
            name="country"
            options={countryOptions}
            placeholder={t`Choose a country`}
            searchLabel={t`Search countries`}
          />
        </Field>
        <Field label={<Trans>Currency</Trans>} error={errors.currency?.message} hint={currencyHint}>
          <FormSearchableSelect
            control={control}
            name="currency"
            options={currencyOptions}
            placeholder={t`Choose a currency`}
            searchLabel={t`Search currencies`}
          />
        </Field>
      </div>
      <Field
        label={<Trans>Language for customers</Trans>}
        error={errors.language?.message}
        hint={
          <Trans>
            Receipts, your shop page, WhatsApp order texts and price lists are written in this
            language.
          </Trans>
        }
      >
        <FormLanguageSelect control={control} name="language" />
      </Field>
      <Field label={<Trans>Address</Trans>} error={errors.address?.message} hint={optional}>
        <Input autoComplete="street-address" {...register('address')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={<Trans>Phone</Trans>} error={errors.phone?.message} hint={optional}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
        </Field>
        <Field label={<Trans>Email</Trans>} error={errors.email?.message} hint={optional}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
      </div>
    </>
  );
}
