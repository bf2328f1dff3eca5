import type { AnalyticsQuery } from '@app/contracts/analytics';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3, FileSpreadsheet, Printer } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { analyticsCsv } from '../analytics-csv.ts';
import { useAnalytics } from '../api/get-analytics.ts';
import { KpiRow } from '../components/kpi-row.tsx';
import { RangePicker, type RangeState } from '../components/range-picker.tsx';
import { TopTables } from '../components/top-tables.tsx';
import { downloadFile } from '#src/lib/csv.ts';
import { reportPrintCss } from '#src/lib/print-styles.ts';
import { formatFullDay, presetRange, todayIn } from '../range.ts';

const PRINT_CSS = reportPrintCss();

const AnalyticsCharts = lazy(() =>
  import('../components/analytics-charts.tsx').then((m) => ({ default: m.AnalyticsCharts })),
);

function ChartsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-80 rounded-2xl" />
      ))}
    </div>
  );
}

interface AnalyticsBusiness {
  id: string;
  name: string;
  timezone: string;
}

/** /analytics/{businessId}: revenue, profit and what sells, over any range. */
export function AnalyticsPage({ business }: { business: AnalyticsBusiness }) {
  const { t, i18n } = useLingui();
  const today = todayIn(business.timezone);
  const [range, setRange] = useState<RangeState>(() => ({
    preset: '30d',
    ...presetRange('30d', today),
    granularity: 'auto',
  }));
  const query: AnalyticsQuery = {
    from: range.from,
    to: range.to,
    granularity: range.granularity === 'auto' ? undefined : range.granularity,
  };
  const analytics = useAnalytics(business.id, query);
  const report = analytics.data;

  const handlePreset = (preset: RangeState['preset']) =>
    setRange((current) =>
      preset === 'custom'
        ? { ...current, preset }
        : { ...current, preset, ...presetRange(preset, today) },
    );

  const handleCsv = () => {
    if (!report) return;
    downloadFile(
      analyticsCsv(report, i18n),
      `analytics-${report.from}-to-${report.to}.csv`,
      'text/csv;charset=utf-8',
    );
    toast.success(t`CSV downloaded`);
  };

  return (
    <div className="space-y-5">
      <style>{PRINT_CSS}</style>
      <PageHeader
        title={t`Analytics`}
        description={
          report ? (
            <>
              <span className="hidden print:inline">{business.name} · </span>
              {formatFullDay(report.from)} – {formatFullDay(report.to)}
            </>
          ) : (
            t`Revenue, profit and what sells`
          )
        }
        actions={
          <div className="flex gap-2 print:hidden">
            <Button variant="outline" onClick={handleCsv} disabled={!report}>
              <FileSpreadsheet aria-hidden /> CSV
            </Button>
            <Button variant="outline" onClick={() => window.print()} disabled={!report}>
              <Printer aria-hidden /> <Trans comment="a button: print the report">Print</Trans>
            </Button>
          </div>
        }
      />
      <RangePicker value={range} today={today} onPreset={handlePreset} onChange={setRange} />
      {analytics.isError && !report ? (
        <EmptyState
          icon={BarChart3}
          title={t`Analytics could not be loaded`}
          description={errorMessage(analytics.error, t`Check your connection and try again.`)}
          action={
            <Button
              variant="outline"
              loading={analytics.isFetching}
              onClick={() => void analytics.refetch()}
            >
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : !report ? (
        <div className="space-y-4" aria-busy="true">
          <span className="sr-only" role="status">
            <Trans>Loading analytics</Trans>
          </span>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-24 rounded-2xl" />
            ))}
          </div>
          <ChartsSkeleton />
        </div>
      ) : (
        <div
          className={
            analytics.isPlaceholderData
              ? 'space-y-4 opacity-60 transition-opacity'
              : 'space-y-4 transition-opacity'
          }
          aria-busy={analytics.isFetching || undefined}
        >
          {analytics.isError && (
            <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger">
              {errorMessage(analytics.error, t`This range could not be loaded.`)}
            </p>
          )}
          <KpiRow report={report} />
          <Suspense fallback={<ChartsSkeleton />}>
            <AnalyticsCharts report={report} />
          </Suspense>
          <TopTables report={report} />
        </div>
      )}
    </div>
  );
}
