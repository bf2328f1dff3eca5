import type { Category } from '@app/contracts/categories';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, GripVertical, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#src/components/ui/dropdown-menu.tsx';
import { cn } from '#src/lib/cn.ts';
import { formatCount } from '#src/lib/format.ts';
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

type FocusTarget = 'row' | 'up' | 'down';

/**
 * The categories in their order. Reordered three ways: dragging the grip with @dnd-kit (mouse and
 * pen after a small move, touch after a short press so the list still scrolls; Space or Enter on
 * the focused grip picks a row up, arrows move it, Space drops, Escape cancels; dnd-kit
 * auto-scrolls and announces each step), the Up/Down buttons, and Alt+Up / Alt+Down on a focused
 * row. Each move is announced to screen readers.
 */
export function CategoryList({ categories, onReorder, onRename, onDelete }: CategoryListProps) {
  const { t } = useLingui();
  const rows = useRef(new Map<string, HTMLLIElement>());
  const total = formatCount(categories.length);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** Where focus goes once the list shows the row at `index` (the move is applied asynchronously). */
  const pendingFocus = useRef<{ id: string; target: FocusTarget; index: number } | null>(null);

  const move = (from: number, to: number, focus?: FocusTarget) => {
    const moved = categories[from];
    if (!moved || to < 0 || to >= categories.length || to === from) return;
    if (focus) pendingFocus.current = { id: moved.id, target: focus, index: to };
    onReorder(moveItem(categories, from, to), moved);
    const name = moved.name;
    const position = formatCount(to + 1);
    setAnnouncement(t`${name} moved to position ${position} of ${total}.`);
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

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => categories.find((c) => c.id === id)?.name ?? '';
  const positionOf = (id: string | number) =>
    formatCount(categories.findIndex((c) => c.id === id) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const name = nameOf(active.id);
      const position = positionOf(active.id);
      return t`Picked up ${name}, position ${position} of ${total}. Use the arrow keys to move, Space to drop, Escape to cancel.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      const name = nameOf(active.id);
      const position = positionOf(over.id);
      return t`${name} is over position ${position}.`;
    },
    onDragEnd: ({ active, over }) => {
      const name = nameOf(active.id);
      if (!over) return t`${name} dropped.`;
      const position = positionOf(over.id);
      return t`${name} dropped at position ${position} of ${total}.`;
    },
    onDragCancel: () => t`Move cancelled.`,
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = categories.findIndex((c) => c.id === active.id);
    const to = categories.findIndex((c) => c.id === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: t`To pick up a category, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.`,
          },
        }}
        onDragEnd={handleDragEnd}
      >
        <SortableContext items={categories.map((c) => c.id)} strategy={verticalListSortingStrategy}>
          <ol
            className="relative divide-y divide-border rounded-xl border border-border"
            aria-label={t`Categories, in the order customers see them`}
          >
            {categories.map((category, index) => (
              <CategoryRow
                key={category.id}
                category={category}
                index={index}
                count={categories.length}
                rowRef={(el) => {
                  if (el) rows.current.set(category.id, el);
                  else rows.current.delete(category.id);
                }}
                renaming={renaming === category.id}
                onKeyDown={(e) => handleRowKeyDown(e, index)}
                onMove={(to, focus) => move(index, to, focus)}
                onStartRename={() => setRenaming(category.id)}
                onCancelRename={() => {
                  setRenaming(null);
                  pendingFocus.current = { id: category.id, target: 'row', index };
                }}
                onRename={async (name) => {
                  if (name !== category.name) await onRename(category, name);
                  setRenaming(null);
                }}
                onDelete={() => onDelete(category)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p role="status" aria-live="polite" className="sr-only" data-testid="category-announcement">
        {announcement}
      </p>
    </>
  );
}

function CategoryRow({
  category,
  index,
  count,
  rowRef,
  renaming,
  onKeyDown,
  onMove,
  onStartRename,
  onCancelRename,
  onRename,
  onDelete,
}: {
  category: Category;
  index: number;
  count: number;
  rowRef: (el: HTMLLIElement | null) => void;
  renaming: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => void;
  onMove: (to: number, focus: FocusTarget) => void;
  onStartRename: () => void;
  onCancelRename: () => void;
  onRename: (name: string) => Promise<void>;
  onDelete: () => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: category.id });
  const { t, i18n } = useLingui();
  const first = index === 0;
  const last = index === count - 1;
  const name = category.name;
  const products = itemCountLabel(i18n, category.itemCount);
  const position = formatCount(index + 1);
  const total = formatCount(count);
  return (
    <li
      ref={(el) => {
        setNodeRef(el);
        rowRef(el);
      }}
      tabIndex={0}
      aria-label={t`${name}, ${products}, position ${position} of ${total}`}
      aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
      data-testid="category-row"
      onKeyDown={onKeyDown}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'relative flex min-h-14 items-center gap-1 bg-surface py-1.5 pr-1.5 pl-1 outline-none first:rounded-t-xl last:rounded-b-xl',
        'focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-ring/50',
        isDragging && 'z-20 rounded-xl shadow-xl ring-1 ring-primary/40',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t`Drag to reorder ${name}`}
        title={t`Drag to reorder (or Space to pick up, or Alt+Up / Alt+Down on the row)`}
        className={cn(
          'flex h-11 w-9 shrink-0 touch-none items-center justify-center rounded-lg text-muted-foreground',
          'cursor-grab hover:bg-surface-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none active:cursor-grabbing',
        )}
      >
        <GripVertical className="size-5" aria-hidden />
      </button>

      {renaming ? (
        <CategoryNameForm
          className="min-w-0 flex-1"
          initialName={category.name}
          label={t`New name for ${name}`}
          submitLabel={t`Save`}
          failureText={i18n._(CATEGORY_UI_MESSAGES.renameFailed)}
          autoFocus
          onCancel={onCancelRename}
          onSubmit={onRename}
        />
      ) : (
        <>
          <div className="min-w-0 flex-1 px-1">
            <p className="truncate text-sm font-medium">{category.name}</p>
            <p className="text-xs text-muted-foreground">{products}</p>
          </div>
          <div className="flex shrink-0 items-center">
            <MoveButton
              direction="up"
              name={category.name}
              disabled={first}
              onClick={() => onMove(index - 1, 'up')}
            />
            <MoveButton
              direction="down"
              name={category.name}
              disabled={last}
              onClick={() => onMove(index + 1, 'down')}
            />
            <DropdownMenu>
              <DropdownMenuTrigger
                aria-label={t`More actions for ${name}`}
                className="flex size-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-surface-muted hover:text-foreground"
              >
                <MoreHorizontal className="size-5" aria-hidden />
              </DropdownMenuTrigger>
              <DropdownMenuContent className="min-w-44">
                <DropdownMenuItem onSelect={onStartRename}>
                  <Pencil />
                  <Trans>Rename</Trans>
                </DropdownMenuItem>
                <DropdownMenuItem destructive onSelect={onDelete}>
                  <Trash2 />
                  <Trans>Delete</Trans>
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        </>
      )}
    </li>
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
  const { t } = useLingui();
  const Icon = direction === 'up' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      data-move={direction}
      aria-label={direction === 'up' ? t`Move ${name} up` : t`Move ${name} down`}
      disabled={disabled}
      onClick={onClick}
      className="flex size-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-surface-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-30"
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
