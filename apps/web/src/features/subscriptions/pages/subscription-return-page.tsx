import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { CurrentSubscription } from '@app/contracts';
import { Link } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentSubscription } from '../api/subscriptions.ts';
import { formatDay } from '../components/format.ts';
import { planName } from '../messages.ts';

/** How often and how long the success page asks whether the provider's webhook has landed. */
export const RETURN_POLL_MS = 2_000;
export const RETURN_POLL_LIMIT_MS = 2 * 60_000;

/**
 * /subscriptions/success and /subscriptions/cancel: where the payment page sends the user back.
 * Success waits (polling) until the webhook has activated the plan, then calls `onActivated` so
 * the app drops its cached trial status and unlocks without a reload.
 */
export function SubscriptionReturnPage({
  outcome,
  onActivated,
}: {
  outcome: 'success' | 'cancel';
  onActivated?: () => void;
}) {
  if (outcome === 'cancel') {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-surface-muted">
          <XCircle className="size-8 text-muted-foreground" aria-hidden />
        </span>
        <h1 className="text-xl font-semibold">
          <Trans>Payment cancelled</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>Nothing was charged. You can try again any time.</Trans>
        </p>
        <Button asChild>
          <Link to="/subscriptions">
            <Trans>Back to plans</Trans>
          </Link>
        </Button>
      </div>
    );
  }
  return <WaitForActivation onActivated={onActivated} />;
}

/** "Monthly plan · renews 12 May 2026": one sentence each way, as languages order them. */
function ActivePlanLine({ plan, renews, day }: { plan: string; renews: boolean; day: string }) {
  return (
    <p className="rounded-lg border border-border bg-surface-muted px-4 py-2 text-sm">
      {renews ? (
        <Trans>
          <span className="font-medium capitalize">{plan}</span> plan · renews {day}
        </Trans>
      ) : (
        <Trans>
          <span className="font-medium capitalize">{plan}</span> plan · paid until {day}
        </Trans>
      )}
    </p>
  );
}

/** The webhook has landed: the plan is active and grants full access. */
export const isActivated = (data: CurrentSubscription) =>
  data.hasFullAccess && data.status === 'active' && data.plan !== null;

function WaitForActivation({ onActivated }: { onActivated?: () => void }) {
  const [gaveUp, setGaveUp] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const query = useCurrentSubscription(
    gaveUp ? false : { pollMs: RETURN_POLL_MS, until: isActivated },
  );
  const active = query.data ? isActivated(query.data) : false;
  const { t, i18n } = useLingui();

  useEffect(() => {
    if (active) onActivated?.();
  }, [active, onActivated]);
  useEffect(() => {
    if (active || gaveUp) return;
    const timer = setTimeout(() => setGaveUp(true), RETURN_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [active, gaveUp, attempt]);

  if (active) {
    return (
      <div
        className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
        role="status"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft">
          <CheckCircle2 className="size-8 text-primary" aria-hidden />
        </span>
        <h1 className="text-xl font-semibold">
          <Trans>Thank you! Your plan is active</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>You have full access again.</Trans>
        </p>
        {query.data?.currentPeriodEnd && (
          <ActivePlanLine
            plan={planName(i18n, query.data.plan ?? '')}
            renews={query.data.provider === 'stripe' && !query.data.cancelAtPeriodEnd}
            day={formatDay(query.data.currentPeriodEnd)}
          />
        )}
        <Button asChild>
          <Link to="/businesses">
            <Trans>Continue</Trans>
          </Link>
        </Button>
      </div>
    );
  }
  if (gaveUp) {
    return (
      <div
        className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
        role="status"
      >
        <h1 className="text-xl font-semibold">
          <Trans>We have not heard from the payment provider yet</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>
            If you paid, your plan activates as soon as the confirmation arrives; this can take a
            few minutes.
          </Trans>
        </p>
        <Button
          onClick={() => {
            setAttempt((n) => n + 1);
            setGaveUp(false);
            void query.refetch();
          }}
        >
          <Trans>Check again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
      role="status"
    >
      <Spinner label={t`Confirming your payment`} />
      <h1 className="text-xl font-semibold">
        <Trans>Confirming your payment…</Trans>
      </h1>
      <p className="text-sm text-muted-foreground">
        <Trans>This page updates by itself.</Trans>
      </p>
    </div>
  );
}
