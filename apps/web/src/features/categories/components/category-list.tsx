import type { Category } from '@app/contracts/categories';
import { ArrowDown, ArrowUp, GripVertical, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#src/components/ui/dropdown-menu.tsx';
import { cn } from '#src/lib/cn.ts';
import { CATEGORY_UI_MESSAGES, itemCountLabel } from '../messages.ts';
import { moveItem } from '../move.ts';
import { CategoryNameForm } from './category-name-form.tsx';

interface CategoryListProps {
  categories: Category[];
  /** The whole list in its new order, and the category that moved. */
  onReorder: (next: Category[], moved: Category) => void;
  /** Saves a new name; a thrown error's text is shown under the field. */
  onRename: (category: Category, name: string) => Promise<void>;
  onDelete: (category: Category) => void;
}

interface DragState {
  id: string;
  from: number;
  over: number;
  dy: number;
  /** The height the dragged row takes in the list (the others move by this much). */
  slot: number;
}

interface DragSession {
  id: string;
  from: number;
  pointerId: number;
  grabOffset: number;
  tops: number[];
  heights: number[];
  clientY: number;
  scroller: HTMLElement | null;
  frame: number;
}

type FocusTarget = 'row' | 'up' | 'down';

const EDGE_PX = 48;
const SCROLL_STEP_PX = 12;

function scrollParent(el: HTMLElement | null): HTMLElement | null {
  for (let node = el?.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) {
      return node;
    }
  }
  return null;
}

/**
 * The categories in their order. Reordered three ways: dragging the grip (pointer events, so mouse,
 * pen and touch alike, with auto-scroll near the edges and Escape to cancel), the Up/Down buttons,
 * and Alt+Up / Alt+Down on a focused row. Each move is announced to screen readers.
 */
export function CategoryList({ categories, onReorder, onRename, onDelete }: CategoryListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const rows = useRef(new Map<string, HTMLLIElement>());
  const session = useRef<DragSession | null>(null);
  const [drag, setDrag] = useState<DragState | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** Where focus goes once the list shows the row at `index` (the move is applied asynchronously). */
  const pendingFocus = useRef<{ id: string; target: FocusTarget; index: number } | null>(null);

  const move = (from: number, to: number, focus?: FocusTarget) => {
    const moved = categories[from];
    if (!moved || to < 0 || to >= categories.length || to === from) return;
    if (focus) pendingFocus.current = { id: moved.id, target: focus, index: to };
    onReorder(moveItem(categories, from, to), moved);
    setAnnouncement(`${moved.name} moved to position ${to + 1} of ${categories.length}.`);
  };

  // A moved row is re-inserted in the DOM, which drops its focus: give it back.
  useLayoutEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted || categories[wanted.index]?.id !== wanted.id) return;
    pendingFocus.current = null;
    const row = rows.current.get(wanted.id);
    if (!row) return;
    const button = row.querySelector<HTMLButtonElement>(`[data-move="${wanted.target}"]`);
    (button && !button.disabled ? button : row).focus();
  });

  const handleRowKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    if (event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    const focused = event.target === event.currentTarget ? 'row' : undefined;
    const target = event.key === 'ArrowUp' ? index - 1 : index + 1;
    move(index, target, focused ?? (event.key === 'ArrowUp' ? 'up' : 'down'));
  };

  // Dragging ------------------------------------------------------------------------------------

  const update = () => {
    const s = session.current;
    const list = listRef.current;
    if (!s || !list) return;
    const listTop = list.getBoundingClientRect().top;
    const height = s.heights[s.from]!;
    const lastBottom = s.tops[s.tops.length - 1]! + s.heights[s.heights.length - 1]!;
    const top = Math.max(
      -height / 2,
      Math.min(lastBottom - height / 2, s.clientY - listTop - s.grabOffset),
    );
    const middle = top + height / 2;
    let over = 0;
    s.tops.forEach((t, i) => {
      if (i !== s.from && t + s.heights[i]! / 2 < middle) over += 1;
    });
    setDrag((d) => d && { ...d, over, dy: top - s.tops[s.from]! });
  };

  const autoScroll = () => {
    const s = session.current;
    if (!s) return;
    if (s.scroller) {
      const { top, bottom } = s.scroller.getBoundingClientRect();
      const step =
        s.clientY < top + EDGE_PX
          ? -SCROLL_STEP_PX
          : s.clientY > bottom - EDGE_PX
            ? SCROLL_STEP_PX
            : 0;
      if (step) {
        s.scroller.scrollTop += step;
        update();
      }
    }
    s.frame = requestAnimationFrame(autoScroll);
  };

  const endDrag = (commit: boolean) => {
    const s = session.current;
    if (!s) return;
    cancelAnimationFrame(s.frame);
    session.current = null;
    const current = drag;
    setDrag(null);
    if (commit && current && current.over !== current.from) move(current.from, current.over);
  };

  const startDrag = (event: PointerEvent<HTMLButtonElement>, index: number) => {
    if (event.button !== 0 || session.current || !listRef.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const elements = categories.map((c) => rows.current.get(c.id));
    const tops = elements.map((el) => el?.offsetTop ?? 0);
    const heights = elements.map((el) => el?.offsetHeight ?? 0);
    const listTop = listRef.current.getBoundingClientRect().top;
    session.current = {
      id: categories[index]!.id,
      from: index,
      pointerId: event.pointerId,
      grabOffset: event.clientY - listTop - tops[index]!,
      tops,
      heights,
      clientY: event.clientY,
      scroller: scrollParent(listRef.current),
      frame: 0,
    };
    session.current.frame = requestAnimationFrame(autoScroll);
    const slot = (tops[index + 1] ?? tops[index]! + heights[index]!) - tops[index]!;
    setDrag({ id: categories[index]!.id, from: index, over: index, dy: 0, slot });
  };

  const handlePointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const s = session.current;
    if (!s || s.pointerId !== event.pointerId) return;
    s.clientY = event.clientY;
    update();
  };

  useEffect(() => {
    if (!drag) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        endDrag(false);
        setAnnouncement('Move cancelled.');
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  });

  useEffect(() => () => cancelAnimationFrame(session.current?.frame ?? 0), []);

  const shiftOf = (index: number): number => {
    if (!drag || index === drag.from) return 0;
    if (drag.from < drag.over && index > drag.from && index <= drag.over) return -drag.slot;
    if (drag.from > drag.over && index >= drag.over && index < drag.from) return drag.slot;
    return 0;
  };

  return (
    <>
      <ol
        ref={listRef}
        className="relative divide-y divide-border rounded-xl border border-border"
        aria-label="Categories, in the order customers see them"
      >
        {categories.map((category, index) => {
          const dragging = drag?.id === category.id;
          const first = index === 0;
          const last = index === categories.length - 1;
          return (
            <li
              key={category.id}
              ref={(el) => {
                if (el) rows.current.set(category.id, el);
                else rows.current.delete(category.id);
              }}
              tabIndex={0}
              aria-label={`${category.name}, ${itemCountLabel(category.itemCount)}, position ${index + 1} of ${categories.length}`}
              aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
              data-testid="category-row"
              onKeyDown={(e) => handleRowKeyDown(e, index)}
              style={{
                transform: dragging
                  ? `translateY(${drag.dy}px)`
                  : shiftOf(index)
                    ? `translateY(${shiftOf(index)}px)`
                    : undefined,
              }}
              className={cn(
                'relative flex min-h-14 items-center gap-1 bg-surface py-1.5 pr-1.5 pl-1 outline-none first:rounded-t-xl last:rounded-b-xl',
                'focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-ring/50',
                drag && !dragging && 'transition-transform duration-150 ease-out',
                dragging && 'z-20 rounded-xl shadow-xl ring-1 ring-primary/40',
              )}
            >
              <button
                type="button"
                aria-label={`Drag to reorder ${category.name}`}
                title="Drag to reorder (or Alt+Up / Alt+Down)"
                onPointerDown={(e) => startDrag(e, index)}
                onPointerMove={handlePointerMove}
                onPointerUp={() => endDrag(true)}
                onPointerCancel={() => endDrag(false)}
                onLostPointerCapture={() => session.current && endDrag(true)}
                className={cn(
                  'flex h-11 w-9 shrink-0 touch-none items-center justify-center rounded-lg text-muted-foreground',
                  'cursor-grab hover:bg-surface-muted hover:text-foreground active:cursor-grabbing',
                )}
                tabIndex={-1}
              >
                <GripVertical className="size-5" aria-hidden />
              </button>

              {renaming === category.id ? (
                <CategoryNameForm
                  className="min-w-0 flex-1"
                  initialName={category.name}
                  label={`New name for ${category.name}`}
                  submitLabel="Save"
                  failureText={CATEGORY_UI_MESSAGES.renameFailed}
                  autoFocus
                  onCancel={() => {
                    setRenaming(null);
                    pendingFocus.current = { id: category.id, target: 'row', index };
                  }}
                  onSubmit={async (name) => {
                    if (name !== category.name) await onRename(category, name);
                    setRenaming(null);
                  }}
                />
              ) : (
                <>
                  <div className="min-w-0 flex-1 px-1">
                    <p className="truncate text-sm font-medium">{category.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {itemCountLabel(category.itemCount)}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center">
                    <MoveButton
                      direction="up"
                      name={category.name}
                      disabled={first}
                      onClick={() => move(index, index - 1, 'up')}
                    />
                    <MoveButton
                      direction="down"
                      name={category.name}
                      disabled={last}
                      onClick={() => move(index, index + 1, 'down')}
                    />
                    <DropdownMenu>
                      <DropdownMenuTrigger
                        aria-label={`More actions for ${category.name}`}
                        className="flex size-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-surface-muted hover:text-foreground"
                      >
                        <MoreHorizontal className="size-5" aria-hidden />
                      </DropdownMenuTrigger>
                      <DropdownMenuContent className="min-w-44">
                        <DropdownMenuItem onSelect={() => setRenaming(category.id)}>
                          <Pencil />
                          Rename
                        </DropdownMenuItem>
                        <DropdownMenuItem destructive onSelect={() => onDelete(category)}>
                          <Trash2 />
                          Delete
                        </DropdownMenuItem>
                      </DropdownMenuContent>
                    </DropdownMenu>
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

function MoveButton({
  direction,
  name,
  disabled,
  onClick,
}: {
  direction: 'up' | 'down';
  name: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = direction === 'up' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      data-move={direction}
      aria-label={`Move ${name} ${direction}`}
      disabled={disabled}
      onClick={onClick}
      className="flex size-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-surface-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-30"
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
