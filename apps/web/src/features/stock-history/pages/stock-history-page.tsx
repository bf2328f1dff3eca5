import type { Business } from '@app/contracts/businesses';
import type { InventoryItem } from '@app/contracts/inventory';
import { Download, History, PackageSearch, SearchX } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '#src/lib/toast.ts';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
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
  const out = item.stock <= 0;
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
            {[item.sku && `SKU ${item.sku}`, item.categoryName ?? 'Uncategorised']
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <div>
            <dt className="text-muted-foreground">In stock</dt>
            <dd className="flex items-center gap-1.5 font-semibold tabular-nums">
              {format.count(item.stock)}
              {item.unit && <span className="font-normal text-muted-foreground">{item.unit}</span>}
              {out ? (
                <Badge variant="danger">Out of stock</Badge>
              ) : (
                item.isLowStock && <Badge variant="warning">Low</Badge>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Cost</dt>
            <dd className="font-semibold tabular-nums">{format.money(item.cost)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Price</dt>
            <dd className="font-semibold tabular-nums">{format.money(item.price)}</dd>
          </div>
        </dl>
        <Button asChild variant="outline" size="sm">
          <Link to={`/inventory/${encodeURIComponent(businessId)}`}>Open inventory</Link>
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

  const handleExport = async () => {
    setExporting(true);
    const toastId = toast.loading('Preparing the CSV file…');
    try {
      const result = await exportStockHistoryCsv(
        business.id,
        filters,
        business.currency,
        format,
        (done, total) =>
          toast.loading(
            `Preparing the CSV file… ${done.toLocaleString()} of ${total.toLocaleString()}`,
            {
              id: toastId,
            },
          ),
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
      toast.success(
        result.total > result.exported
          ? `Exported the ${result.exported.toLocaleString()} most recent of ${result.total.toLocaleString()} entries. Narrow the dates to export the rest.`
          : `Exported ${result.exported.toLocaleString()} ${result.exported === 1 ? 'entry' : 'entries'}.`,
        { id: toastId },
      );
    } catch (err) {
      toast.error(errorMessage(err, 'Could not export the stock history. Try again.'), {
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
        title="Could not load the stock history"
        description={errorMessage(query.error, 'Check your connection and try again.')}
        action={
          <>
            <Button
              variant="outline"
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              Try again
            </Button>
            {filtered && (
              <Button variant="ghost" onClick={clearFilters}>
                Clear filters
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
        title="No stock changes match these filters"
        description="Try another period or type, or clear the filters to see everything."
        action={
          <Button variant="outline" onClick={clearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={History}
        title="No stock changes yet"
        description="Opening stock, restocks, sales, returns and adjustments appear here as they happen."
        action={
          <Button asChild>
            <Link to={`/inventory/${encodeURIComponent(business.id)}`}>Go to inventory</Link>
          </Button>
        }
      />
    );
  } else if (pastTheEnd) {
    body = (
      <EmptyState
        icon={History}
        title="This page is past the end of the list"
        action={
          <Button
            variant="outline"
            onClick={() => goToPage(Math.max(1, Math.ceil(data.total / filters.limit)))}
          >
            Go to the last page
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

  return (
    <div>
      <PageHeader
        title="Stock history"
        description="Every change to your stock, newest first."
        actions={
          <Button
            variant="outline"
            loading={exporting}
            disabled={!data || data.total === 0}
            onClick={() => void handleExport()}
            title={`Download the filtered entries as CSV (up to ${EXPORT_MAX_ROWS.toLocaleString()})`}
          >
            {!exporting && <Download aria-hidden />}
            Export CSV
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
              {data.total.toLocaleString()} {data.total === 1 ? 'entry' : 'entries'}
            </p>
          )}
          {body}
        </div>
      </div>
    </div>
  );
}
