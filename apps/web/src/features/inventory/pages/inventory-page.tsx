import type { Business } from '@app/contracts/businesses';
import { DEFAULT_BUSINESS_SETTINGS } from '@app/contracts/businesses';
import type { InventoryItem } from '@app/contracts/inventory';
import {
  Download,
  FolderTree,
  MoreVertical,
  PackageOpen,
  Plus,
  SearchX,
  SquareCheck,
  TriangleAlert,
  Upload,
} from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#src/components/ui/dropdown-menu.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { useBulkUpdateItems, type BulkChange } from '../api/bulk-update-items.ts';
import { useDeleteItem } from '../api/delete-item.ts';
import { useExportInventory } from '../api/export-inventory.ts';
import { useItems } from '../api/get-items.ts';
import { useSetShowInShop } from '../api/set-show-in-shop.ts';
import { BulkBar } from '../components/bulk-bar.tsx';
import { ImportDialog } from '../components/import-dialog.tsx';
import { InventoryCards } from '../components/inventory-cards.tsx';
import { InventorySkeleton } from '../components/inventory-skeleton.tsx';
import { InventoryTable } from '../components/inventory-table.tsx';
import { InventoryToolbar } from '../components/inventory-toolbar.tsx';
import type { ItemActions } from '../components/item-actions-menu.tsx';
import { ItemFormDialog } from '../components/item-form-dialog.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { StockAdjust, type StockAdjustTarget } from '../components/stock-adjust.tsx';
import { useInventoryFilters } from '../filters.ts';
import { INVENTORY_STORE_MESSAGES, INVENTORY_UI_MESSAGES, productCount } from '../messages.ts';
import type { CategoryOption } from '../types.ts';
import { useIsMobile } from '#src/lib/use-media-query.ts';

interface InventoryPageProps {
  business: Business;
  /** The business's categories, in order (from the categories feature). */
  categories: CategoryOption[];
  /** Creates a category from the product form and answers it. */
  onCreateCategory: (name: string) => Promise<CategoryOption>;
  /** Opens the categories manager. */
  onManageCategories: () => void;
  /** Products or their stock were added, changed or deleted (category counts, stock history). */
  onItemsChanged?: () => void;
}

const EMPTY_SELECTION: ReadonlySet<string> = new Set();

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * /inventory: every product of the business, searched and filtered on the server, a page at a
 * time. A dense table on desktops, cards on phones; add, edit, stock changes, bulk changes and
 * CSV import and export from here.
 */
export function InventoryPage({
  business,
  categories,
  onCreateCategory,
  onManageCategories,
  onItemsChanged,
}: InventoryPageProps) {
  const businessId = business.id;
  const currency = business.currency;
  const settings = { ...DEFAULT_BUSINESS_SETTINGS, ...business.settings };
  const phone = useIsMobile();
  const searchRef = useRef<HTMLInputElement>(null);
  const view = useInventoryFilters();
  const { filters } = view;
  const query = useItems(businessId, filters);
  const { mutate: setShowInShop } = useSetShowInShop();
  const deleteItem = useDeleteItem();
  const bulk = useBulkUpdateItems();
  const exportCsv = useExportInventory();

  const [form, setForm] = useState<{ item?: InventoryItem; key: number } | null>(null);
  const [adjusting, setAdjusting] = useState<StockAdjustTarget | null>(null);
  const [deleting, setDeleting] = useState<InventoryItem | null>(null);
  const [confirmBulkDelete, setConfirmBulkDelete] = useState(false);
  const [importing, setImporting] = useState(false);

  // ?new=1 (the "Add product" quick action) opens the add form; closing it leaves the URL.
  const [searchParams, setSearchParams] = useSearchParams();
  const addFromUrl = searchParams.get('new') === '1';
  const shownForm = form ?? (addFromUrl ? { key: 0 } : null);
  const closeForm = () => {
    setForm(null);
    if (addFromUrl) {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete('new');
          return next;
        },
        { replace: true },
      );
    }
  };
  const [selectingOnPhone, setSelectingOnPhone] = useState(false);

  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);

  // The selection belongs to one list: a new search or filter starts a new one.
  const filtersKey = JSON.stringify(filters);
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({
    key: filtersKey,
    ids: new Set(),
  });
  const selected = selection.key === filtersKey ? selection.ids : EMPTY_SELECTION;
  const itemsRef = useRef(items);
  const lastClicked = useRef<string | null>(null);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  const setSelected = useCallback(
    (update: (ids: Set<string>) => Set<string>) =>
      setSelection((current) => ({
        key: filtersKey,
        ids: update(current.key === filtersKey ? current.ids : new Set()),
      })),
    [filtersKey],
  );

  const actions = useMemo<ItemActions>(
    () => ({
      edit: (item) => setForm({ item, key: Date.now() }),
      adjust: (item, anchor) => setAdjusting({ item, anchor }),
      toggleShop: (item, on) =>
        setShowInShop(
          { businessId, itemId: item.id, showInShop: on },
          {
            onSuccess: () =>
              toast.success(
                on ? `${item.name} is in your shop` : `${item.name} is hidden from your shop`,
              ),
            onError: (err) => toast.error(errorMessage(err, INVENTORY_STORE_MESSAGES.updateFailed)),
          },
        ),
      remove: (item) => setDeleting(item),
      select: (item, on, range) =>
        setSelected((ids) => {
          const next = new Set(ids);
          const list = itemsRef.current;
          const from =
            range && lastClicked.current ? list.findIndex((i) => i.id === lastClicked.current) : -1;
          const to = list.findIndex((i) => i.id === item.id);
          if (from >= 0 && to >= 0) {
            for (const i of list.slice(Math.min(from, to), Math.max(from, to) + 1)) {
              if (on) next.add(i.id);
              else next.delete(i.id);
            }
          } else if (on) next.add(item.id);
          else next.delete(item.id);
          lastClicked.current = item.id;
          return next;
        }),
    }),
    [businessId, setShowInShop, setSelected],
  );

  // '/' jumps to the search box, as on most sites with a search (not while typing elsewhere).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (
        isTyping(event.target) ||
        document.querySelector('[role="dialog"],[role="alertdialog"]')
      ) {
        return;
      }
      event.preventDefault();
      searchRef.current?.focus();
      searchRef.current?.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const runBulk = async (change: BulkChange, done: (n: number) => string) => {
    const ids = [...selected];
    try {
      const result = await bulk.mutateAsync({ businessId, ids, change });
      onItemsChanged?.();
      if (result.succeeded.length > 0) toast.success(done(result.succeeded.length));
      if (result.failed.length > 0) {
        const first = result.failed[0]!.error;
        toast.error(`${result.failed.length} of ${ids.length} could not be changed`, {
          description: errorMessage(first, INVENTORY_UI_MESSAGES.bulkFailed),
        });
      }
      const failed = new Set(result.failed.map((f) => f.id));
      setSelected(() => failed);
    } catch (err) {
      toast.error(errorMessage(err, INVENTORY_UI_MESSAGES.bulkFailed));
    }
  };

  const data = query.data;
  const firstLoad = query.isPending;
  const stale = query.isPlaceholderData || view.typing;
  const anything = items.length > 0;
  const phoneSelecting = phone && (selectingOnPhone || selected.size > 0);

  const headerActions = phone ? (
    <>
      <Button onClick={() => setForm({ key: Date.now() })} className="flex-1">
        <Plus aria-hidden />
        Add product
      </Button>
      {anything && (
        <Button
          variant={phoneSelecting ? 'secondary' : 'outline'}
          aria-pressed={phoneSelecting}
          onClick={() => {
            if (phoneSelecting) setSelected(() => new Set());
            setSelectingOnPhone(!phoneSelecting);
          }}
        >
          <SquareCheck aria-hidden />
          {phoneSelecting ? 'Done' : 'Select'}
        </Button>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label="More inventory actions">
            <MoreVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={onManageCategories}>
            <FolderTree />
            Categories
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setImporting(true)}>
            <Upload />
            Import CSV
          </DropdownMenuItem>
          <DropdownMenuItem
            disabled={exportCsv.isPending}
            onSelect={() =>
              exportCsv.mutate(businessId, {
                onSuccess: () => toast.success('Inventory exported'),
                onError: (err) =>
                  toast.error(errorMessage(err, INVENTORY_UI_MESSAGES.exportFailed)),
              })
            }
          >
            <Download />
            Export CSV
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  ) : (
    <>
      <Button variant="outline" onClick={onManageCategories}>
        <FolderTree aria-hidden />
        Categories
      </Button>
      <Button variant="outline" onClick={() => setImporting(true)}>
        <Upload aria-hidden />
        Import
      </Button>
      <Button
        variant="outline"
        className={cn(data && !anything && !view.narrowed && 'hidden')}
        loading={exportCsv.isPending}
        onClick={() =>
          exportCsv.mutate(businessId, {
            onSuccess: () => toast.success('Inventory exported'),
            onError: (err) => toast.error(errorMessage(err, INVENTORY_UI_MESSAGES.exportFailed)),
          })
        }
      >
        {!exportCsv.isPending && <Download aria-hidden />}
        Export
      </Button>
      <Button onClick={() => setForm({ key: Date.now() })}>
        <Plus aria-hidden />
        Add product
      </Button>
    </>
  );

  let body;
  if (firstLoad) {
    body = <InventorySkeleton phone={phone} />;
  } else if (!data) {
    body = (
      <EmptyState
        icon={TriangleAlert}
        title={INVENTORY_STORE_MESSAGES.loadFailed}
        description={errorMessage(query.error, 'Check your connection and try again.')}
        action={
          <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (!anything && !view.narrowed) {
    body = (
      <EmptyState
        icon={PackageOpen}
        title="No products yet"
        description="Add what you sell with its price and stock, or bring in your list from a spreadsheet."
        action={
          <>
            <Button onClick={() => setForm({ key: Date.now() })}>
              <Plus aria-hidden />
              Add your first product
            </Button>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden />
              Import CSV
            </Button>
          </>
        }
        className="py-16"
      />
    );
  } else if (!anything) {
    const onlyLow = filters.lowStock && !filters.search && !filters.categoryId;
    body = (
      <EmptyState
        icon={onlyLow ? PackageOpen : SearchX}
        title={
          onlyLow
            ? 'Nothing is running low'
            : filters.search
              ? `No products match “${filters.search}”`
              : 'No products here'
        }
        description={
          onlyLow
            ? 'Every product is above its low-stock alert.'
            : 'Try another spelling, a SKU or barcode, or clear the filters.'
        }
        action={
          <Button variant="outline" onClick={view.clear}>
            Clear search and filters
          </Button>
        }
        className="py-14"
      />
    );
  } else {
    body = phone ? (
      <InventoryCards
        items={items}
        currency={currency}
        selecting={phoneSelecting}
        selected={selected}
        actions={actions}
        stale={stale}
      />
    ) : (
      <InventoryTable
        items={items}
        currency={currency}
        selected={selected}
        onSelectAll={(on) =>
          setSelected((ids) => {
            const next = new Set(ids);
            for (const item of items) {
              if (on) next.add(item.id);
              else next.delete(item.id);
            }
            return next;
          })
        }
        actions={actions}
        stale={stale}
      />
    );
  }

  return (
    <div className={selected.size > 0 ? 'pb-24' : undefined}>
      <PageHeader
        title="Inventory"
        description={`Products, prices and stock of ${business.name}`}
        actions={headerActions}
        className="max-[947px]:[&>div:last-child]:w-full max-[947px]:[&>div:last-child]:flex-nowrap"
      />

      {/* Nothing to search or filter in an empty inventory: the empty state says what to do. */}
      {(firstLoad || anything || view.narrowed) && (
        <InventoryToolbar
          searchRef={searchRef}
          search={view.searchText}
          onSearchChange={view.setSearchText}
          searching={view.typing || (query.isFetching && query.isPlaceholderData)}
          categoryId={filters.categoryId}
          onCategoryChange={view.setCategoryId}
          categories={categories}
          lowStock={filters.lowStock}
          onLowStockChange={view.setLowStock}
          sort={view.sort}
          onSortChange={view.setSort}
          phone={phone}
        />
      )}

      <div className="mt-4" aria-busy={stale || undefined}>
        {anything && (
          <p className="mb-2 px-1 text-xs text-muted-foreground" aria-live="polite">
            {productCount(items.length)}
            {query.hasNextPage ? ' shown, more below' : view.narrowed ? ' found' : ''}
          </p>
        )}
        {body}
        {anything && (
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            error={query.error}
            onLoadMore={() => void query.fetchNextPage()}
          />
        )}
      </div>

      {selected.size > 0 && (
        <BulkBar
          count={selected.size}
          categories={categories}
          pending={bulk.isPending}
          onClear={() => setSelected(() => new Set())}
          onShowInShop={(show) =>
            void runBulk({ kind: 'showInShop', showInShop: show }, (n) =>
              show
                ? `${productCount(n)} shown in your shop`
                : `${productCount(n)} hidden from your shop`,
            )
          }
          onSetCategory={(category) =>
            void runBulk(
              {
                kind: 'category',
                categoryId: category?.id ?? null,
                categoryName: category?.name ?? null,
              },
              (n) =>
                category
                  ? `${productCount(n)} moved to ${category.name}`
                  : `${productCount(n)} now uncategorised`,
            )
          }
          onDelete={() => setConfirmBulkDelete(true)}
        />
      )}

      {shownForm && (
        <ItemFormDialog
          key={shownForm.key}
          open
          onOpenChange={(open) => !open && closeForm()}
          businessId={businessId}
          currency={currency}
          defaultLowStockThreshold={settings.lowStockThreshold}
          item={shownForm.item}
          categories={categories}
          onCreateCategory={onCreateCategory}
          onSaved={() => onItemsChanged?.()}
        />
      )}

      <StockAdjust
        target={adjusting}
        onClose={() => setAdjusting(null)}
        businessId={businessId}
        currency={currency}
        allowNegativeStock={settings.allowNegativeStock}
        phone={phone}
        onRecorded={() => onItemsChanged?.()}
      />

      <ImportDialog
        businessId={businessId}
        open={importing}
        onOpenChange={setImporting}
        onImported={() => onItemsChanged?.()}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete “${deleting.name}”?` : 'Delete product?'}
        description="It leaves your inventory and your shop. Its stock history is kept."
        confirmLabel="Delete product"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteItem.mutateAsync({ businessId, itemId: deleting.id });
          } catch (err) {
            toast.error(errorMessage(err, INVENTORY_STORE_MESSAGES.deleteFailed));
            throw err;
          }
          toast.success(`${deleting.name} deleted`);
          setSelected((ids) => {
            const next = new Set(ids);
            next.delete(deleting.id);
            return next;
          });
          onItemsChanged?.();
        }}
      />

      <ConfirmDialog
        open={confirmBulkDelete}
        onOpenChange={setConfirmBulkDelete}
        title={`Delete ${productCount(selected.size)}?`}
        description="They leave your inventory and your shop. Their stock history is kept."
        confirmLabel={`Delete ${productCount(selected.size)}`}
        destructive
        onConfirm={() => runBulk({ kind: 'delete' }, (n) => `${productCount(n)} deleted`)}
      />
    </div>
  );
}
