import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { useClockSkew } from './clock-skew.ts';

/**
 * Shown on the POS while this device's clock is more than a few minutes off the server's (issue
 * 48). It blocks nothing: sales are recorded at the right time anyway; the times this device
 * shows by itself (an offline receipt) follow its clock, so the seller should set it.
 */
export function ClockSkewNotice() {
  // Subscribed to the language: the skew's words are made in this render.
  useLingui();
  const skew = useClockSkew();
  if (!skew) return null;
  const howFar = skew.text;
  return (
    <div
      role="status"
      data-testid="clock-skew-notice"
      className="flex items-start gap-3 rounded-xl border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-warning"
    >
      <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        <span className="font-semibold">
          {skew.ahead ? (
            <Trans>This device&apos;s clock is {howFar} ahead.</Trans>
          ) : (
            <Trans>This device&apos;s clock is {howFar} behind.</Trans>
          )}
        </span>{' '}
        <Trans>
          Sales are still recorded at the right time. Set its date and time to automatic so the
          times it shows are right too.
        </Trans>
      </p>
    </div>
  );
}
