import { INVENTORY_SEARCH_MAX_LENGTH } from '@app/contracts/inventory';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowUpDown, Search, TriangleAlert, X } from 'lucide-react';
import type { Ref } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '#src/components/ui/dropdown-menu.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { SORT_OPTIONS, type SortValue } from '../filters.ts';
import type { CategoryOption } from '../types.ts';

interface InventoryToolbarProps {
  searchRef: Ref<HTMLInputElement>;
  search: string;
  onSearchChange: (text: string) => void;
  searching: boolean;
  categoryId: string;
  onCategoryChange: (id: string) => void;
  categories: CategoryOption[];
  lowStock: boolean;
  onLowStockChange: (on: boolean) => void;
  sort: SortValue;
  onSortChange: (sort: SortValue) => void;
  /** Phones get a compact row: the order is an icon button. */
  phone: boolean;
}

const ALL = 'all';

/** Search (by name, SKU or barcode), category, low stock and order of the list. */
export function InventoryToolbar({
  searchRef,
  search,
  onSearchChange,
  searching,
  categoryId,
  onCategoryChange,
  categories,
  lowStock,
  onLowStockChange,
  sort,
  onSortChange,
  phone,
}: InventoryToolbarProps) {
  const { t, i18n } = useLingui();
  const sortOptions = SORT_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }));
  const sortLabel = sortOptions.find((o) => o.value === sort)?.label ?? '';
  const categoryOptions = [
    { value: ALL, label: t`All categories` },
    ...categories.map((c) => ({ value: c.id, label: c.name })),
    { value: 'none', label: t`Uncategorised` },
  ];

  return (
    <div className="flex flex-col gap-2 min-[948px]:flex-row min-[948px]:items-center">
      <div className="relative min-w-0 flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <input
          ref={searchRef}
          type="search"
          role="searchbox"
          aria-label={t`Search products by name, SKU or barcode`}
          placeholder={t`Search name, SKU or barcode`}
          value={search}
          maxLength={INVENTORY_SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(e) => onSearchChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && search) {
              e.preventDefault();
              onSearchChange('');
            }
          }}
          className={cn(
            'h-11 w-full rounded-lg border border-input bg-surface pr-16 pl-9 text-base text-foreground shadow-xs sm:text-sm',
            'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
            '[&::-webkit-search-cancel-button]:appearance-none',
          )}
        />
        <div className="absolute inset-y-0 right-2 flex items-center gap-1">
          {searching && <Spinner className="size-4 text-muted-foreground" label={t`Searching`} />}
          {search ? (
            <button
              type="button"
              aria-label={t`Clear search`}
              onClick={() => onSearchChange('')}
              className="flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground"
            >
              <X className="size-4" aria-hidden />
            </button>
          ) : (
            <kbd
              aria-hidden
              title={t`Press / to search`}
              className="hidden h-6 min-w-6 items-center justify-center rounded-md border border-border px-1.5 font-sans text-xs text-muted-foreground min-[948px]:flex"
            >
              /
            </kbd>
          )}
        </div>
      </div>

      <div className="flex gap-2">
        <Select
          aria-label={t`Category`}
          value={categoryId || ALL}
          onValueChange={(v) => onCategoryChange(v === ALL ? '' : v)}
          options={categoryOptions}
          className={cn(
            'min-w-0 max-[947px]:flex-1 min-[948px]:w-auto min-[948px]:max-w-56 min-[948px]:min-w-40',
            categoryId && 'border-primary/50 bg-primary-soft text-primary',
          )}
        />
        <button
          type="button"
          aria-pressed={lowStock}
          onClick={() => onLowStockChange(!lowStock)}
          className={cn(
            'flex h-11 shrink-0 items-center gap-2 rounded-lg border border-input bg-surface px-3 text-sm font-medium whitespace-nowrap shadow-xs transition-colors',
            'hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
            lowStock && 'border-warning/40 bg-warning-soft text-warning hover:bg-warning-soft',
          )}
        >
          <TriangleAlert className="size-4" aria-hidden />
          <Trans>Low stock</Trans>
        </button>
        {phone ? (
          <DropdownMenu>
            <DropdownMenuTrigger
              aria-label={t`Sort: ${sortLabel}`}
              className={cn(
                'flex size-11 shrink-0 items-center justify-center rounded-lg border border-input bg-surface text-foreground shadow-xs',
                'focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
                sort !== SORT_OPTIONS[0].value && 'border-primary/50 bg-primary-soft text-primary',
              )}
            >
              <ArrowUpDown className="size-4" aria-hidden />
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuLabel>
                <Trans>Sort by</Trans>
              </DropdownMenuLabel>
              <DropdownMenuRadioGroup
                value={sort}
                onValueChange={(v) => onSortChange(v as SortValue)}
              >
                {sortOptions.map((o) => (
                  <DropdownMenuRadioItem key={o.value} value={o.value}>
                    {o.label}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
            </DropdownMenuContent>
          </DropdownMenu>
        ) : (
          <Select
            aria-label={t`Sort by`}
            value={sort}
            onValueChange={(v) => onSortChange(v as SortValue)}
            options={sortOptions}
            className="w-auto min-w-44 shrink-0"
          />
        )}
      </div>
    </div>
  );
}
