import type { DataExport } from '@app/contracts/data-transfer';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatBytes } from '#src/lib/format-bytes.ts';
import { formatDateTime } from '#src/lib/format.ts';
import { useDownloadExport, useExportList } from '../api/data-transfer.ts';

/** One past export: when, how it stands, its size and link while it lasts. */
function ExportItem({ item, businessId }: { item: DataExport; businessId: string | null }) {
  const { t, i18n } = useLingui();
  const download = useDownloadExport(businessId);
  const size = formatBytes(i18n, item.sizeBytes ?? null);
  const created = formatDateTime(item.createdAt);
  const live = item.status === 'ready' && item.url;
  const expires = item.expiresAt ? formatDateTime(item.expiresAt) : '';
  const progress = item.progress;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="text-sm font-medium">{created}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {(item.status === 'pending' || item.status === 'running') && (
            <>
              <Badge variant="primary">
                <Trans>Preparing… {progress}%</Trans>
              </Badge>
              <progress
                className="h-1.5 w-24 accent-primary"
                max={100}
                value={item.progress}
                aria-label={`${item.progress}%`}
              />
            </>
          )}
          {live && (
            <>
              <Badge variant="primary">
                <Trans context="data export status">Ready</Trans>
              </Badge>
              <span>
                <Trans>
                  {size} · link works until {expires}
                </Trans>
              </span>
            </>
          )}
          {item.status === 'ready' && !item.url && (
            <Badge>
              <Trans context="data export status">Expired</Trans>
            </Badge>
          )}
          {item.status === 'failed' && (
            <Badge variant="danger">
              <Trans context="data export status">Failed</Trans>
            </Badge>
          )}
        </div>
        {download.error && (
          <p className="text-sm text-danger" role="alert">
            {errorMessage(download.error, t`The download failed. Try again.`)}
          </p>
        )}
      </div>
      {live && (
        <Button
          size="sm"
          variant="outline"
          className="shrink-0 self-start sm:self-center"
          loading={download.isPending}
          onClick={() => download.mutate(item.id)}
        >
          <Download className="size-4" aria-hidden />
          <Trans>Download</Trans>
        </Button>
      )}
    </li>
  );
}

/** The exports made so far, newest first; a business's list updates live while one is made. */
export function ExportList({ businessId }: { businessId: string | null }) {
  const { t } = useLingui();
  const list = useExportList(businessId);
  const items = list.data?.pages.flatMap((p) => p.exports) ?? [];
  if (list.isPending) return null;
  if (list.error) {
    return (
      <p className="text-sm text-danger" role="alert">
        {errorMessage(list.error, t`The exports could not be loaded.`)}
      </p>
    );
  }
  if (items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No exports yet. Each one stays downloadable for 24 hours.</Trans>
      </p>
    );
  }
  return (
    <div>
      <ul className="divide-y divide-border" aria-label={t`Past exports`}>
        {items.map((item) => (
          <ExportItem key={item.id} item={item} businessId={businessId} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button
          size="sm"
          variant="ghost"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          <Trans>Show older exports</Trans>
        </Button>
      )}
    </div>
  );
}
