import {
  BUSINESS_DESCRIPTION_MAX_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  SlugSchema,
  UpdateBusinessBodySchema,
  type Business,
} from '@app/contracts';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import { useUpdateBusiness } from '../../api/update-business.ts';
import { showServerErrors } from '../../form-errors.ts';
import { countryOptions, currencyOptions } from '../../intl-options.ts';
import { BUSINESS_UI_MESSAGES } from '../../messages.ts';
import { businessResolver } from '../../spec-resolver.ts';
import { FormAlert } from '../form-alert.tsx';
import { FormSearchableSelect } from '../searchable-select.tsx';
import { SectionActions } from './section-actions.tsx';
import { useSectionForm } from './use-section-form.ts';

const ProfileSchema = UpdateBusinessBodySchema.pick({
  name: true,
  description: true,
  country: true,
  currency: true,
  address: true,
  phone: true,
  email: true,
}).extend({ slug: SlugSchema });

type ProfileValues = {
  [K in keyof z.input<typeof ProfileSchema>]-?: string;
};
type ProfileOutput = z.output<typeof ProfileSchema>;
const FIELDS = ['name', 'description', 'country', 'currency', 'address', 'phone', 'email', 'slug'];

function valuesOf(business: Business): ProfileValues {
  return {
    name: business.name,
    description: business.description,
    country: business.country,
    currency: business.currency,
    address: business.address ?? '',
    phone: business.phone ?? '',
    email: business.email ?? '',
    slug: business.slug,
  };
}

/** The shop's address, as customers will type it. */
export function shopUrl(slug: string) {
  return `${window.location.origin}/shop/${slug}`;
}

/** Settings, Business profile: what the business is called and how customers reach it. */
export function ProfileSection({
  business,
  onDirtyChange,
}: {
  business: Business;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const mutation = useUpdateBusiness();
  const form = useForm<ProfileValues, unknown, ProfileOutput>({
    resolver: businessResolver(ProfileSchema, 'update', ({ slug: _slug, ...fields }) => fields),
    defaultValues: valuesOf(business),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  useSectionForm(form, business, valuesOf, onDirtyChange);

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await mutation.mutateAsync({ id: business.id, body });
      reset(valuesOf(saved));
      toast.success('Business profile saved');
    } catch (err) {
      const message = showServerErrors(err, setError, FIELDS, BUSINESS_UI_MESSAGES.updateFailed);
      if (message) setError('root.server', { message });
    }
  });

  const slugPrefix = `${window.location.host}/shop/`;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      <FormAlert message={errors.root?.server?.message ?? errors.root?.message} />
      <Field label="Business name" error={errors.name?.message}>
        <Input
          autoComplete="organization"
          maxLength={BUSINESS_NAME_MAX_LENGTH}
          {...register('name')}
        />
      </Field>
      <Field
        label="Description"
        error={errors.description?.message}
        hint="Shown on your shop page and at the top of receipts."
      >
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
        <Field
          label="Currency"
          error={errors.currency?.message}
          hint="Prices and totals are shown in this currency."
        >
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
          <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phone')} />
        </Field>
        <Field label="Email" error={errors.email?.message} hint="Optional">
          <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
        </Field>
      </div>
      <Field
        label="Shop link"
        error={errors.slug?.message}
        hint="Lowercase letters, numbers and hyphens. Changing it breaks links you have already shared."
      >
        <ShopLinkInput prefix={slugPrefix} {...register('slug')} />
      </Field>
      <SectionActions
        dirty={isDirty}
        pending={isSubmitting}
        onDiscard={() => reset(valuesOf(business))}
      />
    </form>
  );
}

/** An input with the fixed part of the shop address in front of it. */
function ShopLinkInput({
  prefix,
  id,
  invalid,
  ...props
}: ComponentProps<typeof Input> & { prefix: string }) {
  return (
    <div className="flex w-full min-w-0 items-stretch">
      <span
        className="flex max-w-[55%] items-center truncate rounded-l-lg border border-r-0 border-input bg-surface-muted px-3 text-sm text-muted-foreground"
        aria-hidden
      >
        {prefix}
      </span>
      <Input
        id={id}
        invalid={invalid}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={SLUG_MAX_LENGTH}
        className="min-w-0 rounded-l-none"
        {...props}
      />
    </div>
  );
}
