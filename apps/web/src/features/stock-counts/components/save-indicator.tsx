import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, CheckCircle2, CloudOff } from 'lucide-react';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { formatCount } from '#src/lib/format.ts';
import type { SaveState } from '../use-count-session.ts';

/** Whether the counts typed here reached the server: saved, saving, kept offline, or refused. */
export function SaveIndicator({ state, waiting }: { state: SaveState; waiting: number }) {
  const { t } = useLingui();
  const shown = formatCount(waiting);
  if (state === 'offline') {
    return (
      <span
        role="status"
        className="inline-flex items-center gap-1.5 rounded-full border border-warning/25 bg-warning-soft px-2.5 py-1 text-xs font-medium text-warning"
      >
        <CloudOff className="size-3.5" aria-hidden />
        {t`Offline: ${plural(waiting, { one: `${shown} count kept on this device`, other: `${shown} counts kept on this device` })}`}
      </span>
    );
  }
  if (state === 'failed') {
    return (
      <span
        role="status"
        className="inline-flex items-center gap-1.5 text-xs font-medium text-danger"
      >
        <AlertTriangle className="size-3.5" aria-hidden />
        <Trans>Not saved</Trans>
      </span>
    );
  }
  if (state === 'saving') {
    return (
      <span
        role="status"
        className="inline-flex items-center gap-1.5 text-xs text-muted-foreground"
      >
        <Spinner className="size-3.5" />
        <Trans>Saving…</Trans>
      </span>
    );
  }
  return (
    <span role="status" className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
      <CheckCircle2 className="size-3.5 text-primary" aria-hidden />
      <Trans>All counts saved</Trans>
    </span>
  );
}
