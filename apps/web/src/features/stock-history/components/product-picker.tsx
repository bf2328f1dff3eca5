import type { InventoryItem } from '@app/contracts/inventory';
import { Check, ChevronDown, Package, Search, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { useProductSearch } from '../api/search-products.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';

interface ProductPickerProps {
  businessId: string;
  /** The product filtered on, if any, and its name once known. */
  productId?: string;
  productName?: string;
  onChange: (product: Pick<InventoryItem, 'id' | 'name'> | null) => void;
  className?: string;
}

/**
 * "All products" or one product, found by typing part of its name, SKU or barcode (the inventory
 * search). A combobox: arrows move, Enter picks, Escape closes.
 */
export function ProductPicker({
  businessId,
  productId,
  productName,
  onChange,
  className,
}: ProductPickerProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(text.trim(), 250);
  const query = useProductSearch(businessId, search, open);
  const listId = useId();
  const items = query.data ?? [];
  // Option 0 is "All products"; products follow.
  const optionCount = items.length + 1;

  const close = () => {
    setOpen(false);
    setText('');
    setActive(0);
  };
  const choose = (index: number) => {
    onChange(index === 0 ? null : (items[index - 1] ?? null));
    close();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % optionCount);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i - 1 + optionCount) % optionCount);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(active);
    }
  };

  const label = productId ? (productName ?? 'Loading product…') : 'All products';

  return (
    <div className={cn('relative flex min-w-0', className)}>
      <Popover.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
        <Popover.Trigger
          className={cn(
            'flex h-11 w-full min-w-0 items-center gap-2 rounded-lg border border-input bg-surface pl-3 text-left text-base shadow-xs sm:text-sm',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:border-ring',
            productId ? 'pr-10' : 'pr-3',
          )}
          aria-label={`Product: ${label}`}
        >
          <Package className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className={cn('min-w-0 flex-1 truncate', !productId && 'text-muted-foreground')}>
            {label}
          </span>
          {!productId && (
            <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          )}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              (event.currentTarget as HTMLElement).querySelector('input')?.focus();
            }}
            className="z-50 w-[max(var(--radix-popover-trigger-width),18rem)] max-w-[calc(100vw-1rem)] overflow-hidden rounded-xl border border-border bg-surface text-foreground shadow-lg"
          >
            <div className="relative border-b border-border">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <input
                role="combobox"
                aria-expanded
                aria-controls={listId}
                aria-activedescendant={`${listId}-${active}`}
                aria-autocomplete="list"
                aria-label="Search products"
                placeholder="Search name, SKU or barcode"
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setActive(0);
                }}
                onKeyDown={handleKeyDown}
                className="h-11 w-full bg-transparent pr-10 pl-9 text-base outline-none placeholder:text-muted-foreground sm:text-sm"
              />
              {query.isFetching && (
                <Spinner
                  className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
                  label="Searching"
                />
              )}
            </div>
            <ul
              id={listId}
              role="listbox"
              aria-label="Products"
              className="max-h-72 overflow-y-auto p-1"
            >
              <Option
                id={`${listId}-0`}
                active={active === 0}
                selected={!productId}
                onPick={() => choose(0)}
                onHover={() => setActive(0)}
              >
                <span className="font-medium">All products</span>
              </Option>
              {items.map((item, i) => (
                <Option
                  key={item.id}
                  id={`${listId}-${i + 1}`}
                  active={active === i + 1}
                  selected={item.id === productId}
                  onPick={() => choose(i + 1)}
                  onHover={() => setActive(i + 1)}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{item.name}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {[item.sku, item.categoryName, `${item.stock} in stock`]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                </Option>
              ))}
              {query.isSuccess && items.length === 0 && (
                <li className="px-3 py-6 text-center text-sm text-muted-foreground">
                  No product matches “{search}”.
                </li>
              )}
              {query.isError && (
                <li className="px-3 py-6 text-center text-sm text-danger">
                  Could not search products. Check your connection.
                </li>
              )}
            </ul>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {productId && (
        <button
          type="button"
          onClick={() => onChange(null)}
          className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground"
          aria-label="Show all products"
          title="Show all products"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}

function Option({
  id,
  active,
  selected,
  onPick,
  onHover,
  children,
}: {
  id: string;
  active: boolean;
  selected: boolean;
  onPick: () => void;
  onHover: () => void;
  children: ReactNode;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      onClick={onPick}
      onMouseMove={onHover}
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm select-none',
        active && 'bg-surface-muted',
      )}
    >
      {children}
      {selected && <Check className="ml-auto size-4 shrink-0 text-primary" aria-hidden />}
    </li>
  );
}
