import { Trans } from '@lingui/react/macro';
import { cn } from '#src/lib/cn.ts';

/** New shop orders: a count beside Shop orders, and a dot on More so it is seen from every screen. */
export function OrderCount({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-warning px-1.5 text-[11px] leading-5 font-semibold text-white tabular-nums',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only">
        {' '}
        <Trans comment="after a count of shop orders: 3 new">new</Trans>
      </span>
    </span>
  );
}
