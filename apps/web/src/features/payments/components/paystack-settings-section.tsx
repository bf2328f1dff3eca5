import type { Business } from '@app/contracts/businesses';
import { paystackProvidersFor } from '@app/contracts/payments';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { toast } from '#src/lib/toast.ts';
import { usePaymentSettings, useSavePaystackSettings } from '../api/payments.ts';

/**
 * Settings, Payments (owner only, ADR 077): the business's own Paystack secret key, for mobile
 * money at the till in Ghana and Kenya. Write-only: the server keeps it encrypted. Paystack
 * must be told where to send its webhook (the address shown), which the key also verifies.
 */
export function PaystackSettingsSection({ business }: { business: Business }) {
  const { t } = useLingui();
  const settings = usePaymentSettings(business.id);
  const save = useSavePaystackSettings(business.id);
  const [secretKey, setSecretKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const configured = Boolean(settings.data?.paystack);
  const webhook = `${window.location.origin}/api/pay-callbacks/paystack/${business.id}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const key = secretKey.trim();
    if (!/^sk_(test|live)_[A-Za-z0-9]{10,100}$/.test(key)) {
      setProblem(t`A Paystack secret key starts sk_test_ or sk_live_`);
      return;
    }
    setProblem(null);
    save.mutate(key, {
      onSuccess: () => {
        setSecretKey('');
        toast.success(t`Paystack key saved`);
      },
      onError: (err) => toast.error(errorMessage(err, t`Could not save the Paystack key.`)),
    });
  };

  return (
    <div className="max-w-xl space-y-4">
      {paystackProvidersFor(business.currency).length === 0 && (
        <p className="rounded-xl bg-warning-soft px-3 py-2 text-sm text-warning">
          <Trans>
            Paystack mobile money takes Ghanaian cedis (GHS) or Kenyan shillings (KES): it works at
            the till for businesses in those currencies.
          </Trans>
        </p>
      )}
      {configured && (
        <p className="flex items-center gap-2 text-sm text-primary">
          <CheckCircle2 className="size-4" aria-hidden />
          <Trans>Paystack is set up: the till offers mobile money through Paystack.</Trans>
        </p>
      )}
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <Field
          label={t`Paystack secret key`}
          error={problem ?? undefined}
          hint={
            configured
              ? t`Saved and hidden. Enter it again to change it.`
              : t`From your Paystack dashboard: Settings, API keys and webhooks.`
          }
        >
          <Input
            type="password"
            autoComplete="new-password"
            placeholder="sk_live_…"
            value={secretKey}
            onChange={(e) => setSecretKey(e.target.value)}
          />
        </Field>
        <div>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save Paystack key</Trans>
          </Button>
        </div>
      </form>
      <div className="space-y-1 rounded-xl bg-surface-muted/60 p-3 text-sm">
        <p className="font-medium">
          <Trans>Webhook URL for your Paystack dashboard</Trans>
        </p>
        <p className="text-muted-foreground">
          <Trans>Paystack tells ShopBook here when a customer has paid.</Trans>
        </p>
        <code className="block break-all text-xs" data-testid="paystack-webhook-url">
          {webhook}
        </code>
      </div>
    </div>
  );
}
