import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminReadReplica } from '@app/contracts';
import { Badge } from '#src/components/ui/badge.tsx';
import { formatCount } from '#src/lib/format.ts';

/** In use, skipped (behind, or every read on the primary for a while) or down. */
function State({ replica, maxLagMs }: { replica: AdminReadReplica; maxLagMs: number }) {
  if (!replica.up) {
    return (
      <Badge variant="danger">
        <Trans comment="a read replica that does not answer">Down</Trans>
      </Badge>
    );
  }
  if (!replica.skipped) {
    return (
      <Badge variant="primary">
        <Trans comment="a read replica that takes reads now">In use</Trans>
      </Badge>
    );
  }
  const behind = replica.lag_ms === null || replica.lag_ms > maxLagMs;
  return (
    <Badge variant="warning">
      {behind ? (
        <Trans comment="a read replica too far behind the primary to take reads">
          Skipped: behind
        </Trans>
      ) : (
        <Trans comment="a read replica not used for a moment: reads go to the main database">
          Skipped for now
        </Trans>
      )}
    </Badge>
  );
}

function Lag({ ms }: { ms: number | null }) {
  if (ms === null) return <span className="text-muted-foreground">—</span>;
  const lag = formatCount(ms);
  return <Trans comment="milliseconds">{lag} ms</Trans>;
}

/**
 * The read replicas (DATABASE_READ_URLS) as the instance that answered sees them: each
 * instance measures their lag itself and skips one that is down or past the bound (ADR 080).
 */
export function ReadReplicasTable({
  replicas,
  maxLagMs,
}: {
  replicas: AdminReadReplica[];
  /** DATABASE_READ_MAX_LAG_MS: past it a replica is skipped. */
  maxLagMs: number;
}) {
  const { t } = useLingui();
  const bound = formatCount(maxLagMs);
  if (replicas.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No read replica is configured: every read goes to the main database.</Trans>
      </p>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-muted-foreground">
        <Trans>
          Reports, lists and the online shop read from these; a replica that is down or more than{' '}
          {bound} ms behind is skipped. As seen by the server that answered this page.
        </Trans>
      </p>
      <ul className="divide-y divide-border text-sm" aria-label={t`Read replicas`}>
        {replicas.map((r) => (
          <li
            key={r.name}
            className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
            <span className="min-w-0 truncate font-mono text-xs" title={r.name}>
              {r.name}
            </span>
            <span className="flex items-center gap-3 tabular-nums">
              <span className="text-muted-foreground">
                <Trans comment="how far a read replica is behind the main database">Lag</Trans>{' '}
                <span className="text-foreground">
                  <Lag ms={r.lag_ms} />
                </span>
              </span>
              <State replica={r} maxLagMs={maxLagMs} />
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
