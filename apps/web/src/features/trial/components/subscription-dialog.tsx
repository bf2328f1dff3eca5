import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import {
  BarChart3,
  Bot,
  Cloud,
  Crown,
  Infinity as InfinityIcon,
  LifeBuoy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES, SUBSCRIPTION_DIALOG_COOLDOWN_MS } from '@app/contracts';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { emitAppEvent, useAppEvent } from '#src/lib/events.ts';
import { useSession } from '#src/lib/session.ts';
import { useTrialStatus } from '../api/get-trial-status.ts';
import { trialKeys } from '../api/keys.ts';
import { trialText } from '../messages.ts';

export const SUBSCRIPTIONS_PATH = '/subscriptions';

/** SPEC section 8: the paid benefits, in this order. */
export const SUBSCRIPTION_BENEFITS: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Unlimited Access', text: 'Record and edit without limits', icon: InfinityIcon },
  { title: 'AI Business Assistant', text: 'Answers from your own numbers', icon: Bot },
  { title: 'Multi-User Management', text: 'Let managers help run the shop', icon: Users },
  { title: 'Cloud Sync', text: 'Every device stays up to date', icon: Cloud },
  { title: 'Advanced Analytics', text: 'See what sells and when', icon: BarChart3 },
  { title: 'Priority Support', text: 'Answers from us, fast', icon: LifeBuoy },
];

/** The plans page and its payment return pages: where the dialog would only be in the way. */
const onSubscriptionPages = (pathname: string) =>
  pathname === SUBSCRIPTIONS_PATH || pathname.startsWith(`${SUBSCRIPTIONS_PATH}/`);

/** When the last dialog nobody asked for was shown (SPEC: at most one per 30 s). */
let lastUnpromptedAt = Number.NEGATIVE_INFINITY;

/** Decides whether an unprompted dialog may show now, and records it if so. */
export function claimUnpromptedSlot(now: number = Date.now()): boolean {
  if (now - lastUnpromptedAt < SUBSCRIPTION_DIALOG_COOLDOWN_MS) return false;
  lastUnpromptedAt = now;
  return true;
}

export function resetUnpromptedCooldown(): void {
  lastUnpromptedAt = Number.NEGATIVE_INFINITY;
}

/**
 * The Subscription Required dialog (SPEC sections 4 and 8). Opens when the API answers a write
 * with a subscription error (always: the user just tried something), and on start-up or a route
 * change while the trial status requires a subscription (at most once every 30 s).
 */
export function SubscriptionDialogHost() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { isLoggedIn, isVerified, isAdmin } = useSession();
  const status = useTrialStatus();
  const [message, setMessage] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const text = (english: string) => trialText(i18n, english);

  useAppEvent('subscription-required', (detail) => {
    if (onSubscriptionPages(pathname)) return;
    if (!detail.prompted && !claimUnpromptedSlot()) return;
    setMessage(detail.message || MESSAGES.notSubscribed);
    // The answer may mean the trial just ran out: the badge and checks should know.
    if (detail.prompted) void queryClient.invalidateQueries({ queryKey: trialKeys.all });
  });

  const required = isLoggedIn && isVerified && !isAdmin && status?.requiresSubscription === true;
  useEffect(() => {
    if (!required || onSubscriptionPages(pathname)) return;
    emitAppEvent('subscription-required', { message: MESSAGES.notSubscribed, prompted: false });
  }, [required, pathname]);

  const close = () => setMessage(null);
  const upgrade = () => {
    close();
    navigate(SUBSCRIPTIONS_PATH);
  };

  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && close()}
      title={
        <span className="flex items-center gap-2.5">
          <span className="flex size-9 items-center justify-center rounded-xl bg-warning-soft text-warning">
            <Crown className="size-5" aria-hidden />
          </span>
          {text(MESSAGES.subscriptionTitle)}
        </span>
      }
      description={text(message ?? MESSAGES.notSubscribed)}
      className="max-w-xl"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={upgrade} autoFocus>
            <Trans>Upgrade Now</Trans>
          </Button>
        </>
      }
    >
      <p className="text-sm text-muted-foreground">{text(MESSAGES.notSubscribedDetail)}</p>
      <ul
        className="mt-4 grid gap-2 sm:grid-cols-2"
        aria-label={t`What you get with a subscription`}
      >
        {SUBSCRIPTION_BENEFITS.map(({ title, text: description, icon: Icon }) => (
          <li
            key={title}
            className="flex items-start gap-3 rounded-xl border border-border bg-surface-muted/50 px-3 py-2.5"
          >
            <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon className="size-4" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-medium">{text(title)}</span>
              <span className="block text-xs text-muted-foreground">{text(description)}</span>
            </span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
