import { useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { cn } from '#src/lib/cn.ts';
import { CUSTOMER_SORTS, SORT_LABELS, type CustomerSort, type CustomerView } from '../list-view.ts';

interface CustomersToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  view: CustomerView;
  onViewChange: (view: CustomerView) => void;
}

/** Search by name, phone or email; show everyone or only those who owe; order the list. */
export function CustomersToolbar({
  search,
  onSearchChange,
  view,
  onViewChange,
}: CustomersToolbarProps) {
  const { t } = useLingui();
  return (
    <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          placeholder={t`Search by name, phone or email`}
          aria-label={t`Search customers`}
          enterKeyHint="search"
          className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {search && (
          <button
            type="button"
            onClick={() => onSearchChange('')}
            aria-label={t`Clear search`}
            className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-md p-1.5 text-muted-foreground hover:bg-surface-muted hover:text-foreground"
          >
            <X className="size-4" />
          </button>
        )}
      </div>
      <div className="flex items-center gap-2">
        <div
          role="group"
          aria-label={t({ message: 'Show', comment: 'which customers the list shows' })}
          className="inline-flex h-11 shrink-0 items-center gap-1 rounded-xl bg-surface-muted p-1"
        >
          {[
            {
              owingOnly: false,
              label: t({ message: 'All', context: 'customers', comment: 'all customers' }),
            },
            { owingOnly: true, label: t`Owes money` },
          ].map((option) => (
            <button
              key={String(option.owingOnly)}
              type="button"
              aria-pressed={view.owingOnly === option.owingOnly}
              onClick={() => onViewChange({ ...view, owingOnly: option.owingOnly })}
              className={cn(
                'h-9 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground',
                'focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none',
                view.owingOnly === option.owingOnly && 'bg-surface text-foreground shadow-sm',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        <Select
          aria-label={t`Sort by`}
          value={view.sort}
          onValueChange={(sort) => onViewChange({ ...view, sort: sort as CustomerSort })}
          options={CUSTOMER_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABELS[sort]) }))}
          className="min-w-0 flex-1 md:w-44 md:flex-none"
        />
      </div>
    </div>
  );
}
