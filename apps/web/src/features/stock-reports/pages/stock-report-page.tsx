import type { Business } from '@app/contracts/businesses';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FileSpreadsheet, PackagePlus, Printer, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { toast } from '#src/lib/toast.ts';
import { useStockReport } from '../api/get-stock-report.ts';
import { KpiCards } from '../components/kpi-cards.tsx';
import { CategoryTable, ItemTable } from '../components/report-tables.tsx';
import { downloadFile } from '#src/lib/csv.ts';
import { createReportFormatters } from '../format.ts';
import { reportPrintCss } from '#src/lib/print-styles.ts';
import { stockReportCsv } from '../report-csv.ts';

// Paper is light whatever the theme, so the cost series keeps its light-theme colour.
const PRINT_CSS = reportPrintCss('--chart-cost: #0284c7 !important;');

// Recharts is large: it loads with the charts, after the figures are on screen.
const StockCharts = lazy(() =>
  import('../components/stock-charts.tsx').then((m) => ({ default: m.StockCharts })),
);

function ChartsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" aria-hidden>
      <Skeleton className="h-80 rounded-2xl" />
      <Skeleton className="h-80 rounded-2xl" />
    </div>
  );
}

function ReportSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading the stock report</Trans>
      </span>
      <div className="grid gap-3 sm:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-32 rounded-2xl" />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
      <ChartsSkeleton />
    </div>
  );
}

/** On paper only: who the report is for and when it was made. */
function PrintHeader({ business, generated }: { business: Business; generated: string }) {
  const currency = business.currency;
  return (
    <div className="mb-6 hidden items-center gap-4 border-b border-border pb-4 print:flex">
      {business.logoUrl && (
        <img src={business.logoUrl} alt="" className="size-14 rounded-xl object-cover" />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xl font-semibold">{business.name}</p>
        <p className="text-sm text-muted-foreground">
          {[business.address, business.phone].filter(Boolean).join(' · ')}
        </p>
      </div>
      <div className="text-right">
        <p className="font-semibold">
          <Trans>Financial stock report</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans comment="when the report was made: Generated 2 Mar 2026, 14:05">
            Generated {generated}
          </Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>Amounts in {currency}</Trans>
        </p>
      </div>
    </div>
  );
}

/**
 * /financial-stock-reports/{businessId}: what the stock is worth at cost and at selling price,
 * where it sits by category and what needs restocking; printable on A4 and exportable as CSV.
 */
export function StockReportPage({ business }: { business: Business }) {
  const { t, i18n } = useLingui();
  const query = useStockReport(business.id);
  const report = query.data;
  const format = useMemo(
    () => createReportFormatters(report?.currency ?? business.currency, business.settings.timezone),
    [report?.currency, business.currency, business.settings.timezone],
  );

  const handleCsv = () => {
    if (!report) return;
    const day = format.isoDateTime(report.generatedAt).slice(0, 10);
    downloadFile(
      stockReportCsv(i18n, report, business, format),
      `stock-report-${business.slug}-${day}.csv`,
      'text/csv;charset=utf-8',
    );
    toast.success(t`Stock report downloaded as CSV.`);
  };

  const empty = !report || report.totals.itemCount === 0;
  const actions = (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Refresh the report`}
        title={t`Refresh`}
        disabled={!report}
        onClick={() => void query.refetch()}
      >
        <RefreshCw
          className={query.isFetching && report ? 'animate-spin' : undefined}
          aria-hidden
        />
      </Button>
      <Button variant="outline" disabled={empty} onClick={handleCsv}>
        <Download aria-hidden />
        <Trans comment="button: download the report as a CSV file">CSV</Trans>
      </Button>
      <Button disabled={empty} onClick={() => window.print()}>
        <Printer aria-hidden />
        <Trans>Print</Trans>
      </Button>
    </>
  );

  let body;
  if (!report) {
    body = query.isError ? (
      <EmptyState
        icon={FileSpreadsheet}
        title={t`Could not load the stock report`}
        description={errorMessage(query.error, t`Check your connection and try again.`)}
        action={
          <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    ) : (
      <ReportSkeleton />
    );
  } else if (report.totals.itemCount === 0) {
    body = (
      <EmptyState
        icon={PackagePlus}
        title={t`No products yet`}
        description={t`Add products with their cost, price and stock in Inventory; this report values them for you.`}
        action={
          <Button asChild>
            <Link to={`/inventory/${encodeURIComponent(business.id)}`}>
              <Trans>Go to inventory</Trans>
            </Link>
          </Button>
        }
      />
    );
  } else {
    const threshold = business.settings.lowStockThreshold;
    body = (
      <div className="space-y-4">
        <KpiCards totals={report.totals} format={format} />
        <Suspense fallback={<ChartsSkeleton />}>
          <StockCharts report={report} format={format} />
        </Suspense>
        <CategoryTable report={report} format={format} />
        <div className="grid gap-4 xl:grid-cols-2 print:grid-cols-1">
          <ItemTable
            id="low-stock"
            title={t`Low on stock`}
            emptyText={t`Nothing is running low.`}
            items={report.lowStock}
            count={report.totals.lowStockCount}
            kind="low"
            businessId={business.id}
            businessThreshold={threshold}
            format={format}
          />
          <ItemTable
            id="out-of-stock"
            title={t`Out of stock`}
            emptyText={t`Everything is in stock.`}
            items={report.outOfStock}
            count={report.totals.outOfStockCount}
            kind="out"
            businessId={business.id}
            businessThreshold={threshold}
            format={format}
          />
        </div>
      </div>
    );
  }

  const generatedAt = report ? format.dateTime(report.generatedAt) : '';

  return (
    <div className="stock-report">
      <style>{PRINT_CSS}</style>
      {report && (
        <PrintHeader business={business} generated={format.dateTime(report.generatedAt)} />
      )}
      <PageHeader
        className="print:hidden"
        title={t`Stock report`}
        description={
          report
            ? t`What your stock is worth, as of ${generatedAt}.`
            : t`What your stock is worth, at cost and at selling price.`
        }
        actions={actions}
      />
      {body}
    </div>
  );
}
