import { CATEGORY_NAME_MAX_LENGTH } from '@app/contracts/categories';
import { Check, ChevronsUpDown, Plus, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import type { CategoryOption } from '../types.ts';

interface CategoryPickerProps {
  /** Set by <Field>. */
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  categories: CategoryOption[];
  /** '' is "no category". */
  value: string;
  onChange: (categoryId: string) => void;
  /** Adds a category from what was typed and chooses it; absent: no create option. */
  onCreate?: (name: string) => Promise<CategoryOption>;
  disabled?: boolean;
}

type Row =
  | { kind: 'none' }
  | { kind: 'category'; category: CategoryOption }
  | { kind: 'create'; name: string };

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * Choose a product's category, or type a new one and create it on the spot: the ARIA combobox
 * pattern (type to filter, arrows to move, Enter to choose).
 */
export function CategoryPicker({
  id,
  'aria-describedby': describedBy,
  invalid,
  categories,
  value,
  onChange,
  onCreate,
  disabled,
}: CategoryPickerProps) {
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const selected = categories.find((c) => c.id === value);

  const rows = useMemo<Row[]>(() => {
    const q = fold(query);
    const matches = categories.filter((c) => fold(c.name).includes(q));
    matches.sort(
      (a, b) => Number(!fold(a.name).startsWith(q)) - Number(!fold(b.name).startsWith(q)),
    );
    const list: Row[] = q ? [] : [{ kind: 'none' }];
    list.push(...matches.map((category) => ({ kind: 'category' as const, category })));
    const typed = query.trim();
    if (onCreate && typed && !categories.some((c) => fold(c.name) === q)) {
      list.push({ kind: 'create', name: typed.slice(0, CATEGORY_NAME_MAX_LENGTH) });
    }
    return list;
  }, [categories, query, onCreate]);

  const setOpenState = (next: boolean) => {
    if (creating) return;
    setOpen(next);
    setProblem(null);
    if (next) {
      setQuery('');
      setActive(Math.max(0, value ? categories.findIndex((c) => c.id === value) + 1 : 0));
    }
  };

  const choose = async (row: Row | undefined) => {
    if (!row) return;
    if (row.kind === 'none') onChange('');
    else if (row.kind === 'category') onChange(row.category.id);
    else if (onCreate) {
      setCreating(true);
      setProblem(null);
      try {
        const category = await onCreate(row.name);
        onChange(category.id);
      } catch (err) {
        setProblem(errorMessage(err, 'Could not add the category. Please try again.'));
        return;
      } finally {
        setCreating(false);
      }
    }
    setOpen(false);
  };

  const move = (index: number) => {
    if (rows.length === 0) return;
    const next = Math.min(Math.max(index, 0), rows.length - 1);
    setActive(next);
    (listRef.current?.children[next] as HTMLElement | undefined)?.scrollIntoView?.({
      block: 'nearest',
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(rows.length - 1),
      Enter: () => void choose(rows[active]),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpenState} modal>
      <Popover.Trigger
        id={id}
        type="button"
        role="combobox"
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-controls={open ? listId : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        className={cn(
          'flex h-11 w-full items-center justify-between gap-2 rounded-lg border border-input bg-surface px-3 text-left text-base text-foreground shadow-xs sm:text-sm',
          'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
          'disabled:cursor-not-allowed disabled:opacity-60',
          invalid && 'border-danger',
        )}
      >
        <span className={cn('min-w-0 truncate', !selected && 'text-muted-foreground')}>
          {selected ? selected.name : 'No category'}
        </span>
        <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement).querySelector('input')?.focus();
          }}
          className="z-[60] w-[max(var(--radix-popover-trigger-width),16rem)] max-w-[calc(100vw-1rem)] overflow-hidden rounded-xl border border-border bg-surface text-foreground shadow-lg"
        >
          <div className="flex items-center gap-2 border-b border-border px-3">
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <input
              role="combobox"
              aria-label={onCreate ? 'Find or create a category' : 'Find a category'}
              aria-expanded
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={rows[active] ? `${listId}-${active}` : undefined}
              value={query}
              maxLength={CATEGORY_NAME_MAX_LENGTH}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
                setProblem(null);
              }}
              onKeyDown={handleKeyDown}
              placeholder={onCreate ? 'Find or create a category' : 'Find a category'}
              autoComplete="off"
              className="h-11 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
            />
            {creating && <Spinner className="size-4 text-muted-foreground" label="Adding" />}
          </div>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label="Categories"
            className="max-h-[min(18rem,var(--radix-popover-content-available-height))] overflow-y-auto overscroll-contain p-1"
          >
            {rows.map((row, index) => {
              const isSelected =
                (row.kind === 'none' && !value) ||
                (row.kind === 'category' && row.category.id === value);
              return (
                <li
                  key={row.kind === 'category' ? row.category.id : row.kind}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={isSelected}
                  onPointerMove={() => setActive(index)}
                  onClick={() => void choose(row)}
                  className={cn(
                    'relative flex min-h-10 cursor-default items-center gap-2 rounded-lg py-2 pr-8 pl-3 text-sm select-none',
                    index === active && 'bg-surface-muted',
                    row.kind === 'none' && 'text-muted-foreground',
                    row.kind === 'create' && 'font-medium text-primary',
                  )}
                >
                  {row.kind === 'create' && <Plus className="size-4 shrink-0" aria-hidden />}
                  <span className="min-w-0 flex-1 truncate">
                    {row.kind === 'none'
                      ? 'No category'
                      : row.kind === 'category'
                        ? row.category.name
                        : `Create “${row.name}”`}
                  </span>
                  {isSelected && (
                    <Check className="absolute right-2.5 size-4 text-primary" aria-hidden />
                  )}
                </li>
              );
            })}
            {rows.length === 0 && (
              <li className="px-3 py-6 text-center text-sm text-muted-foreground">
                No category matches
              </li>
            )}
          </ul>
          {problem && (
            <p role="alert" className="border-t border-border px-3 py-2 text-sm text-danger">
              {problem}
            </p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
