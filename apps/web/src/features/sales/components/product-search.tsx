import type { InventoryItem } from '@app/contracts/inventory';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, PackageSearch, ScanBarcode, Search, X } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useDeferredValue,
  useState,
  type KeyboardEvent,
} from 'react';
import { toast } from '#src/lib/toast.ts';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { RETAIL_FORMATS } from '#src/lib/barcode-detector.ts';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { findProductByCode, useLocalCopyFresh, useProductSearch } from '../api/search-products.ts';
import { warmCatalogue } from '../offline/catalogue-store.ts';
import { cancelAddTiming, markAddStart } from '../add-timing.ts';
import { ProductTile } from './product-tile.tsx';

interface ProductSearchProps {
  businessId: string;
  currency: string;
  allowNegativeStock: boolean;
  /** Quantity already in the cart, per product id (shown on the tile). */
  inCart: ReadonlyMap<string, number>;
  onAdd: (item: InventoryItem) => void;
  /** '/' and F2 focus this box (only the POS's, not a second one in a dialog). */
  shortcuts?: boolean;
  className?: string;
  /** Called once the first results (or their error) are on screen. */
  onShown?: () => void;
}

/** The camera's dialog: its own chunk, loaded at the first tap on the camera (ADR 023). */
const CameraScannerDialog = lazy(() =>
  import('#src/components/camera-scanner.tsx').then((m) => ({ default: m.CameraScannerDialog })),
);

const isSellable = (item: InventoryItem, allowNegativeStock: boolean) =>
  allowNegativeStock || item.stock > 0;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The POS search box, which is also the barcode entry: a keyboard-wedge scanner types the code
 * and Enter, and the product whose barcode or SKU is exactly that code goes into the cart at once.
 * '/' or F2 bring the cursor here from anywhere on the page.
 */
export function ProductSearch({
  businessId,
  currency,
  allowNegativeStock,
  inCart,
  onAdd,
  shortcuts = true,
  className,
  onShown,
}: ProductSearchProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [scanning, setScanning] = useState(false);
  // Mounted from the first scan on, so that it closes with its animation like any dialog.
  const [scannerUsed, setScannerUsed] = useState(false);
  const results = useProductSearch(businessId, text);
  const localFresh = useLocalCopyFresh(businessId);
  const items = results.items ?? [];
  const settled = !results.pending;
  const searched = text.trim();
  useEffect(() => {
    if (settled) onShown?.();
  }, [settled, onShown]);

  useEffect(() => {
    if (!shortcuts) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'F2' || (e.key === '/' && !isTyping(e.target))) {
        e.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shortcuts]);

  const add = useCallback(
    (item: InventoryItem) => {
      if (!isSellable(item, allowNegativeStock)) {
        cancelAddTiming();
        const name = item.name;
        toast.error(t`${name} is out of stock`);
        return;
      }
      onAdd(item);
    },
    [allowNegativeStock, onAdd, t],
  );
  /** A tile's tap: the same callback for every render, so only the tile whose count changed
   *  renders again when the cart changes (an add in under 50 ms). */
  const tap = useCallback(
    (item: InventoryItem) => {
      markAddStart();
      add(item);
    },
    [add],
  );

  /** A code from the keyboard-wedge scanner (typed, then Enter) or the camera. */
  const addByCode = async (code: string) => {
    markAddStart();
    try {
      // The scanner is faster than the debounce: exactly this code, from the local copy if it can.
      const { match, found } = await findProductByCode(queryClient, businessId, code, localFresh);
      if (match) {
        add(match);
        return true;
      }
      cancelAddTiming();
      if (found.length === 0) toast.error(t`No product matches "${code}"`);
    } catch (err) {
      cancelAddTiming();
      toast.error(errorMessage(err, t`Failed to load inventory items`));
    }
    return false;
  };

  const handleKeyDown = async (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      setText('');
      return;
    }
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const code = text.trim();
    if (code && (await addByCode(code))) setText('');
  };

  return (
    <section className={cn('space-y-3', className)} aria-label={t`Products`}>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <input
          ref={inputRef}
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          aria-label={t`Search products or scan a barcode`}
          placeholder={t`Search or scan a barcode`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          // The local copy into memory before the first key (a first read is ~5,000 items).
          onFocus={() => warmCatalogue(businessId)}
          onKeyDown={(e) => void handleKeyDown(e)}
          className="h-13 w-full rounded-xl border border-input bg-surface pr-22 pl-11 min-[948px]:pr-28 text-base shadow-xs text-ellipsis placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        <div className="absolute top-1/2 right-2 flex -translate-y-1/2 items-center gap-1">
          <button
            type="button"
            aria-label={t`Scan a barcode with the camera`}
            title={t`Scan with the camera`}
            onClick={() => {
              setScannerUsed(true);
              setScanning(true);
            }}
            className="rounded-lg p-2 text-muted-foreground hover:bg-surface-muted hover:text-foreground"
          >
            <Camera className="size-5" />
          </button>
          {text ? (
            <button
              type="button"
              aria-label={t`Clear search`}
              onClick={() => {
                setText('');
                inputRef.current?.focus();
              }}
              className="rounded-lg p-2 text-muted-foreground hover:bg-surface-muted hover:text-foreground"
            >
              <X className="size-4" />
            </button>
          ) : (
            <span className="hidden items-center gap-1.5 pr-2 text-xs text-muted-foreground min-[948px]:flex">
              <ScanBarcode className="size-4" aria-hidden />
              <kbd className="rounded border border-border bg-surface-muted px-1.5 font-sans">
                /
              </kbd>
            </span>
          )}
        </div>
      </div>

      {results.error ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger">
          {errorMessage(results.error, t`Failed to load inventory items`)}
        </p>
      ) : results.pending ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4" aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-10 text-center text-sm text-muted-foreground">
          <PackageSearch className="size-8" aria-hidden />
          {searched ? (
            <Trans>No products match "{searched}"</Trans>
          ) : (
            <Trans>No products yet. Add some in Inventory.</Trans>
          )}
        </div>
      ) : (
        <ProductGrid
          items={items}
          dimmed={results.stale}
          currency={currency}
          inCart={inCart}
          allowNegativeStock={allowNegativeStock}
          onTap={tap}
        />
      )}
      {scannerUsed && (
        <Suspense fallback={null}>
          <CameraScannerDialog
            open={scanning}
            onOpenChange={setScanning}
            title={t`Scan a barcode`}
            description={t`Hold the code inside the frame; the item goes into the cart.`}
            formats={RETAIL_FORMATS}
            onScan={(code) => {
              setScanning(false);
              void addByCode(code.trim());
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

/**
 * Tiles in the grid's first render: the rows a phone shows without scrolling (two columns of
 * six). The rest of a page of results follows in a background render.
 */
export const FIRST_TILES = 12;

/**
 * The product tiles. Its first render draws FIRST_TILES of them and React renders the others in
 * the background right after (a deferred value), in slices with the main thread free between
 * them: the 24 tiles were one render of ~110 ms at 4x CPU in the task that puts the POS's first
 * screen up (ADR 023: its largest paint and total blocking time). A new list later (a search, a
 * refresh) is deferred the same way: the tiles on screen stay until the new ones are rendered.
 */
function ProductGrid({
  items,
  dimmed,
  currency,
  inCart,
  allowNegativeStock,
  onTap,
}: {
  items: InventoryItem[];
  dimmed: boolean;
  currency: string;
  inCart: ReadonlyMap<string, number>;
  allowNegativeStock: boolean;
  onTap: (item: InventoryItem) => void;
}) {
  const shown = useDeferredValue(items, items.slice(0, FIRST_TILES));
  return (
    <ul
      className={cn('grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4', dimmed && 'opacity-60')}
    >
      {shown.map((item) => (
        <ProductTile
          key={item.id}
          item={item}
          currency={currency}
          quantity={inCart.get(item.id) ?? 0}
          sellable={isSellable(item, allowNegativeStock)}
          onTap={onTap}
        />
      ))}
    </ul>
  );
}
