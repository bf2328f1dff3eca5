import type { CreateStockCountBody } from '@app/contracts/stock-counts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { formatCount } from '#src/lib/format.ts';
import { useCategories } from '../api/get-categories.ts';
import { useItemSearch } from '../api/search-items.ts';

type Scope = 'all' | 'category' | 'list';

interface StartCountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessId: string;
  pending: boolean;
  error: unknown;
  onStart: (body: CreateStockCountBody) => void;
}

/** What to count: every item, one category, or items chosen one by one. */
export function StartCountDialog({
  open,
  onOpenChange,
  businessId,
  pending,
  error,
  onStart,
}: StartCountDialogProps) {
  const { t } = useLingui();
  const [scope, setScope] = useState<Scope>('all');
  const [categoryId, setCategoryId] = useState('');
  const [chosen, setChosen] = useState<Map<string, string>>(new Map());
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const categories = useCategories(businessId, open && scope === 'category');
  const items = useItemSearch(businessId, deferred, open && scope === 'list');

  const scopes: [Scope, string, string][] = [
    ['all', t`All items`, t`Count the whole shop.`],
    ['category', t`A category`, t`One shelf or kind of goods.`],
    ['list', t`Chosen items`, t`A few items you pick.`],
  ];
  const ready = scope === 'all' || (scope === 'category' ? categoryId !== '' : chosen.size > 0);
  const chosenCount = formatCount(chosen.size);

  const start = () =>
    onStart(
      scope === 'all'
        ? {}
        : scope === 'category'
          ? { categoryId }
          : { productIds: [...chosen.keys()] },
    );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Start a stock count`}
      description={t`Count what is on the shelf; the differences are applied when you are done.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={start} disabled={!ready} loading={pending}>
            <Trans>Start counting</Trans>
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div role="radiogroup" aria-label={t`What to count`} className="grid gap-2">
          {scopes.map(([value, label, hint]) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={scope === value}
              onClick={() => setScope(value)}
              className={cn(
                'flex items-center gap-3 rounded-xl border px-3 py-2.5 text-left transition-colors',
                scope === value
                  ? 'border-primary bg-primary-soft'
                  : 'border-border bg-surface hover:bg-surface-muted',
              )}
            >
              <span
                className={cn(
                  'flex size-5 shrink-0 items-center justify-center rounded-full border',
                  scope === value
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input',
                )}
              >
                {scope === value && <Check className="size-3" aria-hidden />}
              </span>
              <span>
                <span className="block font-medium">{label}</span>
                <span className="block text-sm text-muted-foreground">{hint}</span>
              </span>
            </button>
          ))}
        </div>

        {scope === 'category' && (
          <Select
            aria-label={t`Category`}
            placeholder={categories.isLoading ? t`Loading categories…` : t`Choose a category`}
            value={categoryId}
            onValueChange={setCategoryId}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        )}

        {scope === 'list' && (
          <div className="space-y-2">
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <input
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                aria-label={t`Search items`}
                placeholder={t`Search items`}
                className="h-11 w-full rounded-lg border border-input bg-surface pl-9 text-base focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none sm:text-sm"
              />
            </div>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              <Trans>{chosenCount} chosen</Trans>
            </p>
            <ul className="max-h-64 space-y-1 overflow-y-auto" aria-label={t`Items`}>
              {(items.data ?? []).map((item) => {
                const on = chosen.has(item.id);
                return (
                  <li key={item.id}>
                    <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-surface-muted">
                      <input
                        type="checkbox"
                        className="size-4 accent-[var(--color-primary)]"
                        checked={on}
                        onChange={() =>
                          setChosen((current) => {
                            const next = new Map(current);
                            if (on) next.delete(item.id);
                            else next.set(item.id, item.name);
                            return next;
                          })
                        }
                      />
                      <span className="min-w-0 flex-1 truncate">{item.name}</span>
                      <span className="text-xs text-muted-foreground tabular-nums">
                        {formatCount(item.stock)}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        )}

        {error !== null && error !== undefined && (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(error, t`Could not start the count. Try again.`)}
          </p>
        )}
      </div>
    </Dialog>
  );
}
