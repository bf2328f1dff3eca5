import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, CreditCard, Receipt, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from '#src/lib/toast.ts';
import type { CurrentSubscription, PaymentProvider, Plan, PlansResponse } from '@app/contracts';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/components/ui/card.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import {
  useCancelAtPeriodEnd,
  useCurrentSubscription,
  usePlans,
  useStartCheckout,
} from '../api/subscriptions.ts';
import { formatDay, formatPrice, PROVIDER_LABELS, PROVIDER_SHORT } from '../components/format.ts';
import { benefitText, buyLabel, intervalText, paymentStatusText, planName } from '../messages.ts';

const STATUS_LABELS: Record<string, MessageDescriptor> = {
  active_subscription: msg({ message: 'Active', context: 'a subscription status' }),
  subscribed: msg`Paid up, not renewing`,
  grace_period: msg`Grace period`,
  free_trial_active: msg`Free trial`,
  free_beta: msg`Free beta`,
  beta_ending_soon: msg`Free beta ending soon`,
  admin_access: msg`Administrator`,
  subscription_required: msg`Subscription required`,
};

interface SubscriptionsPageProps {
  /** The current business's currency: its price is shown first when a plan is sold in it. */
  preferredCurrency?: string;
  /** Leaves the app for the provider's payment page (a prop so tests need not navigate). */
  redirect?: (url: string) => void;
}

/** /subscriptions: plans, current status, card or mobile money, billing history (SPEC section 2). */
export function SubscriptionsPage({
  preferredCurrency,
  redirect = (url) => window.location.assign(url),
}: SubscriptionsPageProps) {
  const plans = usePlans();
  const current = useCurrentSubscription();
  const { t } = useLingui();

  if (plans.isPending || current.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t`Loading plans`} />
      </div>
    );
  }
  if (plans.isError || current.isError) {
    return (
      <EmptyState
        title={t`Could not load your subscription`}
        description={errorMessage(plans.error ?? current.error, t`Please try again.`)}
        action={
          <Button
            variant="outline"
            onClick={() => void Promise.all([plans.refetch(), current.refetch()])}
          >
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <PageHeader
        title={t`Subscription`}
        description={t`Keep full access to your shop: record, edit and keep your public shop visible.`}
      />
      <CurrentPlanCard current={current.data} />
      <PlansSection
        data={plans.data}
        current={current.data}
        preferredCurrency={preferredCurrency}
        redirect={redirect}
      />
      <BillingHistory current={current.data} />
    </div>
  );
}

function CurrentPlanCard({ current }: { current: CurrentSubscription }) {
  const cancel = useCancelAtPeriodEnd();
  const [confirming, setConfirming] = useState(false);
  const { t, i18n } = useLingui();
  const status = STATUS_LABELS[current.trialStatus];
  const periodEnd = current.currentPeriodEnd ? formatDay(current.currentPeriodEnd) : null;
  const paid = current.status === 'active' && current.plan !== null;
  const canCancel = paid && !current.cancelAtPeriodEnd && current.provider !== 'admin';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <Trans>Your plan</Trans>
          <Badge
            variant={
              // The navigation's urgency colours (SPEC section 4): critical, then high.
              current.trialStatus === 'subscription_required'
                ? 'critical'
                : current.trialStatus === 'grace_period'
                  ? 'danger'
                  : 'primary'
            }
          >
            {status ? i18n._(status) : current.trialStatus}
          </Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {current.plan ? (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">
                <Trans>Plan</Trans>
              </dt>
              <dd className="font-medium capitalize">{planName(i18n, current.plan)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">
                {current.cancelAtPeriodEnd || current.provider !== 'stripe'
                  ? t({ message: 'Ends', comment: 'the date the paid period ends' })
                  : t({ message: 'Renews', comment: 'the date the plan renews' })}
              </dt>
              <dd className="font-medium">
                {current.currentPeriodEnd ? formatDay(current.currentPeriodEnd) : '-'}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">
                <Trans>Paid with</Trans>
              </dt>
              <dd className="font-medium">
                {current.provider ? i18n._(PROVIDER_LABELS[current.provider]) : '-'}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="text-muted-foreground">
            <Trans>You have no paid plan yet.</Trans>
          </p>
        )}
        {current.status === 'past_due' && (
          <p className="text-warning">
            <Trans>
              Your last payment failed. Update your card with your bank or pay again to keep full
              access.
            </Trans>
          </p>
        )}
        {current.cancelAtPeriodEnd && paid && (
          <p className="text-muted-foreground">
            <Trans>Cancelled: it will not renew.</Trans>
          </p>
        )}
        {canCancel && (
          <>
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              <Trans>Cancel at period end</Trans>
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t`Cancel your subscription?`}
              description={
                periodEnd
                  ? t`You keep full access until ${periodEnd}; it will not renew after that.`
                  : t`You keep full access until the end of the period; it will not renew after that.`
              }
              confirmLabel={t`Cancel subscription`}
              cancelLabel={t`Keep it`}
              destructive
              onConfirm={async () => {
                try {
                  await cancel.mutateAsync();
                  toast.success(t`Your subscription will not renew`);
                } catch (error) {
                  toast.error(errorMessage(error, t`Could not cancel. Please try again.`));
                  throw error;
                }
              }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function pickPrice(plan: Plan, currency: string | undefined) {
  return plan.prices.find((p) => p.currency === currency) ?? plan.prices[0]!;
}

function PlansSection({
  data,
  current,
  preferredCurrency,
  redirect,
}: {
  data: PlansResponse;
  current: CurrentSubscription;
  preferredCurrency?: string;
  redirect: (url: string) => void;
}) {
  const currencies = [...new Set(data.plans.flatMap((p) => p.prices.map((x) => x.currency)))];
  const [currency, setCurrency] = useState(
    preferredCurrency && currencies.includes(preferredCurrency)
      ? preferredCurrency
      : (currencies[0] ?? 'USD'),
  );
  // Someone paying by mobile money pays the next period the same way; otherwise the first offered.
  const [provider, setProvider] = useState<PaymentProvider | null>(
    current.provider === 'paystack' && data.providers.includes('paystack')
      ? 'paystack'
      : (data.providers[0] ?? null),
  );
  const checkout = useStartCheckout();
  const { t, i18n } = useLingui();
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);
  const hasCardPlan =
    current.provider === 'stripe' && current.status === 'active' && !current.cancelAtPeriodEnd;

  const buy = async (plan: Plan) => {
    if (!provider) return;
    setPendingPlan(plan.id);
    try {
      const price = pickPrice(plan, currency);
      redirect(await checkout.mutateAsync({ plan: plan.id, provider, currency: price.currency }));
    } catch (error) {
      toast.error(errorMessage(error, t`Could not start the payment. Please try again.`));
      setPendingPlan(null);
    }
  };

  return (
    <section aria-labelledby="plans-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="plans-heading" className="text-lg font-semibold">
          <Trans>Plans</Trans>
        </h2>
        {currencies.length > 1 && (
          <label className="flex items-center gap-2 text-sm">
            <Trans>Currency</Trans>
            <select
              className="h-9 rounded-md border border-input bg-surface px-2 text-sm"
              value={currency}
              onChange={(e) => setCurrency(e.target.value)}
            >
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>

      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Benefits`}>
        {data.benefits.map((b) => (
          <li key={b} className="flex items-center gap-2 text-sm">
            <Check className="size-4 text-primary" aria-hidden />
            {benefitText(i18n, b)}
          </li>
        ))}
      </ul>

      {data.providers.length === 0 ? (
        <div
          role="status"
          className="rounded-lg border border-border bg-surface-muted p-4 text-sm text-muted-foreground"
        >
          <Trans>
            Payments are not set up on this server yet. Contact support to have your plan activated.
          </Trans>
        </div>
      ) : (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">
            <Trans>Pay with</Trans>
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {data.providers.map((p) => (
              <label
                key={p}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm focus-within:ring-2 focus-within:ring-ring',
                  provider === p ? 'border-primary bg-primary-soft' : 'border-border',
                )}
              >
                <input
                  type="radio"
                  name="provider"
                  value={p}
                  checked={provider === p}
                  onChange={() => setProvider(p)}
                  className="sr-only"
                />
                {p === 'stripe' ? (
                  <CreditCard className="size-5" aria-hidden />
                ) : (
                  <Smartphone className="size-5" aria-hidden />
                )}
                <span>
                  <span className="block font-medium">
                    {p === 'stripe' ? t`Card` : t`Mobile money (M-Pesa and more) or card`}
                  </span>
                  <span className="text-muted-foreground">
                    {p === 'stripe'
                      ? t`Renews automatically until you cancel`
                      : t`Pay each period; we remind you before it ends`}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        {data.plans.map((plan) => {
          const price = pickPrice(plan, currency);
          const blocked = provider === 'stripe' && hasCardPlan;
          const isCurrent = current.status === 'active' && current.plan === plan.id;
          return (
            <Card
              key={plan.id}
              className={cn('flex flex-col', isCurrent && 'border-primary ring-1 ring-primary/40')}
            >
              <CardHeader>
                <CardTitle className="flex items-center justify-between gap-2">
                  {planName(i18n, plan.id, plan.name)}
                  {isCurrent && (
                    <Badge variant="primary">
                      <Trans>Current plan</Trans>
                    </Badge>
                  )}
                </CardTitle>
              </CardHeader>
              <CardContent className="mt-auto space-y-4">
                <p>
                  <span className="text-3xl font-semibold">{formatPrice(price)}</span>{' '}
                  <span className="text-muted-foreground">
                    / {intervalText(i18n, plan.interval)}
                  </span>
                </p>
                <Button
                  className="w-full"
                  // Nothing to buy with a card plan running: a quiet button, not a faded call.
                  variant={blocked ? 'outline' : 'primary'}
                  disabled={
                    !provider || blocked || (pendingPlan !== null && pendingPlan !== plan.id)
                  }
                  loading={pendingPlan === plan.id}
                  onClick={() => void buy(plan)}
                >
                  {blocked
                    ? t`Your card plan renews by itself`
                    : buyLabel(i18n, plan.id, current.status === 'active' && Boolean(current.plan))}
                </Button>
              </CardContent>
            </Card>
          );
        })}
      </div>
    </section>
  );
}

const HISTORY_STATUS_VARIANT = {
  paid: 'primary',
  granted: 'primary',
  failed: 'danger',
  cancelled: 'neutral',
} as const;

const amountOf = (h: CurrentSubscription['history'][number]) =>
  h.currency && h.amount > 0 ? formatPrice({ amount: h.amount, currency: h.currency }) : '-';

/** Billing history: a table from tablet width up, a list of lines on phones. */
function BillingHistory({ current }: { current: CurrentSubscription }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="history-heading" className="space-y-3">
      <h2 id="history-heading" className="text-lg font-semibold">
        <Trans>Billing history</Trans>
      </h2>
      {current.history.length === 0 ? (
        <EmptyState icon={Receipt} title={t`No payments yet`} />
      ) : (
        <>
          <ul className="divide-y divide-border rounded-lg border border-border sm:hidden">
            {current.history.map((h) => (
              <li key={h.id} className="flex items-start justify-between gap-3 px-3 py-3 text-sm">
                <div className="min-w-0 space-y-0.5">
                  <p className="font-medium">
                    <span className="capitalize">{planName(i18n, h.plan)}</span>
                    <span className="text-muted-foreground">
                      {' '}
                      · {i18n._(PROVIDER_SHORT[h.provider])}
                    </span>
                  </p>
                  <p className="text-muted-foreground">{formatDay(h.createdAt)}</p>
                  <p
                    className="truncate font-mono text-xs text-muted-foreground"
                    title={h.reference}
                  >
                    {h.reference}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-semibold tabular-nums">{amountOf(h)}</span>
                  <Badge variant={HISTORY_STATUS_VARIANT[h.status]} className="capitalize">
                    {paymentStatusText(i18n, h.status)}
                  </Badge>
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-lg border border-border sm:block">
            <table className="w-full text-sm">
              <thead className="bg-surface-muted text-left text-muted-foreground">
                <tr>
                  <th className="px-3 py-2 font-medium">
                    <Trans>Date</Trans>
                  </th>
                  <th className="px-3 py-2 font-medium">
                    <Trans>Plan</Trans>
                  </th>
                  <th className="px-3 py-2 font-medium">
                    <Trans>Method</Trans>
                  </th>
                  <th className="px-3 py-2 font-medium">
                    <Trans>Reference</Trans>
                  </th>
                  <th className="px-3 py-2 text-right font-medium">
                    <Trans>Amount</Trans>
                  </th>
                  <th className="px-3 py-2 font-medium">
                    <Trans>Status</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {current.history.map((h) => (
                  <tr key={h.id} className="border-t border-border">
                    <td className="px-3 py-2 whitespace-nowrap">{formatDay(h.createdAt)}</td>
                    <td className="px-3 py-2 capitalize">{planName(i18n, h.plan)}</td>
                    <td className="px-3 py-2">{i18n._(PROVIDER_SHORT[h.provider])}</td>
                    <td className="max-w-48 px-3 py-2">
                      <span
                        className="block truncate font-mono text-xs text-muted-foreground"
                        title={h.reference}
                      >
                        {h.reference}
                      </span>
                    </td>
                    <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                      {amountOf(h)}
                    </td>
                    <td className="px-3 py-2">
                      <Badge variant={HISTORY_STATUS_VARIANT[h.status]} className="capitalize">
                        {paymentStatusText(i18n, h.status)}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
