import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BusinessSyncHealth } from '@app/contracts/sync-status';
import { Badge } from '#src/components/ui/badge.tsx';
import { formatCount, formatDateTime, formatRelativeTime } from '#src/lib/format.ts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 hours ago", "just now"; "Never" when a device has not synced at all. */
function ago(i18n: I18n, iso: string | null, now: number): string {
  if (!iso) return i18n._(msg`Never`);
  const diff = new Date(iso).getTime() - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return formatRelativeTime(Math.round(diff / ms), unit);
  }
  return i18n._(msg`just now`);
}

/** A relative time; the exact one on hover. */
function When({ iso, now }: { iso: string | null; now: number }) {
  const { i18n } = useLingui();
  if (!iso) return <span className="text-muted-foreground">—</span>;
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {ago(i18n, iso, now)}
    </time>
  );
}

function Waiting({ count }: { count: number }) {
  const waiting = formatCount(count);
  return count > 0 ? (
    <Badge variant="warning">
      <Trans comment="sales waiting to reach the server">{waiting} waiting</Trans>
    </Badge>
  ) : (
    <span className="text-muted-foreground">
      <Trans comment="no sales waiting">None</Trans>
    </span>
  );
}

/**
 * Sales made offline and not yet on the server, per business, as its devices last reported
 * (ADR 029): businesses with sales waiting first, then the stalest last sync.
 */
export function SyncHealthTable({
  businesses,
  now,
}: {
  businesses: BusinessSyncHealth[];
  /** The time "ago" counts from: when the health was checked. */
  now: number;
}) {
  const { t } = useLingui();
  if (businesses.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>
          No device has reported an offline queue yet. Devices report after they sync sales made
          offline.
        </Trans>
      </p>
    );
  }
  return (
    <>
      {/* Phones: one card per business. */}
      <ul className="divide-y divide-border text-sm sm:hidden">
        {businesses.map((b) => (
          <li key={b.businessId} className="flex flex-col gap-1 py-3">
            <div className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate font-medium" title={b.businessName}>
                {b.businessName}
              </span>
              <Waiting count={b.waiting} />
            </div>
            <dl className="grid grid-cols-[7.5rem_1fr] gap-x-3 gap-y-0.5 text-muted-foreground">
              {b.waiting > 0 && (
                <>
                  <dt>
                    <Trans>Oldest waiting</Trans>
                  </dt>
                  <dd className="text-foreground">
                    <When iso={b.oldestWaitingAt} now={now} />
                  </dd>
                </>
              )}
              <dt>
                <Trans>Last sync</Trans>
              </dt>
              <dd className="text-foreground">
                {b.lastSyncAt ? <When iso={b.lastSyncAt} now={now} /> : t`Never`}
              </dd>
              <dt>
                <Trans>Reported</Trans>
              </dt>
              <dd className="text-foreground">
                <When iso={b.reportedAt} now={now} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-sm">
          <thead className="text-left text-muted-foreground">
            <tr className="border-b border-border">
              <th className="py-2 pr-3 font-medium">
                <Trans>Business</Trans>
              </th>
              <th className="px-3 py-2 font-medium">
                <Trans>Waiting</Trans>
              </th>
              <th className="px-3 py-2 font-medium">
                <Trans>Oldest waiting</Trans>
              </th>
              <th className="px-3 py-2 font-medium">
                <Trans>Last sync</Trans>
              </th>
              <th className="py-2 pl-3 font-medium">
                <Trans>Reported</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {businesses.map((b) => (
              <tr key={b.businessId}>
                <td className="max-w-56 truncate py-2 pr-3 font-medium" title={b.businessName}>
                  {b.businessName}
                </td>
                <td className="px-3 py-2">
                  <Waiting count={b.waiting} />
                </td>
                <td className="px-3 py-2">
                  <When iso={b.waiting > 0 ? b.oldestWaitingAt : null} now={now} />
                </td>
                <td className="px-3 py-2">
                  {b.lastSyncAt ? <When iso={b.lastSyncAt} now={now} /> : t`Never`}
                </td>
                <td className="py-2 pl-3">
                  <When iso={b.reportedAt} now={now} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
