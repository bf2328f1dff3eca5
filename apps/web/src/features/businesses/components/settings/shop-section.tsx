import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BUSINESS_MESSAGES,
  BusinessSocialsInputSchema,
  type Business,
  type BusinessSocials,
} from '@app/contracts';
import { Check, Copy, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from '#src/lib/toast.ts';
import { z } from 'zod';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { FormAlert } from '#src/components/ui/form-alert.tsx';
import { shopUrl } from './profile-section.tsx';
import { SectionActions } from './section-actions.tsx';
import { useSectionForm, type SectionProps } from './use-section-form.ts';

/** The contract's socials, the publish switch, and SPEC's WhatsApp rule checked before sending. */
const ShopSchema = BusinessSocialsInputSchema.extend({ shopPublished: z.boolean() }).superRefine(
  (value, ctx) => {
    if (value.shopPublished && !value.whatsapp) {
      ctx.addIssue({
        code: 'custom',
        path: ['whatsapp'],
        message: BUSINESS_MESSAGES.whatsappRequired,
      });
    }
  },
);
type ShopValues = { [K in keyof BusinessSocials]: string } & { shopPublished: boolean };
type ShopOutput = z.output<typeof ShopSchema>;

// Brand names and example handles stay as they are in every language; the rest is translated.
const SOCIAL_FIELDS: {
  name: keyof BusinessSocials;
  label: string | MessageDescriptor;
  placeholder: string | MessageDescriptor;
  hint?: MessageDescriptor;
  type?: string;
}[] = [
  {
    name: 'whatsapp',
    label: msg`WhatsApp number`,
    placeholder: '+234 801 234 5678',
    hint: msg`With the country code. Customers order through it, so a published shop needs one.`,
    type: 'tel',
  },
  { name: 'instagram', label: 'Instagram', placeholder: msg`@yourshop` },
  {
    name: 'facebook',
    label: 'Facebook',
    placeholder: msg`yourshop or https://facebook.com/yourshop`,
  },
  { name: 'tiktok', label: 'TikTok', placeholder: msg`@yourshop` },
  { name: 'x', label: 'X (Twitter)', placeholder: msg`@yourshop` },
  { name: 'website', label: msg`Website`, placeholder: msg`yourshop.com`, type: 'url' },
];
const FIELDS = [...SOCIAL_FIELDS.map((f) => f.name), 'shopPublished'];

function valuesOf(business: Business): ShopValues {
  const s = business.socials;
  return {
    whatsapp: s.whatsapp ?? '',
    instagram: s.instagram ?? '',
    facebook: s.facebook ?? '',
    tiktok: s.tiktok ?? '',
    x: s.x ?? '',
    website: s.website ?? '',
    shopPublished: business.shopPublished,
  };
}

const resolver = zodResolver(ShopSchema) as unknown as Resolver<ShopValues, unknown, ShopOutput>;

/** Settings, Shop & socials: where customers find the business, and whether its shop is public. */
export function ShopSection({ business, onDirtyChange }: SectionProps) {
  const switchId = useId();
  const { t } = useLingui();
  const text = (value: string | MessageDescriptor) =>
    typeof value === 'string' ? value : t(value);
  const form = useForm<ShopValues, unknown, ShopOutput>({
    resolver,
    defaultValues: valuesOf(business),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { submit, actions } = useSectionForm(form, {
    business,
    onDirtyChange,
    valuesOf,
    fields: FIELDS,
    toBody: ({ shopPublished, ...socials }) => ({ socials, shopPublished }),
    savedText: (saved) =>
      saved.shopPublished ? t`Saved. Your shop is live.` : t`Shop settings saved`,
  });

  const published = useWatch({ control, name: 'shopPublished' });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6">
      <FormAlert message={errors.root?.server?.message} />
      <div className="rounded-xl border border-border bg-surface-muted/50 p-4">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0 space-y-1">
            <label htmlFor={switchId} className="block font-medium">
              <Trans>Publish my shop</Trans>
            </label>
            <p className="text-sm text-muted-foreground">
              {published
                ? t`Anyone with the link can see the products you show in your shop.`
                : t`Your shop page is hidden. Publish it to share your catalogue.`}
            </p>
          </div>
          <Controller
            control={control}
            name="shopPublished"
            render={({ field }) => (
              <Switch
                id={switchId}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </div>
        <ShopLink slug={business.slug} live={business.shopPublished} />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        {SOCIAL_FIELDS.map(({ name, label, placeholder, hint, type }) => (
          <Field
            key={name}
            label={text(label)}
            error={errors[name]?.message}
            hint={hint && t(hint)}
            className={name === 'whatsapp' ? 'sm:col-span-2' : undefined}
          >
            <Input
              type={type ?? 'text'}
              inputMode={type === 'tel' ? 'tel' : type === 'url' ? 'url' : undefined}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              placeholder={text(placeholder)}
              {...register(name)}
            />
          </Field>
        ))}
      </div>
      <SectionActions {...actions} />
    </form>
  );
}

function ShopLink({ slug, live }: { slug: string; live: boolean }) {
  const [copied, setCopied] = useState(false);
  const { t } = useLingui();
  const url = shopUrl(slug);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t`Could not copy the link. Select it and copy it by hand.`);
    }
  };
  return (
    <div className="mt-4 flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-muted-foreground">
          {live ? <Trans>Shop link · live</Trans> : <Trans>Shop link · not published</Trans>}
        </p>
        <p className="truncate text-sm font-medium select-all">{url}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? <Trans>Copied</Trans> : <Trans>Copy link</Trans>}
        </Button>
        <Button variant="outline" size="sm" asChild>
          <a href={url} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden />
            <Trans comment="button: open the shop page">Open</Trans>
          </a>
        </Button>
      </div>
    </div>
  );
}
