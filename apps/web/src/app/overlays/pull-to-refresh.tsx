import { MOBILE_BREAKPOINT_PX, PULL_TO_REFRESH } from '@app/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '#src/lib/cn.ts';
import { useMediaQuery } from '#src/lib/use-media-query.ts';
import { endPull, idlePull, movePull, startPull } from './pull-gesture.ts';

/** The spinner shows at least this long, so a fast refresh is still seen (SPEC: 2 s guard). */
const MIN_SPIN_MS = 2_000;

/** A touch that starts inside these scrolls or drags something of its own. */
const OWN_GESTURE =
  '[role="dialog"], [role="alertdialog"], [data-no-pull], input, textarea, select';

/**
 * Pull-to-refresh on phones: pulling the page down from its top refetches what the screen shows
 * (every active query). Nothing is listened to on wider screens.
 */
export function PullToRefresh() {
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const queryClient = useQueryClient();
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const gesture = useRef(idlePull());

  useEffect(() => {
    if (!phone) return;
    const onStart = (e: TouchEvent) => {
      const target = e.target as Element | null;
      const atTop = window.scrollY <= 0 && e.touches.length === 1 && !target?.closest(OWN_GESTURE);
      gesture.current = startPull(gesture.current, e.touches[0]!.clientY, atTop);
    };
    const onMove = (e: TouchEvent) => {
      gesture.current = movePull(gesture.current, e.touches[0]!.clientY);
      setDistance(gesture.current.distance);
    };
    const onEnd = () => {
      const { refresh, state } = endPull(gesture.current, Date.now());
      gesture.current = state;
      setDistance(0);
      if (!refresh) return;
      setRefreshing(true);
      const done = queryClient.refetchQueries({ type: 'active' }).catch(() => {});
      const shown = new Promise((resolve) => setTimeout(resolve, MIN_SPIN_MS));
      void Promise.all([done, shown]).then(() => setRefreshing(false));
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [phone, queryClient]);

  if (!phone || (distance === 0 && !refreshing)) return null;
  const ready = distance >= PULL_TO_REFRESH.threshold;
  const offset = refreshing ? 56 : distance * 0.6;
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-60 flex justify-center"
      style={{ transform: `translateY(${offset}px)` }}
      role="status"
      aria-live="polite"
    >
      <span
        className={cn(
          'flex size-10 items-center justify-center rounded-full border border-border bg-surface shadow-lg',
          ready || refreshing ? 'text-primary' : 'text-muted-foreground',
        )}
      >
        <RefreshCw
          className={cn('size-5', refreshing && 'animate-spin')}
          style={refreshing ? undefined : { transform: `rotate(${distance * 3}deg)` }}
          aria-hidden
        />
        <span className="sr-only">
          {refreshing ? (
            <Trans>Refreshing</Trans>
          ) : ready ? (
            <Trans>Release to refresh</Trans>
          ) : (
            <Trans>Pull to refresh</Trans>
          )}
        </span>
      </span>
    </div>
  );
}
