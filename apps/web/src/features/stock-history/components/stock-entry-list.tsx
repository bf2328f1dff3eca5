import type { StockEntry } from '@app/contracts/stock';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Badge } from '#src/components/ui/badge.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { cn } from '#src/lib/cn.ts';
import { formatCount } from '#src/lib/format.ts';
import { ENTRY_TYPE_LABELS, ENTRY_TYPE_TONES } from '../entry-types.ts';
import type { Formatters } from '../format.ts';

interface StockEntryListProps {
  entries: StockEntry[];
  format: Formatters;
  /** The address that shows one product's history (keeps the other filters). */
  productHref: (productId: string) => string;
  /** Hide the product column when the list is one product's. */
  showProduct: boolean;
  /** The labels screen (features/labels) with a label for each unit this entry brought in. */
  labelsHref?: (productId: string, quantity: number) => string;
  /** The previous page is on screen while the next loads. */
  stale?: boolean;
}

export function TypeBadge({ type }: { type: StockEntry['type'] }) {
  const { i18n } = useLingui();
  return <Badge className={ENTRY_TYPE_TONES[type]}>{i18n._(ENTRY_TYPE_LABELS[type])}</Badge>;
}

function Change({ value, className }: { value: number; className?: string }) {
  const { t } = useLingui();
  return (
    <span
      className={cn(
        'font-semibold tabular-nums',
        value > 0 ? 'text-primary' : 'text-danger',
        className,
      )}
    >
      <span className="sr-only">
        {value > 0
          ? t({ message: 'Added', comment: 'read before a quantity: added 5' })
          : t({ message: 'Removed', comment: 'read before a quantity: removed 5' })}{' '}
      </span>
      {value > 0 ? '+' : '−'}
      {formatCount(Math.abs(value))}
    </span>
  );
}

/** Kinds of entries that bring units onto the shelf: each unit may want a barcode label. */
const RECEIVED = new Set<StockEntry['type']>(['opening', 'restock', 'purchase', 'transfer_in']);

function LabelsLink({
  entry,
  labelsHref,
}: {
  entry: StockEntry;
  labelsHref?: StockEntryListProps['labelsHref'];
}) {
  const { t } = useLingui();
  if (!labelsHref || !entry.productId || entry.quantityChange <= 0) return null;
  if (!RECEIVED.has(entry.type)) return null;
  const name = entry.productName;
  return (
    <Link
      to={labelsHref(entry.productId, entry.quantityChange)}
      className="text-xs font-medium text-primary hover:underline"
      aria-label={t`${plural(entry.quantityChange, { one: `Print # label for ${name}`, other: `Print # labels for ${name}` })}`}
    >
      <Trans comment="a link: print barcode labels for the units of a restock">Labels</Trans>
    </Link>
  );
}

function ProductName({
  entry,
  productHref,
}: {
  entry: StockEntry;
  productHref: (productId: string) => string;
}) {
  const { t } = useLingui();
  if (!entry.productId) {
    return (
      <span className="text-muted-foreground" title={t`This product was deleted`}>
        {entry.productName}{' '}
        <span className="text-xs">
          <Trans>(deleted)</Trans>
        </span>
      </span>
    );
  }
  return (
    <Link
      to={productHref(entry.productId)}
      className="font-medium text-foreground hover:text-primary hover:underline"
    >
      {entry.productName}
    </Link>
  );
}

function Who({ entry }: { entry: StockEntry }) {
  return entry.createdByUsername ? (
    <span>{entry.createdByUsername}</span>
  ) : (
    <span className="text-muted-foreground">—</span>
  );
}

/** Desktop and tablet: a table. */
function EntryTable({
  entries,
  format,
  productHref,
  showProduct,
  labelsHref,
}: StockEntryListProps) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-border bg-surface md:block">
      <table className="w-full text-sm">
        <thead className="border-b border-border bg-surface-muted/60 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              <Trans>Date</Trans>
            </th>
            {showProduct && (
              <th scope="col" className="px-4 py-3 font-medium">
                <Trans>Product</Trans>
              </th>
            )}
            <th scope="col" className="px-4 py-3 font-medium">
              <Trans comment="the kind of stock change">Type</Trans>
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              <Trans context="the quantity of stock added or removed">Change</Trans>
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              <Trans>Stock after</Trans>
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              <Trans>Unit cost</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <Trans>Note</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <Trans comment="table header: who recorded the change">By</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top hover:bg-surface-muted/40">
              <td className="px-4 py-3 whitespace-nowrap">
                <div>{format.date(entry.createdAt)}</div>
                <div className="text-xs text-muted-foreground">{format.time(entry.createdAt)}</div>
              </td>
              {showProduct && (
                <td className="max-w-64 px-4 py-3">
                  <ProductName entry={entry} productHref={productHref} />
                </td>
              )}
              <td className="px-4 py-3">
                <TypeBadge type={entry.type} />
              </td>
              <td className="px-4 py-3 text-right">
                <Change value={entry.quantityChange} />
                <div>
                  <LabelsLink entry={entry} labelsHref={labelsHref} />
                </div>
              </td>
              <td className="px-4 py-3 text-right tabular-nums">
                {format.count(entry.stockAfter)}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                {entry.unitCost === null ? (
                  <span className="text-muted-foreground">—</span>
                ) : (
                  format.money(entry.unitCost)
                )}
              </td>
              <td className="max-w-72 px-4 py-3 text-muted-foreground">
                <span className="line-clamp-2 break-words" title={entry.note ?? undefined}>
                  {entry.note ?? '—'}
                </span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <Who entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per entry, the change large on the right. */
function EntryCards({
  entries,
  format,
  productHref,
  showProduct,
  labelsHref,
}: StockEntryListProps) {
  return (
    <ul className="space-y-2 md:hidden">
      {entries.map((entry) => {
        const stockAfter = format.count(entry.stockAfter);
        return (
          <li key={entry.id} className="rounded-2xl border border-border bg-surface p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 space-y-1.5">
                {showProduct && (
                  <div className="truncate">
                    <ProductName entry={entry} productHref={productHref} />
                  </div>
                )}
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                  <TypeBadge type={entry.type} />
                  <span>
                    {format.date(entry.createdAt)}, {format.time(entry.createdAt)}
                  </span>
                </div>
              </div>
              <div className="shrink-0 text-right">
                <Change value={entry.quantityChange} className="text-lg leading-tight" />
                <div className="text-xs text-muted-foreground">
                  <Trans comment="stock left after the change: 12 after">{stockAfter} after</Trans>
                </div>
                <LabelsLink entry={entry} labelsHref={labelsHref} />
              </div>
            </div>
            {(entry.note || entry.unitCost !== null || entry.createdByUsername) && (
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-border pt-3 text-sm">
                {entry.unitCost !== null && (
                  <>
                    <dt className="text-muted-foreground">
                      <Trans>Unit cost</Trans>
                    </dt>
                    <dd className="tabular-nums">{format.money(entry.unitCost)}</dd>
                  </>
                )}
                {entry.note && (
                  <>
                    <dt className="text-muted-foreground">
                      <Trans>Note</Trans>
                    </dt>
                    <dd className="break-words">{entry.note}</dd>
                  </>
                )}
                {entry.createdByUsername && (
                  <>
                    <dt className="text-muted-foreground">
                      <Trans comment="who recorded the change">By</Trans>
                    </dt>
                    <dd>{entry.createdByUsername}</dd>
                  </>
                )}
              </dl>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function StockEntryList(props: StockEntryListProps) {
  return (
    <div
      className={cn('transition-opacity', props.stale && 'opacity-60')}
      aria-busy={props.stale || undefined}
    >
      <EntryTable {...props} />
      <EntryCards {...props} />
    </div>
  );
}

export function StockEntryListSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading stock history</Trans>
      </span>
      <div className="hidden rounded-2xl border border-border bg-surface md:block">
        <div className="h-11 border-b border-border bg-surface-muted/60" />
        {Array.from({ length: 8 }, (_, i) => (
          <div
            key={i}
            className="flex items-center gap-6 border-b border-border px-4 py-4 last:border-0"
          >
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="h-6 w-20 rounded-full" />
            <Skeleton className="h-4 w-12" />
            <Skeleton className="h-4 w-12" />
            <Skeleton className="h-4 w-32" />
          </div>
        ))}
      </div>
      <div className="space-y-2 md:hidden">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="rounded-2xl border border-border bg-surface p-4">
            <div className="flex justify-between gap-4">
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-5 w-40" />
              </div>
              <Skeleton className="h-7 w-12" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
