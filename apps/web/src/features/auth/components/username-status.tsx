import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import type { UsernameAvailability } from './use-username-availability.ts';
import { useAuthText } from '../messages.ts';

function Line({
  tone,
  icon,
  alert,
  children,
}: {
  tone: 'muted' | 'ok' | 'bad';
  icon?: ReactNode;
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <p
      role={alert ? 'alert' : undefined}
      aria-live={alert ? undefined : 'polite'}
      className={cn(
        'flex min-h-5 items-start gap-1.5 text-sm',
        tone === 'muted' && 'text-muted-foreground',
        tone === 'ok' && 'text-primary',
        tone === 'bad' && 'text-danger',
      )}
    >
      {icon}
      <span>{children}</span>
    </p>
  );
}

/**
 * The line under a username field: the broken rule (once typing pauses), checking, available or
 * taken; otherwise the `idle` hint.
 */
export function UsernameStatus({
  availability,
  idle,
}: {
  availability: UsernameAvailability;
  idle?: string;
}) {
  const { state, problem, message, candidate, settled } = availability;
  const { t } = useLingui();
  const text = useAuthText();
  const iconClass = 'mt-0.5 size-4 shrink-0';
  if (problem && candidate && settled) {
    return (
      <Line tone="bad" alert icon={<CircleAlert className={iconClass} aria-hidden />}>
        {text(problem)}
      </Line>
    );
  }
  if (state === 'checking') {
    return (
      <Line
        tone="muted"
        icon={<Spinner className="mt-[3px] size-3.5 shrink-0 border-[1.5px]" label={t`Checking`} />}
      >
        <Trans>Checking availability…</Trans>
      </Line>
    );
  }
  if (state === 'available') {
    return (
      <Line tone="ok" icon={<CircleCheck className={iconClass} aria-hidden />}>
        {text(message)}
      </Line>
    );
  }
  if (state === 'taken') {
    return (
      <Line tone="bad" alert icon={<CircleAlert className={iconClass} aria-hidden />}>
        {text(message)}
      </Line>
    );
  }
  return idle ? <Line tone="muted">{idle}</Line> : null;
}
