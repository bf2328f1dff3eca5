import type { Business } from '@app/contracts/businesses';
import { DEFAULT_BUSINESS_SETTINGS } from '@app/contracts/businesses';
import type { InventoryItem } from '@app/contracts/inventory';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Barcode,
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
import { Link, useNavigate, useSearchParams } from 'react-router';
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
import { toast } from '#src/lib/toast.ts';
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
import { formatCount } from '../format.ts';
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
  const { t, i18n } = useLingui();
  const businessId = business.id;
  const currency = business.currency;
  const navigate = useNavigate();
  const labelsPath = `/labels/${encodeURIComponent(businessId)}`;
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
            onSuccess: () => {
              const name = item.name;
              toast.success(on ? t`${name} is in your shop` : t`${name} is hidden from your shop`);
            },
            onError: (err) =>
              toast.error(errorMessage(err, i18n._(INVENTORY_STORE_MESSAGES.updateFailed))),
          },
        ),
      remove: (item) => setDeleting(item),
      printLabels: (item) => void navigate(`${labelsPath}?item=${encodeURIComponent(item.id)}`),
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
    [businessId, setShowInShop, setSelected, t, i18n, navigate, labelsPath],
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
        const failedCount = formatCount(result.failed.length);
        const total = formatCount(ids.length);
        toast.error(t`${failedCount} of ${total} could not be changed`, {
          description: errorMessage(first, i18n._(INVENTORY_UI_MESSAGES.bulkFailed)),
        });
      }
      const failed = new Set(result.failed.map((f) => f.id));
      setSelected(() => failed);
    } catch (err) {
      toast.error(errorMessage(err, i18n._(INVENTORY_UI_MESSAGES.bulkFailed)));
    }
  };

  const data = query.data;
  const firstLoad = query.isPending;
  const stale = query.isPlaceholderData || view.typing;
  const anything = items.length > 0;
  const phoneSelecting = phone && (selectingOnPhone || selected.size > 0);

  const headerActions = phone ? (
    <>
      {/* Longer languages ("Ajouter l'article") wrap inside the button rather than overflow. */}
      <Button
        onClick={() => setForm({ key: Date.now() })}
        className="min-w-0 flex-1 text-center leading-tight whitespace-normal"
      >
        <Plus aria-hidden className="shrink-0" />
        <Trans>Add product</Trans>
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
          {phoneSelecting ? <Trans>Done</Trans> : <Trans>Select</Trans>}
        </Button>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label={t`More inventory actions`}>
            <MoreVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={onManageCategories}>
            <FolderTree />
            <Trans>Categories</Trans>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setImporting(true)}>
            <Upload />
            <Trans>Import CSV</Trans>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate(labelsPath)}>
            <Barcode />
            <Trans>Barcode labels</Trans>
          </DropdownMenuItem>
          <DropdownMenuItem
            disabled={exportCsv.isPending}
            onSelect={() =>
              exportCsv.mutate(businessId, {
                onSuccess: () => toast.success(t`Inventory exported`),
                onError: (err) =>
                  toast.error(errorMessage(err, i18n._(INVENTORY_UI_MESSAGES.exportFailed))),
              })
            }
          >
            <Download />
            <Trans>Export CSV</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  ) : (
    <>
      <Button variant="outline" onClick={onManageCategories}>
        <FolderTree aria-hidden />
        <Trans>Categories</Trans>
      </Button>
      <Button variant="outline" onClick={() => setImporting(true)}>
        <Upload aria-hidden />
        <Trans>Import</Trans>
      </Button>
      <Button variant="outline" asChild>
        <Link to={labelsPath}>
          <Barcode aria-hidden />
          <Trans>Labels</Trans>
        </Link>
      </Button>
      <Button
        variant="outline"
        className={cn(data && !anything && !view.narrowed && 'hidden')}
        loading={exportCsv.isPending}
        onClick={() =>
          exportCsv.mutate(businessId, {
            onSuccess: () => toast.success(t`Inventory exported`),
            onError: (err) =>
              toast.error(errorMessage(err, i18n._(INVENTORY_UI_MESSAGES.exportFailed))),
          })
        }
      >
        {!exportCsv.isPending && <Download aria-hidden />}
        <Trans>Export</Trans>
      </Button>
      <Button onClick={() => setForm({ key: Date.now() })}>
        <Plus aria-hidden />
        <Trans>Add product</Trans>
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
        title={i18n._(INVENTORY_STORE_MESSAGES.loadFailed)}
        description={errorMessage(query.error, t`Check your connection and try again.`)}
        action={
          <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  } else if (!anything && !view.narrowed) {
    body = (
      <EmptyState
        icon={PackageOpen}
        title={t`No products yet`}
        description={t`Add what you sell with its price and stock, or bring in your list from a spreadsheet.`}
        action={
          <>
            <Button onClick={() => setForm({ key: Date.now() })}>
              <Plus aria-hidden />
              <Trans>Add your first product</Trans>
            </Button>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden />
              <Trans>Import CSV</Trans>
            </Button>
          </>
        }
        className="py-16"
      />
    );
  } else if (!anything) {
    const onlyLow = filters.lowStock && !filters.search && !filters.categoryId;
    const search = filters.search;
    body = (
      <EmptyState
        icon={onlyLow ? PackageOpen : SearchX}
        title={
          onlyLow
            ? t`Nothing is running low`
            : search
              ? t`No products match “${search}”`
              : t`No products here`
        }
        description={
          onlyLow
            ? t`Every product is above its low-stock alert.`
            : t`Try another spelling, a SKU or barcode, or clear the filters.`
        }
        action={
          <Button variant="outline" onClick={view.clear}>
            <Trans>Clear search and filters</Trans>
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

  const shownCount = items.length;
  const shown = formatCount(shownCount);
  const businessName = business.name;
  const deletingName = deleting?.name ?? '';
  const selectedCount = selected.size;
  const selectedProducts = productCount(i18n, selectedCount);

  return (
    <div className={selected.size > 0 ? 'pb-24' : undefined}>
      <PageHeader
        title={t`Inventory`}
        description={t`Products, prices and stock of ${businessName}`}
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
            {query.hasNextPage
              ? t`${plural(shownCount, { one: `${shown} product shown, more below`, other: `${shown} products shown, more below` })}`
              : view.narrowed
                ? t`${plural(shownCount, { one: `${shown} product found`, other: `${shown} products found` })}`
                : productCount(i18n, shownCount)}
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
            void runBulk({ kind: 'showInShop', showInShop: show }, (n) => {
              const done = formatCount(n);
              return show
                ? t`${plural(n, { one: `${done} product shown in your shop`, other: `${done} products shown in your shop` })}`
                : t`${plural(n, { one: `${done} product hidden from your shop`, other: `${done} products hidden from your shop` })}`;
            })
          }
          onSetCategory={(category) =>
            void runBulk(
              {
                kind: 'category',
                categoryId: category?.id ?? null,
                categoryName: category?.name ?? null,
              },
              (n) => {
                const done = formatCount(n);
                const categoryName = category?.name ?? '';
                return category
                  ? t`${plural(n, { one: `${done} product moved to ${categoryName}`, other: `${done} products moved to ${categoryName}` })}`
                  : t`${plural(n, { one: `${done} product now uncategorised`, other: `${done} products now uncategorised` })}`;
              },
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
        title={deleting ? t`Delete “${deletingName}”?` : t`Delete product?`}
        description={t`It leaves your inventory and your shop. Its stock history is kept.`}
        confirmLabel={t`Delete product`}
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteItem.mutateAsync({ businessId, itemId: deleting.id });
          } catch (err) {
            toast.error(errorMessage(err, i18n._(INVENTORY_STORE_MESSAGES.deleteFailed)));
            throw err;
          }
          toast.success(t`${deletingName} deleted`);
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
        title={t`Delete ${selectedProducts}?`}
        description={t`They leave your inventory and your shop. Their stock history is kept.`}
        confirmLabel={t`Delete ${selectedProducts}`}
        destructive
        onConfirm={() =>
          runBulk({ kind: 'delete' }, (n) => {
            const done = formatCount(n);
            return t`${plural(n, { one: `${done} product deleted`, other: `${done} products deleted` })}`;
          })
        }
      />
    </div>
  );
}
