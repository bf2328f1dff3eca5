import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import {
  removeQueuedWrite,
  requestOutboxSync,
  updateQueuedWrite,
  type QueuedWrite,
} from '#src/lib/queued-writes.ts';
import { formatDateTime } from '../format.ts';

/** What a queued till write is, in a few words. */
function useWriteTitle(write: QueuedWrite): string {
  const { t } = useLingui();
  const register = write.subject.register ?? '';
  switch (write.kind) {
    case 'shift-open':
      return t`Shift opened · ${register}`;
    case 'cash-movement':
      return write.body.type === 'out' ? t`Cash paid out` : t`Cash paid in`;
    case 'shift-close':
      return t`Shift closed`;
    case 'refund':
      return t`Refund`;
  }
}

/**
 * A shift write or refund waiting on this phone (ADR 075): its state, and for one the server
 * refused, its reason with "Try again" and "Discard" (confirmed). Never dropped by itself.
 */
export function QueuedWriteRow({ write }: { write: QueuedWrite }) {
  const { t } = useLingui();
  const [discarding, setDiscarding] = useState(false);
  const title = useWriteTitle(write);
  const reason = write.reason ?? '';
  const sendAgain = () =>
    updateQueuedWrite(write.id, {
      status: 'waiting',
      reason: undefined,
      reasonCode: undefined,
      attempts: 0,
      nextAttemptAt: 0,
    }).then(requestOutboxSync);
  return (
    <li className="space-y-2 px-4 py-3" data-testid="queued-write">
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 truncate text-sm font-medium">{title}</span>
        <span className="shrink-0 text-xs text-muted-foreground">
          {formatDateTime(write.queuedAt)}
        </span>
      </div>
      {write.status === 'attention' ? (
        <div className="space-y-2">
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
            <Trans comment="why the server refused the change follows">Refused: {reason}</Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => void sendAgain()}>
              <RotateCcw aria-hidden />
              <Trans>Try again</Trans>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-danger hover:bg-danger-soft"
              onClick={() => setDiscarding(true)}
            >
              <Trash2 aria-hidden />
              <Trans>Discard</Trans>
            </Button>
          </div>
          <ConfirmDialog
            open={discarding}
            onOpenChange={setDiscarding}
            title={t`Discard this change?`}
            description={t`It was never recorded on the server: discarding it removes it from this phone for good.`}
            confirmLabel={t`Discard`}
            destructive
            onConfirm={() => removeQueuedWrite(write.id)}
          />
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">
          <Trans>Waiting to be sent, in order with the sales</Trans>
        </p>
      )}
    </li>
  );
}
