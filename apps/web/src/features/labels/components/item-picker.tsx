import type { InventoryItem } from '@app/contracts/inventory';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { useItemSearch } from '../api/search-items.ts';

interface ItemPickerProps {
  businessId: string;
  formatPrice: (amount: number) => string;
  /** How many labels each item already has (ids of chosen items). */
  chosen: ReadonlyMap<string, number>;
  onAdd: (item: InventoryItem) => void;
}

/** Finds items by name, SKU or barcode; each tap adds one label (tap again for more). */
export function ItemPicker({ businessId, formatPrice, chosen, onAdd }: ItemPickerProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const search = useDeferredValue(text);
  const query = useItemSearch(businessId, search);
  const items = query.data ?? [];
  return (
    <div className="space-y-3">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`Name, SKU or barcode`}
          aria-label={t`Find items`}
          className="pl-9"
        />
      </div>
      {query.isPending ? (
        <div className="space-y-2" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : query.isError ? (
        <p className="text-sm text-danger">
          {errorMessage(query.error, t`Could not load the items.`)}{' '}
          <button
            type="button"
            className="font-medium underline"
            onClick={() => void query.refetch()}
          >
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : items.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">
          {search.trim() ? (
            <Trans>No items match.</Trans>
          ) : (
            <Trans>No items in your inventory yet.</Trans>
          )}
        </p>
      ) : (
        <ul className={cn('divide-y divide-border', query.isPlaceholderData && 'opacity-70')}>
          {items.map((item) => {
            const name = item.name;
            const count = chosen.get(item.id);
            return (
              <li key={item.id} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {formatPrice(item.price)}
                    {' · '}
                    {item.barcode ?? item.sku ?? <Trans>no code yet</Trans>}
                  </p>
                </div>
                <Button
                  variant={count ? 'secondary' : 'outline'}
                  size="sm"
                  onClick={() => onAdd(item)}
                  aria-label={t`Add a label for ${name}`}
                >
                  <Plus aria-hidden />
                  {count ? <span className="tabular-nums">{count}</span> : <Trans>Add</Trans>}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
