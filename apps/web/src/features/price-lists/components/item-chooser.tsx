import type { Category } from '@app/contracts/categories';
import type { InventoryItem } from '@app/contracts/inventory';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ListChecks, Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { formatCount } from '#src/lib/format.ts';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/components/ui/tabs.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import {
  listAllItems,
  PRICE_LIST_MAX_ITEMS,
  UNCATEGORISED_ID,
  useItemPages,
} from '../api/list-items.ts';
import { useDebouncedValue } from '#src/lib/use-debounced-value.ts';

export type ChooserMode = 'categories' | 'items';
/** 'all': the whole inventory; otherwise category ids (UNCATEGORISED_ID for the rest). */
export type CategoryChoice = 'all' | string[];

const checkbox = 'size-5 shrink-0 cursor-pointer accent-[var(--primary)]';

function CheckRow({
  checked,
  onChange,
  children,
  aside,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const id = useId();
  return (
    <li className="flex min-h-12 items-center gap-3 px-1">
      <input
        id={id}
        type="checkbox"
        className={checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 py-2">
        <span className="min-w-0 flex-1">{children}</span>
        {aside && (
          <span className="shrink-0 text-sm text-muted-foreground tabular-nums">{aside}</span>
        )}
      </label>
    </li>
  );
}

function CategoriesPanel({
  categories,
  choice,
  onChange,
}: {
  categories: Category[];
  choice: CategoryChoice;
  onChange: (choice: CategoryChoice) => void;
}) {
  const { t } = useLingui();
  const itemsLabel = (count: number) => t`${plural(count, { one: '# item', other: '# items' })}`;
  const allIds = [...categories.map((c) => c.id), UNCATEGORISED_ID];
  const chosen = new Set(choice === 'all' ? allIds : choice);
  const toggle = (id: string, on: boolean) => {
    const next = allIds.filter((x) => (x === id ? on : chosen.has(x)));
    onChange(next.length === allIds.length ? 'all' : next);
  };
  return (
    <ul className="divide-y divide-border">
      <CheckRow checked={choice === 'all'} onChange={(on) => onChange(on ? 'all' : [])}>
        <span className="font-medium">
          <Trans>All items</Trans>
        </span>
        <span className="block text-xs text-muted-foreground">
          <Trans>All categories, new items included</Trans>
        </span>
      </CheckRow>
      {categories.map((category) => (
        <CheckRow
          key={category.id}
          checked={chosen.has(category.id)}
          onChange={(on) => toggle(category.id, on)}
          aside={itemsLabel(category.itemCount)}
        >
          <span className="block truncate">{category.name}</span>
        </CheckRow>
      ))}
      <CheckRow
        checked={chosen.has(UNCATEGORISED_ID)}
        onChange={(on) => toggle(UNCATEGORISED_ID, on)}
      >
        <span className="block truncate text-muted-foreground">
          <Trans>Items without a category</Trans>
        </span>
      </CheckRow>
    </ul>
  );
}

function ItemsPanel({
  businessId,
  categories,
  picked,
  onPickedChange,
  formatPrice,
}: {
  businessId: string;
  categories: Category[];
  picked: Map<string, InventoryItem>;
  onPickedChange: (next: Map<string, InventoryItem>) => void;
  formatPrice: (value: number) => string;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [categoryId, setCategoryId] = useState<string>('all');
  const [selectedOnly, setSelectedOnly] = useState(false);
  const [adding, setAdding] = useState(false);
  const search = useDebouncedValue(text.trim(), 250);
  const filterId = categoryId === 'all' ? null : categoryId;
  const query = useItemPages(businessId, search, filterId);
  const loaded = query.data?.pages.flatMap((p) => p.items) ?? [];
  const shown = selectedOnly ? [...picked.values()] : loaded;

  const set = (items: InventoryItem[], on: boolean) => {
    const next = new Map(picked);
    for (const item of items) {
      if (on) {
        if (next.size >= PRICE_LIST_MAX_ITEMS) break;
        next.set(item.id, item);
      } else next.delete(item.id);
    }
    onPickedChange(next);
  };

  const categoryName = categories.find((c) => c.id === filterId)?.name;
  const addAllLabel =
    filterId === UNCATEGORISED_ID
      ? t`Add all in without a category`
      : categoryName
        ? t`Add all in ${categoryName}`
        : t`Add all of this category`;

  const addWholeCategory = async () => {
    setAdding(true);
    try {
      const { items } = await listAllItems(businessId, filterId);
      set(items, true);
      const count = items.length;
      toast.success(t`${plural(count, { one: 'Added # item.', other: 'Added # items.' })}`);
    } catch (err) {
      toast.error(errorMessage(err, t`Could not load the items of this category.`));
    } finally {
      setAdding(false);
    }
  };

  const allShownPicked = shown.length > 0 && shown.every((item) => picked.has(item.id));
  const shownCount = formatCount(shown.length);
  const pickedCount = formatCount(picked.size);
  const stockLabel = (count: number) => {
    const stock = formatCount(count);
    return t`${stock} in stock`;
  };

  return (
    <div className="space-y-3">
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem] lg:grid-cols-1">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label={t`Search items`}
            placeholder={t`Search name, SKU or barcode`}
            className="pl-9"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setSelectedOnly(false);
            }}
          />
        </div>
        <Select
          aria-label={t`Category`}
          value={categoryId}
          onValueChange={(value) => {
            setCategoryId(value);
            setSelectedOnly(false);
          }}
          options={[
            { value: 'all', label: t`All categories` },
            ...categories.map((c) => ({ value: c.id, label: c.name })),
            { value: UNCATEGORISED_ID, label: t`Without a category` },
          ]}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <button
          type="button"
          aria-pressed={selectedOnly}
          onClick={() => setSelectedOnly((on) => !on)}
          disabled={picked.size === 0}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 font-medium transition-colors disabled:opacity-50',
            selectedOnly
              ? 'border-primary/30 bg-primary-soft text-primary'
              : 'border-border text-muted-foreground hover:text-foreground',
          )}
        >
          <ListChecks className="size-4" aria-hidden />
          <Trans>{pickedCount} selected</Trans>
        </button>
        {filterId && !selectedOnly && (
          <Button
            variant="outline"
            size="sm"
            loading={adding}
            onClick={() => void addWholeCategory()}
          >
            {addAllLabel}
          </Button>
        )}
        {picked.size > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onPickedChange(new Map())}>
            <Trans comment="a button: unselect every item">Clear</Trans>
          </Button>
        )}
      </div>
      {query.isPending && !selectedOnly ? (
        <div className="space-y-2" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-11" />
          ))}
        </div>
      ) : query.isError && !selectedOnly ? (
        <p className="py-6 text-center text-sm text-danger">
          {errorMessage(query.error, t`Could not load the items. Check your connection.`)}
        </p>
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          {selectedOnly
            ? t`No items selected yet.`
            : search
              ? t`No item matches “${search}”.`
              : t`No items here yet.`}
        </p>
      ) : (
        <>
          <ul className="max-h-[26rem] divide-y divide-border overflow-y-auto rounded-xl border border-border px-2">
            <CheckRow checked={allShownPicked} onChange={(on) => set(shown, on)}>
              <span className="text-sm font-medium">
                {allShownPicked
                  ? t`Unselect the ${shownCount} shown`
                  : t`Select the ${shownCount} shown`}
              </span>
            </CheckRow>
            {shown.map((item) => (
              <CheckRow
                key={item.id}
                checked={picked.has(item.id)}
                onChange={(on) => set([item], on)}
                aside={formatPrice(item.price)}
              >
                <span className={cn('block truncate', item.stock <= 0 && 'text-muted-foreground')}>
                  {item.name}
                </span>
                <span className="block truncate text-xs text-muted-foreground">
                  {[
                    item.sku,
                    item.categoryName ?? t`No category`,
                    item.stock <= 0 ? t`Out of stock` : stockLabel(item.stock),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </CheckRow>
            ))}
          </ul>
          {!selectedOnly && query.hasNextPage && (
            <Button
              variant="outline"
              className="w-full"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              <Trans>Show more items</Trans>
            </Button>
          )}
        </>
      )}
    </div>
  );
}

/** What goes on the list: whole categories, or items picked one by one. */
export function ItemChooser({
  businessId,
  categories,
  categoriesLoading,
  mode,
  onModeChange,
  categoryChoice,
  onCategoryChoiceChange,
  picked,
  onPickedChange,
  formatPrice,
}: {
  businessId: string;
  categories: Category[];
  categoriesLoading: boolean;
  mode: ChooserMode;
  onModeChange: (mode: ChooserMode) => void;
  categoryChoice: CategoryChoice;
  onCategoryChoiceChange: (choice: CategoryChoice) => void;
  picked: Map<string, InventoryItem>;
  onPickedChange: (next: Map<string, InventoryItem>) => void;
  formatPrice: (value: number) => string;
}) {
  return (
    <Tabs value={mode} onValueChange={(value) => onModeChange(value as ChooserMode)}>
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="categories">
          <Trans>Whole categories</Trans>
        </TabsTrigger>
        <TabsTrigger value="items">
          <Trans>Pick items</Trans>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="categories">
        {categoriesLoading ? (
          <div className="space-y-2" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-11" />
            ))}
          </div>
        ) : (
          <CategoriesPanel
            categories={categories}
            choice={categoryChoice}
            onChange={onCategoryChoiceChange}
          />
        )}
      </TabsContent>
      <TabsContent value="items">
        <ItemsPanel
          businessId={businessId}
          categories={categories}
          picked={picked}
          onPickedChange={onPickedChange}
          formatPrice={formatPrice}
        />
      </TabsContent>
    </Tabs>
  );
}
