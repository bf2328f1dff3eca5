import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { cn } from '#src/lib/cn.ts';
import type { PickerOption } from '../intl-options.ts';

export interface SearchableSelectProps {
  /** Set by <Field>: ties the button to its label, hint and error. */
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  options: () => PickerOption[];
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder: string;
  searchLabel: string;
  disabled?: boolean;
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

function filterOptions(options: PickerOption[], query: string): PickerOption[] {
  const q = fold(query.trim());
  if (!q) return options;
  const starts: PickerOption[] = [];
  const contains: PickerOption[] = [];
  for (const option of options) {
    const label = fold(option.label);
    const keywords = fold(option.keywords ?? '').split(/\s+/);
    if (label.startsWith(q) || keywords.some((k) => k === q || k.startsWith(q))) {
      starts.push(option);
    } else if (label.includes(q)) {
      contains.push(option);
    }
  }
  return [...starts, ...contains];
}

/**
 * A select with a search box, for long lists (countries, currencies, time zones): type to filter,
 * arrows to move, Enter to choose, Escape to close. The ARIA combobox pattern with a listbox.
 */
export function SearchableSelect({
  id,
  'aria-describedby': describedBy,
  invalid,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  searchLabel,
  disabled,
}: SearchableSelectProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  // Built on first open: naming ~400 time zones is not free on a cheap phone.
  const all = useMemo(() => (open || value ? options() : []), [open, value, options]);
  const selected = all.find((o) => o.value === value);
  const shown = useMemo(() => filterOptions(all, query), [all, query]);

  const setOpenState = (next: boolean) => {
    setOpen(next);
    if (next) {
      setQuery('');
      const index = options().findIndex((o) => o.value === value);
      setActive(Math.max(0, index));
      requestAnimationFrame(() => scrollIntoView(Math.max(0, index), 'center'));
    } else {
      onBlur?.();
    }
  };

  const scrollIntoView = (index: number, block: ScrollLogicalPosition = 'nearest') => {
    const item = listRef.current?.children[index] as HTMLElement | undefined;
    item?.scrollIntoView?.({ block });
  };

  const move = (index: number) => {
    if (shown.length === 0) return;
    const next = Math.min(Math.max(index, 0), shown.length - 1);
    setActive(next);
    scrollIntoView(next);
  };

  const choose = (option: PickerOption | undefined) => {
    if (!option) return;
    onChange(option.value);
    setOpenState(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const page = 8;
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      PageDown: () => move(active + page),
      PageUp: () => move(active - page),
      Home: () => move(0),
      End: () => move(shown.length - 1),
      Enter: () => choose(shown[active]),
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
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:border-ring',
          'disabled:cursor-not-allowed disabled:opacity-60',
          invalid && 'border-danger',
        )}
      >
        <span className={cn('min-w-0 truncate', !selected && 'text-muted-foreground')}>
          {selected ? selected.label : placeholder}
        </span>
        <span className="flex shrink-0 items-center gap-2">
          {selected?.detail && (
            <span className="text-xs text-muted-foreground tabular-nums">{selected.detail}</span>
          )}
          <ChevronsUpDown className="size-4 text-muted-foreground" aria-hidden />
        </span>
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
              aria-label={searchLabel}
              aria-expanded
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={shown[active] ? `${listId}-${active}` : undefined}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
                listRef.current?.scrollTo?.({ top: 0 });
              }}
              onKeyDown={handleKeyDown}
              placeholder={searchLabel}
              autoComplete="off"
              spellCheck={false}
              className="h-11 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
            />
          </div>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={searchLabel}
            className="max-h-[min(18rem,var(--radix-popover-content-available-height))] overflow-y-auto overscroll-contain p-1"
          >
            {shown.map((option, index) => (
              <li
                key={option.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={option.value === value}
                onPointerMove={() => setActive(index)}
                onClick={() => choose(option)}
                className={cn(
                  'relative flex min-h-10 cursor-default items-center gap-2 rounded-lg py-2 pr-8 pl-3 text-sm select-none',
                  index === active && 'bg-surface-muted',
                )}
              >
                <span className="min-w-0 flex-1 truncate">{option.label}</span>
                {option.detail && (
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                    {option.detail}
                  </span>
                )}
                {option.value === value && (
                  <Check className="absolute right-2.5 size-4 text-primary" aria-hidden />
                )}
              </li>
            ))}
          </ul>
          {shown.length === 0 && (
            <p className="px-3 pb-4 pt-2 text-center text-sm text-muted-foreground" role="status">
              Nothing matches “{query}”
            </p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The select bound to a form field; as the direct child of <Field> it gets the label's id. */
export function FormSearchableSelect<T extends FieldValues, O>({
  control,
  name,
  ...props
}: { control: Control<T, unknown, O>; name: Path<T> } & Omit<
  SearchableSelectProps,
  'value' | 'onChange' | 'onBlur'
>) {
  const { field } = useController({ control, name });
  return (
    <SearchableSelect
      {...props}
      value={field.value as string}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
