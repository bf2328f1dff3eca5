import type { Transfer } from '@app/contracts/transfers';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { cn } from '#src/lib/cn.ts';
import { formatCount, formatDateTime, useMoney } from '#src/lib/format.ts';

/** Transfers sent and received, newest first. */
export function TransferList({
  transfers,
  currency,
  timezone,
}: {
  transfers: Transfer[];
  currency: string;
  timezone?: string;
}) {
  const { t } = useLingui();
  const money = useMoney(currency);
  return (
    <ul className="space-y-2" aria-label={t`Transfers`}>
      {transfers.map((transfer) => {
        const out = transfer.direction === 'out';
        const other = out ? transfer.toBusinessName : transfer.fromBusinessName;
        const units = formatCount(transfer.quantity);
        const Icon = out ? ArrowUpRight : ArrowDownLeft;
        return (
          <li key={transfer.id} className="rounded-2xl border border-border bg-surface p-4">
            <div className="flex items-start gap-3">
              <span
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-full',
                  out ? 'bg-warning-soft text-warning' : 'bg-primary-soft text-primary',
                )}
              >
                <Icon className="size-4" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {out ? <Trans>Sent to {other}</Trans> : <Trans>Received from {other}</Trans>}
                </p>
                <p className="text-xs text-muted-foreground">
                  {formatDateTime(transfer.createdAt, timezone)} ·{' '}
                  {plural(transfer.quantity, { one: `${units} unit`, other: `${units} units` })}
                </p>
                <p className="mt-1 truncate text-sm text-muted-foreground">
                  {transfer.lines
                    .map((l) => `${formatCount(l.quantity)} × ${l.productName}`)
                    .join(', ')}
                </p>
              </div>
              <p className="font-semibold tabular-nums">{money(transfer.value)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
