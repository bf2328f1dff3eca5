import {
  SLUG_MAX_LENGTH,
  SlugSchema,
  UpdateBusinessBodySchema,
  type Business,
} from '@app/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { businessResolver } from '../../spec-resolver.ts';
import { BusinessProfileFields } from '../business-profile-fields.tsx';
import { FormAlert } from '#src/components/ui/form-alert.tsx';
import { SectionActions } from './section-actions.tsx';
import { useSectionForm, type SectionProps } from './use-section-form.ts';

const ProfileSchema = UpdateBusinessBodySchema.pick({
  name: true,
  description: true,
  country: true,
  currency: true,
  address: true,
  phone: true,
  email: true,
  language: true,
}).extend({ slug: SlugSchema });

type ProfileValues = {
  [K in keyof z.input<typeof ProfileSchema>]-?: string;
};
type ProfileOutput = z.output<typeof ProfileSchema>;
const FIELDS = [
  'name',
  'description',
  'country',
  'currency',
  'address',
  'phone',
  'email',
  'language',
  'slug',
];

function valuesOf(business: Business): ProfileValues {
  return {
    name: business.name,
    description: business.description,
    country: business.country,
    currency: business.currency,
    address: business.address ?? '',
    phone: business.phone ?? '',
    email: business.email ?? '',
    language: business.language,
    slug: business.slug,
  };
}

/** The shop's address, as customers will type it. */
export function shopUrl(slug: string) {
  return `${window.location.origin}/shop/${slug}`;
}

/** Settings, Business profile: what the business is called and how customers reach it. */
export function ProfileSection({ business, onDirtyChange }: SectionProps) {
  const { t } = useLingui();
  const form = useForm<ProfileValues, unknown, ProfileOutput>({
    resolver: businessResolver(ProfileSchema, 'update', ({ slug: _slug, ...fields }) => fields),
    defaultValues: valuesOf(business),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const { submit, actions } = useSectionForm(form, {
    business,
    onDirtyChange,
    valuesOf,
    fields: FIELDS,
    toBody: (body) => body,
    savedText: () => t`Business profile saved`,
  });

  const slugPrefix = `${window.location.host}/shop/`;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      <FormAlert message={errors.root?.server?.message ?? errors.root?.message} />
      <BusinessProfileFields
        form={form}
        descriptionHint={t`Shown on your shop page and at the top of receipts.`}
        currencyHint={t`Prices and totals are shown in this currency.`}
      />
      <Field
        label={<Trans>Shop link</Trans>}
        error={errors.slug?.message}
        hint={
          <Trans>
            Lowercase letters, numbers and hyphens. Changing it breaks links you have already
            shared.
          </Trans>
        }
      >
        <ShopLinkInput prefix={slugPrefix} {...register('slug')} />
      </Field>
      <SectionActions {...actions} />
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
