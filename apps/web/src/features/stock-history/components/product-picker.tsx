import type { InventoryItem } from '@app/contracts/inventory';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, Package, X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Combobox, type ComboboxItem } from '#src/components/ui/combobox.tsx';
import { cn } from '#src/lib/cn.ts';
import { formatCount } from '#src/lib/format.ts';
import { useProductSearch } from '../api/search-products.ts';
import { useDebouncedValue } from '#src/lib/use-debounced-value.ts';

type Product = Pick<InventoryItem, 'id' | 'name'>;

interface ProductPickerProps {
  businessId: string;
  /** The product filtered on, if any, and its name once known. */
  productId?: string;
  productName?: string;
  onChange: (product: Product | null) => void;
  className?: string;
  /** The row and label meaning "no product chosen". */
  allLabel?: string;
}

/** `product` null is "All products". */
type Row = ComboboxItem & { product: Product | null };

/**
 * "All products" or one product, found by typing part of its name, SKU or barcode (the inventory
 * search, on the server). A combobox: arrows move, Enter picks, Escape closes.
 */
export function ProductPicker({
  businessId,
  productId,
  productName,
  onChange,
  className,
  allLabel: allLabelGiven,
}: ProductPickerProps) {
  const { t } = useLingui();
  const allLabel = allLabelGiven ?? t`All products`;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  const query = useProductSearch(businessId, search, open);
  const products = query.data;

  // The server has already filtered on what was typed.
  const rows = useCallback(
    (): Row[] => [
      {
        key: 'all',
        label: allLabel,
        selected: !productId,
        className: 'font-medium',
        product: null,
      },
      ...(products ?? []).map((item) => {
        const stock = formatCount(item.stock);
        return {
          key: item.id,
          label: item.name,
          description: [item.sku, item.categoryName, t`${stock} in stock`]
            .filter(Boolean)
            .join(' · '),
          selected: item.id === productId,
          className: 'font-medium',
          product: item,
        };
      }),
    ],
    [products, productId, allLabel, t],
  );

  const label = productId ? (productName ?? t`Loading product…`) : allLabel;

  return (
    <div className={cn('relative flex min-w-0', className)}>
      <Combobox
        trigger={
          <button
            type="button"
            className={cn(
              'flex h-11 w-full min-w-0 items-center gap-2 rounded-lg border border-input bg-surface pl-3 text-left text-base shadow-xs sm:text-sm',
              'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
              productId ? 'pr-10' : 'pr-3',
            )}
            aria-label={t`Product: ${label}`}
          >
            <Package className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className={cn('min-w-0 flex-1 truncate', !productId && 'text-muted-foreground')}>
              {label}
            </span>
            {!productId && (
              <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            )}
          </button>
        }
        items={rows}
        onQueryChange={setText}
        onChoose={(row) => {
          // Not returned: a filter change is no save for the list to wait on.
          onChange(row.product);
        }}
        onOpen={() => setOpen(true)}
        onClose={() => {
          // Reopening starts from the whole list, not the last search.
          setOpen(false);
          setText('');
        }}
        searchLabel={t`Search products`}
        searchPlaceholder={t`Search name, SKU or barcode`}
        listLabel={t`Products`}
        notice={
          query.isSuccess && products?.length === 0 ? t`No product matches “${search}”.` : undefined
        }
        error={query.isError ? t`Could not search products. Check your connection.` : undefined}
        loading={query.isFetching}
        busyLabel={t`Searching`}
      />
      {productId && (
        <button
          type="button"
          onClick={() => onChange(null)}
          className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground"
          aria-label={t`Show all products`}
          title={t`Show all products`}
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
