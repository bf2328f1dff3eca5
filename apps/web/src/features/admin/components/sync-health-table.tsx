import type { BusinessSyncHealth } from '@app/contracts/sync-status';
import { Badge } from '#src/components/ui/badge.tsx';
import { formatCount, formatDateTime } from '#src/lib/format.ts';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 hours ago", "just now"; "Never" when a device has not synced at all. */
function ago(iso: string | null, now: number): string {
  if (!iso) return 'Never';
  const diff = new Date(iso).getTime() - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return 'just now';
}

/** A relative time; the exact one on hover. */
function When({ iso, now }: { iso: string | null; now: number }) {
  if (!iso) return <span className="text-muted-foreground">—</span>;
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {ago(iso, now)}
    </time>
  );
}

function Waiting({ count }: { count: number }) {
  return count > 0 ? (
    <Badge variant="warning">{formatCount(count)} waiting</Badge>
  ) : (
    <span className="text-muted-foreground">None</span>
  );
}

/**
 * Sales made offline and not yet on the server, per business, as its devices last reported
 * (issue 18): businesses with sales waiting first, then the stalest last sync.
 */
export function SyncHealthTable({
  businesses,
  now,
}: {
  businesses: BusinessSyncHealth[];
  /** The time "ago" counts from: when the health was checked. */
  now: number;
}) {
  if (businesses.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No device has reported an offline queue yet. Devices report after they sync sales made
        offline.
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
                  <dt>Oldest waiting</dt>
                  <dd className="text-foreground">
                    <When iso={b.oldestWaitingAt} now={now} />
                  </dd>
                </>
              )}
              <dt>Last sync</dt>
              <dd className="text-foreground">
                {b.lastSyncAt ? <When iso={b.lastSyncAt} now={now} /> : 'Never'}
              </dd>
              <dt>Reported</dt>
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
              <th className="py-2 pr-3 font-medium">Business</th>
              <th className="px-3 py-2 font-medium">Waiting</th>
              <th className="px-3 py-2 font-medium">Oldest waiting</th>
              <th className="px-3 py-2 font-medium">Last sync</th>
              <th className="py-2 pl-3 font-medium">Reported</th>
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
                  {b.lastSyncAt ? <When iso={b.lastSyncAt} now={now} /> : 'Never'}
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
