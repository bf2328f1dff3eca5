import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Hourglass, Lock, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { TrialStatus } from '@app/contracts';
import { Badge } from '#src/components/ui/badge.tsx';
import { cn } from '#src/lib/cn.ts';
import { useSession } from '#src/lib/session.ts';
import { useTrialStatus } from '../api/get-trial-status.ts';
import { trialStatusMessage } from '../status-message.ts';
import { trialBadgeModel, type TrialBadgeModel } from './trial-badge-model.ts';

const ICONS = { beta: Sparkles, trial: Clock, grace: Hourglass, required: Lock };

/**
 * The compact trial/beta status pill of the top bar: days left, orange when the end is near, soft
 * red in the grace period (high urgency), solid red once a subscription is required (critical).
 * Links to /subscriptions.
 */
export function TrialBadge({ className }: { className?: string }) {
  const { isAdmin, isVerified } = useSession();
  const status = useTrialStatus();
  // Through the provider's i18n, so the pill re-renders in a newly picked language.
  const { i18n } = useLingui();
  return (
    <TrialBadgeView
      status={status}
      model={isVerified ? trialBadgeModel(status, isAdmin, i18n) : null}
      className={className}
    />
  );
}

export function TrialBadgeView({
  status,
  model,
  className,
}: {
  status: TrialStatus | undefined;
  model: TrialBadgeModel | null;
  className?: string;
}) {
  const { i18n } = useLingui();
  if (!model) return null;
  const Icon = ICONS[model.kind];
  const message = status && trialStatusMessage(status, i18n);
  return (
    <Link
      to="/subscriptions"
      title={message}
      className={cn('rounded-full focus-visible:outline-offset-2', className)}
    >
      <Badge
        variant={model.tone}
        data-urgency={model.urgency}
        className={cn(
          'h-7 transition-colors hover:brightness-95 dark:hover:brightness-110',
          (model.urgency === 'high' || model.urgency === 'critical') && 'font-semibold',
          model.urgency === 'critical' && 'shadow-sm',
        )}
      >
        <Icon aria-hidden />
        {/* The top bar is full up to 1536 px (the red pill pushed the account menu off a
            1280 px screen): the short text until there is room, the full one read after it. */}
        <span className="2xl:hidden">{model.short}</span>
        <span className="sr-only 2xl:hidden">: {model.label}</span>
        <span className="hidden 2xl:inline">{model.label}</span>
      </Badge>
      {/* Read after the badge's visible text, not instead of it: a name that does not contain
          what is on screen defeats voice control (Lighthouse: label-content-name-mismatch). */}
      <span className="sr-only">
        . {message} <Trans>View plans.</Trans>
      </span>
    </Link>
  );
}
