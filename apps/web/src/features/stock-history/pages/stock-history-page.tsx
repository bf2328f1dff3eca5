import type { Business } from '@app/contracts/businesses';
import type { InventoryItem } from '@app/contracts/inventory';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, History, PackageSearch, SearchX } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatCount } from '#src/lib/format.ts';
import { toast } from '#src/lib/toast.ts';
import { useProduct } from '../api/get-product.ts';
import { useStockEntries } from '../api/get-stock-entries.ts';
import { Pagination } from '../components/pagination.tsx';
import { StockEntryList, StockEntryListSkeleton } from '../components/stock-entry-list.tsx';
import { StockHistoryFiltersBar } from '../components/stock-history-filters.tsx';
import { downloadFile } from '#src/lib/csv.ts';
import { EXPORT_MAX_ROWS, exportStockHistoryCsv } from '../export-csv.ts';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  hasNarrowingFilters,
  type StockHistoryFilters,
} from '../filters.ts';
import { createFormatters, type Formatters } from '../format.ts';

function fileSlug(text: string) {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

function ProductSummary({
  item,
  format,
  businessId,
}: {
  item: InventoryItem;
  format: Formatters;
  businessId: string;
}) {
  const { t } = useLingui();
  const out = item.stock <= 0;
  const sku = item.sku;
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 items-center gap-3 sm:flex-1">
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt=""
            className="size-12 shrink-0 rounded-xl border border-border object-cover"
          />
        ) : (
          <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <PackageSearch className="size-6" aria-hidden />
          </div>
        )}
        <div className="min-w-0">
          <p className="truncate font-semibold">{item.name}</p>
          <p className="truncate text-sm text-muted-foreground">
            {[sku && t`SKU ${sku}`, item.categoryName ?? t`Uncategorised`]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <div>
            <dt className="text-muted-foreground">
              <Trans>In stock</Trans>
            </dt>
            <dd className="flex items-center gap-1.5 font-semibold tabular-nums">
              {format.count(item.stock)}
              {item.unit && <span className="font-normal text-muted-foreground">{item.unit}</span>}
              {out ? (
                <Badge variant="danger">
                  <Trans>Out of stock</Trans>
                </Badge>
              ) : (
                item.isLowStock && (
                  <Badge variant="warning">
                    <Trans comment="badge: the stock is low">Low</Trans>
                  </Badge>
                )
              )}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              <Trans comment="the buying price">Cost</Trans>
            </dt>
            <dd className="font-semibold tabular-nums">{format.money(item.cost ?? 0)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              <Trans>Price</Trans>
            </dt>
            <dd className="font-semibold tabular-nums">{format.money(item.price)}</dd>
          </div>
        </dl>
        <Button asChild variant="outline" size="sm">
          <Link to={`/inventory/${encodeURIComponent(businessId)}`}>
            <Trans>Open inventory</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * /stock-history/{businessId}: every stock entry of the business, newest first, filtered by
 * product, type and dates (all kept in the address: /stock-history/{id}?productId=... links to
 * one product's history), a page at a time, with a CSV export of the whole filtered list.
 */
export function StockHistoryPage({ business }: { business: Business }) {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  const format = useMemo(
    () => createFormatters(business.currency, business.settings.timezone),
    [business.currency, business.settings.timezone],
  );
  const today = format.isoDay(new Date());
  const query = useStockEntries(business.id, filters);
  const product = useProduct(business.id, filters.productId);
  const [exporting, setExporting] = useState(false);
  const listTop = useRef<HTMLDivElement>(null);

  const data = query.data;
  const productName =
    product.data?.name ??
    (filters.productId
      ? data?.entries.find((e) => e.productId === filters.productId)?.productName
      : undefined);

  const apply = (next: StockHistoryFilters) =>
    setParams(filtersToSearchParams(next), { replace: true, preventScrollReset: true });
  const changeFilters = (change: Partial<StockHistoryFilters>) =>
    apply({ ...filters, ...change, page: 1 });
  const clearFilters = () => apply({ page: 1, limit: filters.limit });
  const goToPage = (page: number) => {
    apply({ ...filters, page });
    listTop.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const productHref = (productId: string) =>
    `?${filtersToSearchParams({ ...filters, productId, page: 1 }).toString()}`;
  const labelsHref = (productId: string, quantity: number) =>
    `/labels/${encodeURIComponent(business.id)}?${new URLSearchParams({ item: productId, quantity: String(quantity) }).toString()}`;

  const handleExport = async () => {
    setExporting(true);
    const toastId = toast.loading(t`Preparing the CSV file…`);
    try {
      const result = await exportStockHistoryCsv(
        i18n,
        business.id,
        filters,
        business.currency,
        format,
        (doneCount, totalCount) => {
          const done = formatCount(doneCount);
          const total = formatCount(totalCount);
          toast.loading(t`Preparing the CSV file… ${done} of ${total}`, { id: toastId });
        },
      );
      const name = [
        'stock-history',
        business.slug,
        productName && fileSlug(productName),
        filters.type,
        filters.from,
        filters.to,
        today,
      ]
        .filter(Boolean)
        .join('-');
      downloadFile(result.csv, `${name}.csv`, 'text/csv;charset=utf-8');
      const exportedCount = result.exported;
      const exported = formatCount(exportedCount);
      const total = formatCount(result.total);
      toast.success(
        result.total > result.exported
          ? t`Exported the ${exported} most recent of ${total} entries. Narrow the dates to export the rest.`
          : t`${plural(exportedCount, { one: `Exported ${exported} entry.`, other: `Exported ${exported} entries.` })}`,
        { id: toastId },
      );
    } catch (err) {
      toast.error(errorMessage(err, t`Could not export the stock history. Try again.`), {
        id: toastId,
      });
    } finally {
      setExporting(false);
    }
  };

  const filtered = hasNarrowingFilters(filters);
  const pastTheEnd = data && data.entries.length === 0 && data.total > 0;

  let body;
  if (!data) {
    body = query.isError ? (
      <EmptyState
        icon={History}
        title={t`Could not load the stock history`}
        description={errorMessage(query.error, t`Check your connection and try again.`)}
        action={
          <>
            <Button
              variant="outline"
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              <Trans>Try again</Trans>
            </Button>
            {filtered && (
              <Button variant="ghost" onClick={clearFilters}>
                <Trans>Clear filters</Trans>
              </Button>
            )}
          </>
        }
      />
    ) : (
      <StockEntryListSkeleton />
    );
  } else if (data.total === 0) {
    body = filtered ? (
      <EmptyState
        icon={SearchX}
        title={t`No stock changes match these filters`}
        description={t`Try another period or type, or clear the filters to see everything.`}
        action={
          <Button variant="outline" onClick={clearFilters}>
            <Trans>Clear filters</Trans>
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={History}
        title={t`No stock changes yet`}
        description={t`Opening stock, restocks, sales, returns and adjustments appear here as they happen.`}
        action={
          <Button asChild>
            <Link to={`/inventory/${encodeURIComponent(business.id)}`}>
              <Trans>Go to inventory</Trans>
            </Link>
          </Button>
        }
      />
    );
  } else if (pastTheEnd) {
    body = (
      <EmptyState
        icon={History}
        title={t`This page is past the end of the list`}
        action={
          <Button
            variant="outline"
            onClick={() => goToPage(Math.max(1, Math.ceil(data.total / filters.limit)))}
          >
            <Trans>Go to the last page</Trans>
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <StockEntryList
          entries={data.entries}
          format={format}
          productHref={productHref}
          labelsHref={labelsHref}
          showProduct={!filters.productId}
          stale={query.isPlaceholderData}
        />
        <Pagination
          page={filters.page}
          limit={filters.limit}
          total={data.total}
          onPage={goToPage}
          onLimit={(limit) => apply({ ...filters, limit, page: 1 })}
        />
      </>
    );
  }

  const maxRows = formatCount(EXPORT_MAX_ROWS);
  const entryCount = data?.total ?? 0;
  const entries = formatCount(entryCount);

  return (
    <div>
      <PageHeader
        title={t`Stock history`}
        description={t`Every change to your stock, newest first.`}
        actions={
          <Button
            variant="outline"
            loading={exporting}
            disabled={!data || data.total === 0}
            onClick={() => void handleExport()}
            title={t`Download the filtered entries as CSV (up to ${maxRows})`}
          >
            {!exporting && <Download aria-hidden />}
            <Trans>Export CSV</Trans>
          </Button>
        }
      />
      <div className="space-y-4">
        <StockHistoryFiltersBar
          businessId={business.id}
          filters={filters}
          productName={productName}
          today={today}
          onChange={changeFilters}
          onClear={clearFilters}
        />
        {filters.productId &&
          (product.data ? (
            <ProductSummary item={product.data} format={format} businessId={business.id} />
          ) : (
            product.isPending && <Skeleton className="h-20 w-full rounded-2xl" />
          ))}
        <div ref={listTop} className="scroll-mt-24">
          {data && data.total > 0 && !pastTheEnd && (
            <p className="sr-only" role="status">
              {t`${plural(entryCount, { one: `${entries} entry`, other: `${entries} entries` })}`}
            </p>
          )}
          {body}
        </div>
      </div>
    </div>
  );
}
