import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Trans, useLingui } from '@lingui/react/macro';
import { GripVertical, ImageOff, Search, Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { InventoryItem } from '@app/contracts/inventory';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { cn } from '#src/lib/cn.ts';
import { formatMoney } from '#src/lib/format.ts';

interface CatalogItemsProps {
  items: InventoryItem[];
  currency: string;
  onShow: (itemId: string, show: boolean) => void;
  onFeature: (itemId: string, featured: boolean) => void;
  onReorder: (ids: string[]) => void;
}

/** Every product: shown or hidden, featured or not, dragged (or moved with the keyboard) into order. */
export function CatalogItems({ items, currency, onShow, onFeature, onReorder }: CatalogItemsProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    return q ? items.filter((i) => i.name.toLowerCase().includes(q)) : items;
  }, [items, search]);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    onReorder(arrayMove(items, from, to).map((i) => i.id));
  };

  if (items.length === 0) {
    return (
      <EmptyState
        title={t`No products yet`}
        description={t`Add products in Inventory: they appear here to show in your shop.`}
      />
    );
  }
  return (
    <div className="space-y-3">
      <label className="relative block">
        <span className="sr-only">
          <Trans>Search products</Trans>
        </span>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t`Search products`}
          className="pl-9"
        />
      </label>
      {search && (
        <p className="text-xs text-muted-foreground">
          <Trans>Clear the search to drag products into order.</Trans>
        </p>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
        <SortableContext items={filtered.map((i) => i.id)} strategy={verticalListSortingStrategy}>
          <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
            {filtered.map((item) => (
              <CatalogRow
                key={item.id}
                item={item}
                currency={currency}
                sortable={!search}
                onShow={(show) => onShow(item.id, show)}
                onFeature={(f) => onFeature(item.id, f)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </div>
  );
}

interface CatalogRowProps {
  item: InventoryItem;
  currency: string;
  sortable: boolean;
  onShow: (show: boolean) => void;
  onFeature: (featured: boolean) => void;
}

function CatalogRow({ item, currency, sortable, onShow, onFeature }: CatalogRowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: !sortable,
  });
  const { t } = useLingui();
  const featured = item.settings.featured;
  const name = item.name;
  const stock = item.stock;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-center gap-3 bg-surface px-3 py-2.5',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      <button
        type="button"
        className={cn(
          'touch-none rounded-md p-1 text-muted-foreground hover:bg-surface-muted',
          !sortable && 'invisible',
        )}
        aria-label={t`Move ${name}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-5" aria-hidden />
      </button>
      {/* A product kept out of the shop is dimmed in its picture and name colour, never in its
          text's opacity: muted text is already the faintest that reads (WCAG AA). */}
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt=""
          className={cn(
            'size-11 shrink-0 rounded-lg object-cover',
            !item.showInShop && 'opacity-50 grayscale',
          )}
          loading="lazy"
        />
      ) : (
        <div className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-muted-foreground">
          <ImageOff className="size-4" aria-hidden />
        </div>
      )}
      <div className="min-w-0 flex-1">
        <p
          className={cn(
            'truncate text-sm font-medium',
            !item.showInShop && 'text-muted-foreground',
          )}
        >
          {item.name}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {formatMoney(item.price, currency)}
          {item.categoryName ? ` · ${item.categoryName}` : ''} · <Trans>{stock} in stock</Trans>
        </p>
      </div>
      <button
        type="button"
        onClick={() => onFeature(!featured)}
        aria-pressed={featured}
        aria-label={t`Feature ${name}`}
        className={cn(
          'rounded-full p-2 transition hover:bg-surface-muted',
          featured ? 'text-amber-500' : 'text-muted-foreground',
        )}
      >
        <Star className={cn('size-5', featured && 'fill-current')} aria-hidden />
      </button>
      <Switch
        checked={item.showInShop}
        onCheckedChange={onShow}
        aria-label={t`Show ${name} in the shop`}
      />
    </li>
  );
}
