import type { Business } from '@app/contracts/businesses';
import type { StockCountSummary } from '@app/contracts/stock-counts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatCount, formatDateTime, useMoney } from '#src/lib/format.ts';
import { useCreateStockCount } from '../api/create-stock-count.ts';
import { useStockCounts } from '../api/get-stock-counts.ts';
import { StartCountDialog } from '../components/start-count-dialog.tsx';

export const STATUS_LABELS: Record<StockCountSummary['status'], MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'stock count status' }),
  applied: msg`Applied`,
  cancelled: msg`Cancelled`,
};
const SCOPE_LABELS: Record<StockCountSummary['scope'], MessageDescriptor> = {
  all: msg`All items`,
  category: msg`A category`,
  list: msg`Chosen items`,
};

export const countPath = (businessId: string, countId: string) =>
  `/stock-counts/${encodeURIComponent(businessId)}/${encodeURIComponent(countId)}`;

/** /stock-counts/{businessId}: the counts of the business, newest first, and starting one. */
export function StockCountsPage({ business }: { business: Business }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const counts = useStockCounts(business.id);
  const create = useCreateStockCount(business.id);
  const [starting, setStarting] = useState(false);
  const money = useMoney(business.currency);

  const startButton = (
    <Button
      onClick={() => {
        create.reset();
        setStarting(true);
      }}
    >
      <Plus className="size-4" aria-hidden />
      <Trans>Start a count</Trans>
    </Button>
  );

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t`Stock counts`}
        description={t`Count the shelf, see what is missing, and correct the stock in one step.`}
        actions={startButton}
      />
      {counts.isLoading ? (
        <div className="space-y-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 rounded-2xl" />
          ))}
        </div>
      ) : counts.isError ? (
        <EmptyState
          title={t`Could not load the stock counts`}
          description={errorMessage(counts.error, t`Try again.`)}
          action={<Button onClick={() => void counts.refetch()}>{t`Try again`}</Button>}
        />
      ) : counts.data?.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={t`No stock counts yet`}
          description={t`Start a count of the whole shop, a category or a few items. It works on the phone, with the camera, even offline.`}
          action={startButton}
        />
      ) : (
        <ul className="space-y-2">
          {counts.data!.map((c) => {
            const counted = formatCount(c.totals.counted);
            const items = formatCount(c.totals.items);
            return (
              <li key={c.id}>
                <Link
                  to={countPath(business.id, c.id)}
                  className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 transition-colors hover:bg-surface-muted"
                >
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="font-semibold">{i18n._(SCOPE_LABELS[c.scope])}</p>
                      <Badge
                        variant={
                          c.status === 'open'
                            ? 'warning'
                            : c.status === 'applied'
                              ? 'primary'
                              : 'neutral'
                        }
                      >
                        {i18n._(STATUS_LABELS[c.status])}
                      </Badge>
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {formatDateTime(c.createdAt, business.settings.timezone)} ·{' '}
                      <Trans>
                        {counted} of {items} counted
                      </Trans>
                    </p>
                  </div>
                  {c.totals.counted > 0 && (
                    <p
                      className={
                        c.totals.varianceValue < 0
                          ? 'font-semibold text-danger tabular-nums'
                          : 'font-semibold tabular-nums'
                      }
                    >
                      {money(c.totals.varianceValue)}
                    </p>
                  )}
                  <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <StartCountDialog
        open={starting}
        onOpenChange={setStarting}
        businessId={business.id}
        pending={create.isPending}
        error={create.error}
        onStart={(body) =>
          create.mutate(body, {
            onSuccess: (count) => {
              setStarting(false);
              void navigate(countPath(business.id, count.id));
            },
          })
        }
      />
    </div>
  );
}
