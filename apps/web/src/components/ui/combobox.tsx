import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import {
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cn } from '#src/lib/cn.ts';
import { Spinner } from './spinner.tsx';

/** One row of the list. Features extend it with what they need back in `onChoose`. */
export interface ComboboxItem {
  key: string;
  label: string;
  /** A muted second line under the label. */
  description?: string;
  /** A short aside on the right (a code, a symbol). */
  detail?: string;
  icon?: ReactNode;
  className?: string;
  selected: boolean;
}

export interface ComboboxProps<T extends ComboboxItem> {
  /** Set by <Field>: ties the button to its label, hint and error. */
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** The chosen value as the button shows it; absent: the placeholder. */
  label?: string;
  detail?: string;
  /** The default button's text while nothing is chosen. */
  placeholder?: string;
  /**
   * A button of the feature's own in place of the default one (Radix wires it to the popover);
   * `id`, `invalid`, `disabled`, `label`, `detail` and `placeholder` are then its business.
   */
  trigger?: ReactElement;
  /** The rows for what is typed; called only while open, so keep it stable (useCallback). */
  items: (query: string) => T[];
  /** What is typed ('' on opening), for rows searched elsewhere (a server search). */
  onQueryChange?: (query: string) => void;
  /**
   * A row was chosen (click or Enter). A promise keeps the list open and busy until it settles;
   * a text it resolves to is shown as the problem, and the list stays open.
   */
  onChoose: (item: T) => void | Promise<string | null>;
  /** The list opened (to start loading its rows, say). */
  onOpen?: () => void;
  /** The list closed, chosen or not (a form field's blur). */
  onClose?: () => void;
  /** The search box's name, and its placeholder unless `searchPlaceholder` is given. */
  searchLabel: string;
  searchPlaceholder?: string;
  listLabel: string;
  /** Said when no row matches; `notice` says it instead when fixed rows are always there. */
  emptyText?: (query: string) => string;
  notice?: string;
  /** A problem with the rows themselves (a failed search), shown like a failed choice. */
  error?: string;
  maxLength?: number;
  /** The rows are being fetched: the spinner shows, named by `busyLabel`. */
  loading?: boolean;
  /** The spinner's name while `onChoose` is busy or the rows are loading. */
  busyLabel?: string;
}

const PAGE = 8;

/**
 * A button that opens a searchable list: type to filter, arrows (and Page, Home, End) to move,
 * Enter to choose, Escape to close. The ARIA combobox pattern with a listbox, in a popover.
 */
export function Combobox<T extends ComboboxItem>({
  id,
  'aria-describedby': describedBy,
  invalid,
  disabled,
  label,
  detail,
  placeholder,
  trigger,
  items,
  onQueryChange,
  onChoose,
  onOpen,
  onClose,
  searchLabel,
  searchPlaceholder = searchLabel,
  listLabel,
  emptyText,
  notice,
  error,
  maxLength,
  loading,
  busyLabel,
}: ComboboxProps<T>) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const shown = useMemo(() => (open ? items(query) : []), [open, items, query]);
  const note = notice ?? (shown.length === 0 ? emptyText?.(query) : undefined);
  const alert = problem ?? error;

  const changeQuery = (next: string) => {
    setQuery(next);
    onQueryChange?.(next);
  };

  const scrollIntoView = (index: number, block: ScrollLogicalPosition = 'nearest') => {
    const row = listRef.current?.children[index] as HTMLElement | undefined;
    row?.scrollIntoView?.({ block });
  };

  const setOpenState = (next: boolean) => {
    // While a choice is being saved, the list neither closes nor reopens.
    if (busy) return;
    setOpen(next);
    setProblem(null);
    if (next) {
      changeQuery('');
      onOpen?.();
      const index = Math.max(
        0,
        items('').findIndex((item) => item.selected),
      );
      setActive(index);
      requestAnimationFrame(() => scrollIntoView(index, 'center'));
    } else {
      onClose?.();
    }
  };

  const move = (index: number) => {
    if (shown.length === 0) return;
    const next = Math.min(Math.max(index, 0), shown.length - 1);
    setActive(next);
    scrollIntoView(next);
  };

  const choose = async (item: T | undefined) => {
    if (!item) return;
    const pending = onChoose(item);
    if (pending) {
      setBusy(true);
      setProblem(null);
      let failure: string | null;
      try {
        failure = await pending;
      } finally {
        setBusy(false);
      }
      if (failure) {
        setProblem(failure);
        return;
      }
    }
    setOpen(false);
    onClose?.();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      PageDown: () => move(active + PAGE),
      PageUp: () => move(active - PAGE),
      Home: () => move(0),
      End: () => move(shown.length - 1),
      Enter: () => void choose(shown[active]),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpenState} modal>
      {trigger ? (
        <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      ) : (
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
          <span className={cn('min-w-0 truncate', label === undefined && 'text-muted-foreground')}>
            {label ?? placeholder}
          </span>
          <span className="flex shrink-0 items-center gap-2">
            {detail && <span className="text-xs text-muted-foreground tabular-nums">{detail}</span>}
            <ChevronsUpDown className="size-4 text-muted-foreground" aria-hidden />
          </span>
        </Popover.Trigger>
      )}
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
              maxLength={maxLength}
              onChange={(e) => {
                changeQuery(e.target.value);
                setActive(0);
                setProblem(null);
                listRef.current?.scrollTo?.({ top: 0 });
              }}
              onKeyDown={handleKeyDown}
              placeholder={searchPlaceholder}
              autoComplete="off"
              spellCheck={false}
              className="h-11 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
            />
            {(busy || loading) && (
              <Spinner className="size-4 text-muted-foreground" label={busyLabel} />
            )}
          </div>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={listLabel}
            className="max-h-[min(18rem,var(--radix-popover-content-available-height))] overflow-y-auto overscroll-contain p-1"
          >
            {shown.map((item, index) => (
              <li
                key={item.key}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={item.selected}
                onPointerMove={() => setActive(index)}
                onClick={() => void choose(item)}
                className={cn(
                  'relative flex min-h-10 cursor-default items-center gap-2 rounded-lg py-2 pr-8 pl-3 text-sm select-none',
                  index === active && 'bg-surface-muted',
                  item.className,
                )}
              >
                {item.icon}
                <span className="min-w-0 flex-1">
                  <span className="block truncate">{item.label}</span>
                  {item.description && (
                    <span className="block truncate text-xs font-normal text-muted-foreground">
                      {item.description}
                    </span>
                  )}
                </span>
                {item.detail && (
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                    {item.detail}
                  </span>
                )}
                {item.selected && (
                  <Check className="absolute right-2.5 size-4 text-primary" aria-hidden />
                )}
              </li>
            ))}
          </ul>
          {note && (
            <p className="px-3 pt-2 pb-4 text-center text-sm text-muted-foreground" role="status">
              {note}
            </p>
          )}
          {alert && (
            <p role="alert" className="border-t border-border px-3 py-2 text-sm text-danger">
              {alert}
            </p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
