import type { InventoryItem } from '@app/contracts/inventory';
import type { StockReport } from '@app/contracts/reports';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '#src/components/ui/badge.tsx';
import { cn } from '#src/lib/cn.ts';
import type { ReportFormatters } from '../format.ts';
import { categoryLabel, thresholdOf } from '../report-model.ts';

function TableCard({
  id,
  title,
  description,
  children,
}: {
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className="report-section scroll-mt-24 overflow-hidden rounded-2xl border border-border bg-surface shadow-sm"
    >
      <div className="px-4 pt-4 pb-3 sm:px-5">
        <h2 className="font-semibold tracking-tight">{title}</h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}

const th =
  'px-4 py-2.5 text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase sm:px-5';
const td = 'px-4 py-3 sm:px-5';
const num = 'text-right tabular-nums whitespace-nowrap';

function PhoneFigure({ label, value, danger }: { label: string; value: string; danger?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-normal text-muted-foreground">{label}</dt>
      <dd className={cn('truncate tabular-nums', danger && 'text-danger')}>{value}</dd>
    </div>
  );
}

export function CategoryTable({
  report,
  format,
}: {
  report: StockReport;
  format: ReportFormatters;
}) {
  const { t: translate, i18n } = useLingui();
  const t = report.totals;
  return (
    <TableCard
      title={translate`By category`}
      description={translate`Everything on the shelf, grouped as in your inventory`}
    >
      <ul className="divide-y divide-border border-t border-border sm:hidden">
        {report.byCategory.map((row) => {
          const itemCount = row.itemCount;
          const unitCount = row.unitCount;
          const products = format.count(itemCount);
          const units = format.count(unitCount);
          return (
            <li key={row.categoryId ?? 'none'} className="px-4 py-3">
              <div className="flex items-baseline justify-between gap-3">
                <p
                  className={cn(
                    'min-w-0 truncate font-medium',
                    !row.categoryName && 'text-muted-foreground',
                  )}
                >
                  {categoryLabel(i18n, row)}
                </p>
                <p className="shrink-0 text-xs text-muted-foreground">
                  {translate`${plural(itemCount, { one: `${products} product`, other: `${products} products` })}`}{' '}
                  ·{' '}
                  {translate`${plural(unitCount, { one: `${units} unit`, other: `${units} units` })}`}
                </p>
              </div>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
                <PhoneFigure
                  label={translate`At cost`}
                  value={format.money(row.stockValueAtCost)}
                />
                <PhoneFigure
                  label={translate`At price`}
                  value={format.money(row.stockValueAtPrice)}
                />
                <PhoneFigure
                  label={translate`Profit`}
                  value={format.money(row.potentialProfit)}
                  danger={row.potentialProfit < 0}
                />
              </dl>
            </li>
          );
        })}
        <li className="bg-surface-muted/40 px-4 py-3">
          <p className="font-semibold">
            <Trans>Total</Trans>
          </p>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-sm font-semibold">
            <PhoneFigure label={translate`At cost`} value={format.money(t.stockValueAtCost)} />
            <PhoneFigure label={translate`At price`} value={format.money(t.stockValueAtPrice)} />
            <PhoneFigure label={translate`Profit`} value={format.money(t.potentialProfit)} />
          </dl>
        </li>
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[40rem] text-sm">
          <thead className="border-y border-border bg-surface-muted/60 text-left">
            <tr>
              <th scope="col" className={th}>
                <Trans>Category</Trans>
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                <Trans>Products</Trans>
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                <Trans>Units</Trans>
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                <Trans>At cost</Trans>
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                <Trans>At price</Trans>
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                <Trans>Profit</Trans>
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                <Trans comment="table header: products low on stock / out of stock">
                  Low / out
                </Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {report.byCategory.map((row) => (
              <tr key={row.categoryId ?? 'none'} className="break-inside-avoid">
                <th
                  scope="row"
                  className={cn(
                    td,
                    'max-w-56 text-left font-medium',
                    !row.categoryName && 'text-muted-foreground',
                  )}
                >
                  {categoryLabel(i18n, row)}
                </th>
                <td className={cn(td, num)}>{format.count(row.itemCount)}</td>
                <td className={cn(td, num)}>{format.count(row.unitCount)}</td>
                <td className={cn(td, num)}>{format.money(row.stockValueAtCost)}</td>
                <td className={cn(td, num)}>{format.money(row.stockValueAtPrice)}</td>
                <td className={cn(td, num, row.potentialProfit < 0 && 'text-danger')}>
                  {format.money(row.potentialProfit)}
                </td>
                <td className={cn(td, num)}>
                  <span className={cn(row.lowStockCount > 0 && 'text-warning')}>
                    {format.count(row.lowStockCount)}
                  </span>
                  <span className="text-muted-foreground"> / </span>
                  <span className={cn(row.outOfStockCount > 0 && 'text-danger')}>
                    {format.count(row.outOfStockCount)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-border bg-surface-muted/40 font-semibold">
            <tr>
              <th scope="row" className={cn(td, 'text-left')}>
                <Trans>Total</Trans>
              </th>
              <td className={cn(td, num)}>{format.count(t.itemCount)}</td>
              <td className={cn(td, num)}>{format.count(t.unitCount)}</td>
              <td className={cn(td, num)}>{format.money(t.stockValueAtCost)}</td>
              <td className={cn(td, num)}>{format.money(t.stockValueAtPrice)}</td>
              <td className={cn(td, num)}>{format.money(t.potentialProfit)}</td>
              <td className={cn(td, num)}>
                {format.count(t.lowStockCount)} / {format.count(t.outOfStockCount)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </TableCard>
  );
}

function HistoryLink({ item, businessId }: { item: InventoryItem; businessId: string }) {
  const { t } = useLingui();
  const name = item.name;
  return (
    <Link
      to={`/stock-history/${encodeURIComponent(businessId)}?productId=${encodeURIComponent(item.id)}`}
      className="inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-surface-muted hover:text-foreground print:hidden"
      aria-label={t`Stock history of ${name}`}
      title={t`Stock history`}
    >
      <History className="size-4" aria-hidden />
    </Link>
  );
}

interface ItemTableProps {
  id: string;
  title: string;
  emptyText: string;
  items: InventoryItem[];
  /** How many items the totals count (the list holds at most STOCK_REPORT_LIST_LIMIT). */
  count: number;
  kind: 'low' | 'out';
  businessId: string;
  businessThreshold: number;
  format: ReportFormatters;
}

/** Items to restock: name and SKU, category, what is left (and the alert level), price. */
export function ItemTable({
  id,
  title,
  emptyText,
  items,
  count,
  kind,
  businessId,
  businessThreshold,
  format,
}: ItemTableProps) {
  const { t } = useLingui();
  const listed = format.count(items.length);
  const all = format.count(count);
  return (
    <TableCard
      id={id}
      title={
        <span className="flex items-center gap-2">
          {title}
          <Badge variant={count === 0 ? 'neutral' : kind === 'low' ? 'warning' : 'danger'}>
            {format.count(count)}
          </Badge>
        </span>
      }
      description={
        items.length < count
          ? t`The ${listed} most urgent of ${all} are listed; the CSV export has the same list.`
          : undefined
      }
    >
      {items.length === 0 ? (
        <p className="border-t border-border px-5 py-8 text-center text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-y border-border bg-surface-muted/60 text-left">
              <tr>
                <th scope="col" className={th}>
                  <Trans>Product</Trans>
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  <Trans>In stock</Trans>
                </th>
                {kind === 'low' && (
                  <th scope="col" className={cn(th, 'hidden text-right sm:table-cell')}>
                    <Trans comment="table header: the low-stock alert level">Low at</Trans>
                  </th>
                )}
                <th scope="col" className={cn(th, 'hidden text-right sm:table-cell')}>
                  <Trans>Price</Trans>
                </th>
                <th scope="col" className={cn(th, 'w-12 print:hidden')}>
                  <span className="sr-only">
                    <Trans comment="table header: link to the stock history">History</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {items.map((item) => (
                <tr key={item.id} className="break-inside-avoid">
                  <td className={cn(td, 'max-w-64')}>
                    <div className="truncate font-medium">{item.name}</div>
                    <div className="truncate text-xs text-muted-foreground">
                      {[item.sku, item.categoryName ?? t`Uncategorised`]
                        .filter(Boolean)
                        .join(' · ')}
                    </div>
                  </td>
                  <td
                    className={cn(
                      td,
                      num,
                      'font-semibold',
                      kind === 'low' ? 'text-warning' : 'text-danger',
                    )}
                  >
                    {format.count(item.stock)}
                    {item.unit && (
                      <span className="ml-1 text-xs font-normal text-muted-foreground">
                        {item.unit}
                      </span>
                    )}
                  </td>
                  {kind === 'low' && (
                    <td className={cn(td, num, 'hidden text-muted-foreground sm:table-cell')}>
                      {format.count(thresholdOf(item, businessThreshold))}
                    </td>
                  )}
                  <td className={cn(td, num, 'hidden sm:table-cell')}>
                    {format.moneyExact(item.price)}
                  </td>
                  <td className="w-12 pr-2 text-right print:hidden">
                    <HistoryLink item={item} businessId={businessId} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TableCard>
  );
}
