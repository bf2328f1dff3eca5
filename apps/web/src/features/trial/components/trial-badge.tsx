import { Clock, Sparkles, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#src/components/ui/badge.tsx';
import { cn } from '#src/lib/cn.ts';
import { useSession } from '#src/lib/session.ts';
import { useTrialStatus } from '../api/get-trial-status.ts';
import { trialBadgeModel } from './trial-badge-model.ts';

const ICONS = { beta: Sparkles, trial: Clock, grace: TriangleAlert, required: TriangleAlert };

/**
 * The compact trial/beta status pill of the top bar: days left, orange when the end is near, red in
 * the grace period or once a subscription is required. Links to /subscriptions.
 */
export function TrialBadge({ className }: { className?: string }) {
  const { isAdmin, isVerified } = useSession();
  const status = useTrialStatus();
  const model = isVerified ? trialBadgeModel(status, isAdmin) : null;
  if (!model) return null;
  const Icon = ICONS[model.kind];
  return (
    <Link
      to="/subscriptions"
      title={status?.message}
      aria-label={`${model.label}. ${status?.message ?? ''} View plans.`}
      className={cn('rounded-full focus-visible:outline-offset-2', className)}
    >
      <Badge
        variant={model.tone}
        className={cn(
          'h-7 transition-colors hover:brightness-95 dark:hover:brightness-110',
          model.tone === 'danger' && 'font-semibold',
        )}
      >
        <Icon aria-hidden />
        <span className="sm:hidden">{model.short}</span>
        <span className="hidden sm:inline">{model.label}</span>
      </Badge>
    </Link>
  );
}
