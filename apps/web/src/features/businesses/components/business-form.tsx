import {
  CreateBusinessBodySchema,
  TimeZoneSchema,
  type Business,
  type CreateBusinessBody,
} from '@app/contracts';
import { isLanguage, type Language } from '@app/contracts/languages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '#src/components/ui/field.tsx';
import { showServerErrors } from '../form-errors.ts';
import { businessResolver } from '../spec-resolver.ts';
import { browserCountry, browserTimeZone, timeZoneOptions } from '../intl-options.ts';
import { BusinessProfileFields } from './business-profile-fields.tsx';
import { FormAlert } from '#src/components/ui/form-alert.tsx';
import { LogoPicker } from './logo-picker.tsx';
import { FormSearchableSelect } from './searchable-select.tsx';

/** The contract's create schema, plus the time zone (a setting) that a new business needs. */
const BusinessFormSchema = CreateBusinessBodySchema.pick({
  name: true,
  description: true,
  country: true,
  currency: true,
  address: true,
  phone: true,
  email: true,
  language: true,
}).extend({ timezone: TimeZoneSchema });

export type BusinessFormValues = {
  [K in keyof z.input<typeof BusinessFormSchema>]-?: string;
};
type BusinessFormOutput = z.output<typeof BusinessFormSchema>;

const FIELDS = [
  'name',
  'description',
  'country',
  'currency',
  'address',
  'phone',
  'email',
  'language',
  'timezone',
] as const;

/**
 * The form's starting values: the business's own, or for a new one the device's country and time
 * zone and, for its customers, the language the owner is using the app in.
 */
export function businessFormValues(
  business: Business | undefined,
  uiLanguage: Language,
): BusinessFormValues {
  return {
    name: business?.name ?? '',
    description: business?.description ?? '',
    country: business?.country ?? browserCountry() ?? '',
    currency: business?.currency ?? '',
    address: business?.address ?? '',
    phone: business?.phone ?? '',
    email: business?.email ?? '',
    language: business?.language ?? uiLanguage,
    timezone: business?.settings.timezone ?? browserTimeZone(),
  };
}

/** The form's output as the API's body: the time zone goes into settings. */
export function toBusinessBody({ timezone, ...fields }: BusinessFormOutput): CreateBusinessBody {
  return { ...fields, settings: { timezone } };
}

interface BusinessFormProps {
  mode: 'create' | 'update';
  business?: Business;
  /** Saves; a thrown error is shown on the form (field details and SPEC's text). */
  onSubmit: (body: CreateBusinessBody, logo: File | null) => Promise<unknown>;
  failureText: string;
  onDirtyChange?: (dirty: boolean) => void;
  /** The buttons, given whether a save is under way. */
  actions: (state: { pending: boolean; dirty: boolean }) => ReactNode;
  id?: string;
}

/**
 * Name, description, country, currency, customers' language, address, phone, email, time zone and
 * logo of a business.
 */
export function BusinessForm({
  mode,
  business,
  onSubmit,
  failureText,
  onDirtyChange,
  actions,
  id,
}: BusinessFormProps) {
  const [logo, setLogo] = useState<File | null>(null);
  const { t, i18n } = useLingui();
  // The pseudo-locale (en-XA) is English underneath.
  const uiLanguage = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const form = useForm<BusinessFormValues, unknown, BusinessFormOutput>({
    resolver: businessResolver(
      BusinessFormSchema,
      mode,
      // Both always hold a value, so neither says whether the form was filled in.
      ({ timezone: _timezone, language: _language, ...fields }) => fields,
    ),
    defaultValues: businessFormValues(business, uiLanguage),
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const dirty = isDirty || logo !== null;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const submit = handleSubmit(async (output) => {
    try {
      await onSubmit(toBusinessBody(output), logo);
    } catch (err) {
      const message = showServerErrors(err, setError, FIELDS, failureText);
      if (message) setError('root.server', { message });
    }
  });

  const rootError = errors.root?.server?.message ?? errors.root?.message;
  const name = useWatch({ control, name: 'name' });

  return (
    <form id={id} onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      <FormAlert message={rootError} />
      <div className="space-y-1.5">
        <span className="block text-sm font-medium">
          <Trans>Logo</Trans>
        </span>
        <LogoPicker
          name={name}
          currentUrl={business?.logoUrl}
          file={logo}
          onChange={setLogo}
          disabled={isSubmitting}
        />
      </div>
      <BusinessProfileFields
        form={form}
        namePlaceholder={t`e.g. Amina's Fabrics`}
        descriptionHint={t`What you sell, in a sentence or two. Shown on your shop page.`}
      />
      <Field
        label={<Trans>Time zone</Trans>}
        error={errors.timezone?.message}
        hint={<Trans>Sales and reports use this business's local day.</Trans>}
      >
        <FormSearchableSelect
          control={control}
          name="timezone"
          options={timeZoneOptions}
          placeholder={t`Choose a time zone`}
          searchLabel={t`Search time zones`}
        />
      </Field>
      {actions({ pending: isSubmitting, dirty })}
    </form>
  );
}
