import type { StockCount } from '@app/contracts/stock-counts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardCheck, ScanBarcode, Search, X } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { RETAIL_FORMATS } from '#src/lib/barcode-detector.ts';
import { cn } from '#src/lib/cn.ts';
import { formatCount } from '#src/lib/format.ts';
import { toast } from '#src/lib/toast.ts';
import { findByCode, matchesSearch } from '../count-lines.ts';
import type { useCountSession } from '../use-count-session.ts';
import { CountLineRow } from './count-line-row.tsx';
import { SaveIndicator } from './save-indicator.tsx';

const CameraScannerDialog = lazy(() =>
  import('#src/components/camera-scanner.tsx').then((m) => ({ default: m.CameraScannerDialog })),
);

type Filter = 'all' | 'uncounted' | 'counted';

interface CountScreenProps {
  count: StockCount;
  session: ReturnType<typeof useCountSession>;
  onReview: () => void;
}

/**
 * Counting a shelf on the phone: search or scan (camera or a keyboard-wedge scanner, which types
 * the code and Enter), + and − or a typed number per item; every count is saved as you go.
 */
export function CountScreen({ count, session, onReview }: CountScreenProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [filter, setFilter] = useState<Filter>('all');
  const [scanning, setScanning] = useState(false);
  const [scannerUsed, setScannerUsed] = useState(false);
  const [highlight, setHighlight] = useState<string | null>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const { countedOf, setCounted } = session;

  const countedItems = count.lines.filter((l) => countedOf(l.productId) !== null).length;
  const total = count.lines.length;
  const done = formatCount(countedItems);
  const all = formatCount(total);
  const visible = useMemo(
    () =>
      count.lines.filter((l) => {
        const counted = countedOf(l.productId) !== null;
        if (filter === 'uncounted' && counted) return false;
        if (filter === 'counted' && !counted) return false;
        return matchesSearch(l, deferred);
      }),
    [count.lines, countedOf, deferred, filter],
  );

  /** A scanned or typed code: one more of its item. */
  const countCode = (code: string) => {
    const line = findByCode(count.lines, code);
    if (!line) {
      toast.error(t`No item with the code ${code} in this count`);
      return false;
    }
    setCounted(line.productId, (countedOf(line.productId) ?? 0) + 1);
    setHighlight(line.productId);
    setSearch('');
    requestAnimationFrame(() =>
      document
        .getElementById(`count-line-${line.productId}`)
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
    );
    return true;
  };

  const filters: [Filter, string][] = [
    ['all', t`All`],
    ['uncounted', t`To count`],
    ['counted', t`Counted`],
  ];

  return (
    <div className="space-y-4 pb-24">
      <div className="sticky top-0 z-10 -mx-4 space-y-3 border-b border-border bg-background/95 px-4 pt-2 pb-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-4">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-semibold tabular-nums" aria-live="polite">
            <Trans>
              {done} of {all} counted
            </Trans>
          </p>
          <SaveIndicator state={session.state} waiting={session.waiting} />
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-surface-muted"
          role="progressbar"
          aria-label={t`Items counted`}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={countedItems}
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${total ? (countedItems / total) * 100 : 0}%` }}
          />
        </div>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <input
              ref={searchBox}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && search.trim()) {
                  e.preventDefault();
                  if (!countCode(search.trim()) && visible.length === 1) {
                    setHighlight(visible[0]!.productId);
                  }
                }
              }}
              aria-label={t`Search items or scan a barcode`}
              placeholder={t`Search or scan a barcode`}
              className="h-11 w-full rounded-lg border border-input bg-surface pr-9 pl-9 text-base shadow-xs focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none sm:text-sm"
            />
            {search && (
              <button
                type="button"
                className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-muted-foreground hover:text-foreground"
                aria-label={t`Clear the search`}
                onClick={() => {
                  setSearch('');
                  searchBox.current?.focus();
                }}
              >
                <X className="size-4" aria-hidden />
              </button>
            )}
          </div>
          <Button
            variant="outline"
            size="icon"
            className="h-11 w-11"
            aria-label={t`Scan a barcode with the camera`}
            title={t`Scan with the camera`}
            onClick={() => {
              setScannerUsed(true);
              setScanning(true);
            }}
          >
            <ScanBarcode className="size-5" aria-hidden />
          </Button>
        </div>
        <div className="flex gap-1.5" role="group" aria-label={t`Show`}>
          {filters.map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className={cn(
                'rounded-full border px-3 py-1 text-sm font-medium transition-colors',
                filter === value
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-surface text-muted-foreground hover:text-foreground',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      </div>

      {visible.length === 0 ? (
        <EmptyState
          icon={ClipboardCheck}
          title={filter === 'uncounted' && !search ? t`Everything is counted` : t`No items match`}
          description={
            filter === 'uncounted' && !search
              ? t`Review the differences, then apply the count.`
              : t`Try another search or show all items.`
          }
        />
      ) : (
        <ul className="space-y-2" aria-label={t`Items to count`}>
          {visible.map((line) => (
            <CountLineRow
              key={line.productId}
              line={line}
              counted={countedOf(line.productId)}
              highlighted={highlight === line.productId}
              disabled={false}
              onCount={setCounted}
            />
          ))}
        </ul>
      )}

      {/* Beside the floating quick-action button, above the bottom navigation (as on the POS). */}
      <div className="fixed right-22 bottom-[calc(var(--app-bottom-offset)+1rem)] left-4 z-30 min-[948px]:left-auto">
        <div className="flex justify-end">
          <Button
            size="lg"
            className="w-full shadow-lg min-[948px]:w-auto"
            onClick={onReview}
            disabled={countedItems === 0}
          >
            <ClipboardCheck className="size-5" aria-hidden />
            <Trans>Review differences</Trans>
          </Button>
        </div>
      </div>

      {scannerUsed && (
        <Suspense fallback={null}>
          <CameraScannerDialog
            open={scanning}
            onOpenChange={setScanning}
            title={t`Scan a barcode`}
            description={t`Hold the code inside the frame; one more of its item is counted.`}
            formats={RETAIL_FORMATS}
            onScan={(code) => {
              setScanning(false);
              countCode(code.trim());
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
