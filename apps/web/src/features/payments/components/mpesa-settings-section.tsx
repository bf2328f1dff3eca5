import type { Business } from '@app/contracts/businesses';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Link2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { toast } from '#src/lib/toast.ts';
import { usePaymentSettings, useRegisterC2B, useSaveMpesaSettings } from '../api/payments.ts';
import { formatDateTime } from '#src/lib/format.ts';

type Values = {
  type: 'till' | 'paybill';
  shortcode: string;
  passkey: string;
  consumerKey: string;
  consumerSecret: string;
};
type Problems = Partial<Record<keyof Values, string>>;

/**
 * Settings, Payments (owner only, ADR 077): the business's M-Pesa (Daraja) till or paybill. The
 * passkey, consumer key and secret are write-only: the server keeps them encrypted and never
 * sends them back, so saving asks for all three each time.
 */
export function MpesaSettingsSection({ business }: { business: Business }) {
  const { t } = useLingui();
  const settings = usePaymentSettings(business.id);
  const save = useSaveMpesaSettings(business.id);
  const register = useRegisterC2B(business.id);
  const [values, setValues] = useState<Values | null>(null);
  const [problems, setProblems] = useState<Problems>({});

  if (settings.isLoading) return <Skeleton className="h-80" />;
  const saved = settings.data?.mpesa ?? null;
  const form: Values = values ?? {
    type: saved?.type ?? 'till',
    shortcode: saved?.shortcode ?? '',
    passkey: '',
    consumerKey: '',
    consumerSecret: '',
  };
  const set = (field: keyof Values) => (value: string) =>
    setValues({ ...form, [field]: value } as Values);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Problems = {};
    if (!/^\d{5,7}$/.test(form.shortcode.trim()))
      next.shortcode = t`The shortcode is 5 to 7 digits`;
    for (const field of ['passkey', 'consumerKey', 'consumerSecret'] as const) {
      if (form[field].trim() === '') next[field] = t`Required`;
    }
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    save.mutate(form, {
      onSuccess: () => {
        setValues(null);
        toast.success(t`M-Pesa settings saved`);
      },
      onError: (err) => toast.error(errorMessage(err, t`Could not save the M-Pesa settings.`)),
    });
  };

  const secretHint = saved
    ? t`Saved and hidden. Enter it again to change the settings.`
    : undefined;

  return (
    <div className="space-y-6">
      {business.currency !== 'KES' && (
        <p className="rounded-xl bg-warning-soft px-3 py-2 text-sm text-warning">
          <Trans>M-Pesa takes Kenyan shillings: STK push works for businesses in KES.</Trans>
        </p>
      )}
      {saved && (
        <p className="flex items-center gap-2 text-sm text-primary">
          <CheckCircle2 className="size-4" aria-hidden />
          <Trans>
            M-Pesa is set up: {saved.type === 'till' ? t`till` : t`paybill`} {saved.shortcode}
          </Trans>
        </p>
      )}
      <form className="grid max-w-xl gap-4" onSubmit={submit} noValidate>
        <Field label={t`Type`}>
          <Select
            value={form.type}
            onValueChange={set('type')}
            options={[
              { value: 'till', label: t`Till number (Buy Goods)` },
              { value: 'paybill', label: t`Paybill` },
            ]}
          />
        </Field>
        <Field label={t`Shortcode`} error={problems.shortcode}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={form.shortcode}
            onChange={(e) => set('shortcode')(e.target.value)}
          />
        </Field>
        <Field label={t`Passkey`} error={problems.passkey} hint={secretHint}>
          <Input
            type="password"
            autoComplete="new-password"
            value={form.passkey}
            onChange={(e) => set('passkey')(e.target.value)}
          />
        </Field>
        <Field label={t`Consumer key`} error={problems.consumerKey} hint={secretHint}>
          <Input
            type="password"
            autoComplete="new-password"
            value={form.consumerKey}
            onChange={(e) => set('consumerKey')(e.target.value)}
          />
        </Field>
        <Field label={t`Consumer secret`} error={problems.consumerSecret} hint={secretHint}>
          <Input
            type="password"
            autoComplete="new-password"
            value={form.consumerSecret}
            onChange={(e) => set('consumerSecret')(e.target.value)}
          />
        </Field>
        <div>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save M-Pesa settings</Trans>
          </Button>
        </div>
      </form>

      {saved && (
        <div className="max-w-xl space-y-3 border-t border-border pt-6">
          <h3 className="flex items-center gap-2 font-medium">
            <Link2 className="size-4 text-muted-foreground" aria-hidden />
            <Trans>Payments to your till or paybill</Trans>
          </h3>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Register ShopBook with M-Pesa so that payments customers make straight to your
              shortcode are listed here to match to sales or to customers' credit.
            </Trans>
          </p>
          {saved.c2bRegisteredAt && (
            <p className="text-sm text-primary">
              <Trans>Registered {formatDateTime(saved.c2bRegisteredAt)}</Trans>
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              loading={register.isPending}
              onClick={() =>
                register.mutate(undefined, {
                  onSuccess: () => toast.success(t`C2B URLs registered with M-Pesa`),
                  onError: (err) =>
                    toast.error(errorMessage(err, t`Could not register the URLs with M-Pesa.`)),
                })
              }
            >
              <Trans>Register C2B URLs</Trans>
            </Button>
            <Button asChild variant="ghost">
              <Link to={`/payments/${encodeURIComponent(business.id)}`}>
                <Trans>Unmatched payments</Trans>
              </Link>
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
