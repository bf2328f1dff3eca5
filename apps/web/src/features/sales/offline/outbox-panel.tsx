import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, CloudOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Panel } from '#src/components/ui/panel.tsx';
import { useOnlineStatus } from '#src/lib/use-online-status.ts';
import { useQueuedWrites } from '#src/lib/use-queued-writes.ts';
import { formatDateTime, formatMoney } from '../format.ts';
import { requestOutboxSync } from './outbox-runner.ts';
import { NeedsAttention } from './needs-attention.tsx';
import { QueuedWriteRow } from './queued-write-row.tsx';
import { useOutbox } from './use-outbox.ts';

/** "5 min", "2 h", "3 days": how long the oldest sale has waited. */
export function waitedFor(i18n: I18n, since: number, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - since) / 60_000));
  if (minutes < 1) return i18n._(msg`just now`);
  if (minutes < 60) return i18n._(msg({ message: `${minutes} min`, comment: 'minutes, short' }));
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return i18n._(msg({ message: `${hours} h`, comment: 'hours, short' }));
  const days = Math.floor(hours / 24);
  return i18n._(msg`${days} days`);
}

/**
 * The navigation's sign that sales (and till writes: shifts, cash, refunds) wait on this device
 * (ADR 075): how many and for how long, opening the list with "Sync now", and for
 * refused ones their reason and what can be done.
 */
export function OutboxIndicator() {
  const { t, i18n } = useLingui();
  const outbox = useOutbox();
  const writes = useQueuedWrites();
  const [open, setOpen] = useState(false);
  const count = outbox.sales.length + writes.length;
  const needsAttention =
    outbox.attention.length > 0 || writes.some((w) => w.status === 'attention');
  const oldestAt = Math.min(outbox.oldestAt ?? Infinity, writes[0]?.queuedAt ?? Infinity);
  // The list stays open after its last sale is synced or discarded, to say so.
  if (count === 0 && !open) return null;
  const waited = Number.isFinite(oldestAt) ? waitedFor(i18n, oldestAt) : '';
  // Sales alone are counted as sales; with shifts, cash or refunds among them, as changes.
  const what =
    writes.length === 0
      ? t`${plural(count, { one: '# sale waiting to sync', other: '# sales waiting to sync' })}`
      : t`${plural(count, { one: '# change waiting to sync', other: '# changes waiting to sync' })}`;
  const label = waited ? t`${what}, oldest ${waited}` : what;
  return (
    <>
      {count > 0 && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className={
            needsAttention
              ? 'inline-flex h-8 items-center gap-1.5 rounded-full border border-danger/30 bg-danger-soft px-2.5 text-xs font-semibold text-danger'
              : 'inline-flex h-8 items-center gap-1.5 rounded-full border border-warning/30 bg-warning-soft px-2.5 text-xs font-semibold text-warning'
          }
          aria-label={label}
          title={label}
        >
          {needsAttention ? (
            <AlertTriangle className="size-3.5" aria-hidden />
          ) : (
            <CloudOff className="size-3.5" aria-hidden />
          )}
          <span className="tabular-nums">{count}</span>
          <span className="hidden 2xl:inline">
            <Trans comment="sales waiting to be sent to the server">waiting</Trans>
          </span>
        </button>
      )}
      {open && <OutboxPanel onClose={() => setOpen(false)} />}
    </>
  );
}

function OutboxPanel({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { sales, waiting } = useOutbox();
  const writes = useQueuedWrites();
  const online = useOnlineStatus();
  return (
    <Panel
      open
      onOpenChange={(o) => !o && onClose()}
      title={t`Sales waiting to sync`}
      description={t`Recorded on this phone and not yet confirmed by the server. They are sent by themselves, oldest first.`}
    >
      <div className="space-y-4">
        {writes.length > 0 && (
          <section aria-labelledby="queued-writes" className="space-y-2">
            <h3 id="queued-writes" className="text-sm font-semibold">
              <Trans>Shifts, cash and refunds</Trans>
            </h3>
            <ul className="divide-y divide-border rounded-2xl border border-border">
              {writes.map((write) => (
                <QueuedWriteRow key={write.id} write={write} />
              ))}
            </ul>
          </section>
        )}
        {sales.length === 0 ? (
          writes.length === 0 && (
            <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-sm">
              <Trans>Everything is synced.</Trans>
            </p>
          )
        ) : (
          <ul className="divide-y divide-border rounded-2xl border border-border">
            {sales.map((sale) => {
              const count = sale.summary.itemCount;
              const attempts = sale.attempts;
              return (
                <li key={sale.id} className="space-y-2 px-4 py-3">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium">
                        {sale.summary.businessName}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        <Plural value={count} one="# item" other="# items" /> ·{' '}
                        {formatDateTime(sale.queuedAt)}
                      </span>
                    </span>
                    <span className="font-semibold tabular-nums">
                      {formatMoney(sale.summary.total, sale.summary.currency)}
                    </span>
                  </div>
                  {sale.status === 'attention' ? (
                    <NeedsAttention sale={sale} onLeave={onClose} />
                  ) : (
                    <p className="text-xs text-muted-foreground">
                      {attempts > 0 ? (
                        <Plural
                          value={attempts}
                          one="Waiting for the connection (tried # time)"
                          other="Waiting for the connection (tried # times)"
                        />
                      ) : (
                        <Trans>Waiting to be sent</Trans>
                      )}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <Button
          className="h-11 w-full"
          disabled={!online || waiting.length + writes.length === 0}
          onClick={requestOutboxSync}
        >
          <RefreshCw aria-hidden />
          {online ? (
            <Trans>Sync now</Trans>
          ) : (
            <Trans>Offline: syncs when the connection returns</Trans>
          )}
        </Button>
      </div>
    </Panel>
  );
}
