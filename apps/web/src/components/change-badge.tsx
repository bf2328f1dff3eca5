import { useLingui } from '@lingui/react/macro';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { cn } from '#src/lib/cn.ts';
import { percentChange } from '#src/lib/percent-change.ts';

/**
 * The change against the period before: an arrow, the percent, and green when it is good news
 * (for expenses, a fall is the good news).
 */
export function ChangeBadge({
  current,
  previous,
  inverse = false,
  className,
}: {
  current: number;
  previous: number;
  inverse?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  const change = percentChange(current, previous);
  // percentChange's 'New' (up from nothing) is English; the percentages and '—' need no words.
  const label =
    change.percent === null && change.direction !== 'flat'
      ? t({
          message: 'New',
          context: 'a figure up from nothing in the period before',
          comment: 'a figure that was zero in the period before',
        })
      : change.label;
  const good = change.direction === 'flat' ? null : (change.direction === 'up') !== inverse;
  const Icon =
    change.direction === 'up' ? ArrowUpRight : change.direction === 'down' ? ArrowDownRight : Minus;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-xs font-medium tabular-nums',
        good === null && 'bg-surface-muted text-muted-foreground',
        good === true && 'bg-primary-soft text-primary',
        good === false && 'bg-danger-soft text-danger',
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {label}
    </span>
  );
}
