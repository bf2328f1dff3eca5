import type { Dashboard } from '@app/contracts/dashboard';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { LoadFailedState } from '#src/components/ui/load-failed-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatDateTime } from '#src/lib/format.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { useMonthTrend } from '../api/get-month-trend.ts';
import { KpiCards } from '../components/kpi-cards.tsx';
import { LowStockList, OutstandingList, RecentSalesList } from '../components/dashboard-lists.tsx';
import { GettingStarted } from '../components/getting-started.tsx';
import { QuickActions } from '../components/quick-actions.tsx';
import { formatMoneyShort } from '../format.ts';

const TrendChart = lazy(() =>
  import('../components/trend-chart.tsx').then((m) => ({ default: m.TrendChart })),
);

function MonthTrend({ businessId, dashboard }: { businessId: string; dashboard: Dashboard }) {
  const { t } = useLingui();
  const trend = useMonthTrend(businessId, { from: dashboard.month.from, to: dashboard.today.from });
  const revenue = formatMoneyShort(dashboard.month.revenue, dashboard.currency);
  return (
    <section className="chart-card min-w-0 rounded-2xl lg:col-span-2 border border-border bg-surface p-4 shadow-sm sm:p-5">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 className="font-semibold tracking-tight">
          <Trans>This month</Trans>
        </h2>
        <p className="text-sm text-muted-foreground tabular-nums">
          <Trans comment="this month's revenue, e.g. ₦1.2M revenue">{revenue} revenue</Trans>
        </p>
      </div>
      {trend.data ? (
        <Suspense fallback={<Skeleton className="h-[224px] w-full" />}>
          <TrendChart series={trend.data} currency={dashboard.currency} />
        </Suspense>
      ) : trend.isError ? (
        <p className="py-16 text-center text-sm text-muted-foreground">
          {errorMessage(trend.error, t`The chart could not be loaded.`)}{' '}
          <button
            type="button"
            className="font-medium text-primary hover:underline"
            onClick={() => void trend.refetch()}
          >
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        <Skeleton className="h-[224px] w-full" />
      )}
    </section>
  );
}

function DashboardSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading the dashboard</Trans>
      </span>
      <Skeleton className="h-10 w-64" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}

/** /dashboard/{businessId}: what the owner opens every morning. */
export function DashboardPage({
  businessId,
  businessName,
}: {
  businessId: string;
  businessName: string;
}) {
  const { t } = useLingui();
  const query = useDashboard(businessId);
  const dashboard = query.data;
  const header = (
    <PageHeader
      title={businessName}
      description={t`Your business at a glance`}
      actions={
        <div className="flex flex-wrap gap-2">
          <QuickActions businessId={businessId} />
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Refresh`}
            className="hidden sm:inline-flex"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {!query.isFetching && <RefreshCw aria-hidden />}
          </Button>
        </div>
      }
    />
  );

  if (!dashboard) {
    return (
      <>
        {header}
        {query.isError ? (
          <LoadFailedState query={query} title={t`The dashboard could not be loaded`} />
        ) : (
          <DashboardSkeleton />
        )}
      </>
    );
  }

  const isNew = dashboard.recentSales.length === 0;
  const savedAt =
    dashboard.asOf === undefined ? '' : formatDateTime(new Date(dashboard.asOf).toISOString());
  return (
    <div className="space-y-4 sm:space-y-6">
      {header}
      {dashboard.asOf !== undefined && (
        <p role="status" className="rounded-xl bg-warning-soft px-3 py-2 text-sm text-warning">
          <Trans>
            Offline: figures as of {savedAt}, saved on this device. Sales made since then are not
            counted yet.
          </Trans>
        </p>
      )}
      {isNew && <GettingStarted businessId={businessId} />}
      <KpiCards dashboard={dashboard} />
      <div className="grid gap-4 lg:grid-cols-2 sm:gap-6">
        {!isNew && <MonthTrend businessId={businessId} dashboard={dashboard} />}
        <RecentSalesList dashboard={dashboard} businessId={businessId} />
        <LowStockList dashboard={dashboard} businessId={businessId} />
        <OutstandingList dashboard={dashboard} businessId={businessId} />
      </div>
    </div>
  );
}
