import type { InventoryItem } from '@app/contracts/inventory';
import { Trans, useLingui } from '@lingui/react/macro';
import { Barcode, Eye, EyeOff, MoreHorizontal, PackagePlus, Pencil, Trash2 } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#src/components/ui/dropdown-menu.tsx';
import { cn } from '#src/lib/cn.ts';

/** What a row (or card) can ask the page to do with its item. */
export interface ItemActions {
  edit: (item: InventoryItem) => void;
  /** `anchor` is the control the stock popover points at. */
  adjust: (item: InventoryItem, anchor: HTMLElement | null) => void;
  toggleShop: (item: InventoryItem, showInShop: boolean) => void;
  remove: (item: InventoryItem) => void;
  /** Opens the labels screen (features/labels) with this item chosen. */
  printLabels: (item: InventoryItem) => void;
  select: (item: InventoryItem, selected: boolean, range: boolean) => void;
}

/** The ⋯ menu of one product. */
export function ItemActionsMenu({
  item,
  actions,
  stockAnchor,
  className,
}: {
  item: InventoryItem;
  actions: ItemActions;
  /** Where the stock popover points when opened from here. */
  stockAnchor: () => HTMLElement | null;
  className?: string;
}) {
  const { t } = useLingui();
  const name = item.name;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t`Actions for ${name}`}
        className={cn(
          'flex size-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-surface-muted hover:text-foreground',
          'focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none data-[state=open]:bg-surface-muted',
          className,
        )}
      >
        <MoreHorizontal className="size-5" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-48">
        <DropdownMenuItem onSelect={() => actions.edit(item)}>
          <Pencil />
          <Trans>Edit</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.adjust(item, stockAnchor())}>
          <PackagePlus />
          <Trans>Adjust stock</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.toggleShop(item, !item.showInShop)}>
          {item.showInShop ? <EyeOff /> : <Eye />}
          {item.showInShop ? <Trans>Hide from shop</Trans> : <Trans>Show in shop</Trans>}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.printLabels(item)}>
          <Barcode />
          <Trans>Print labels</Trans>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={() => actions.remove(item)}>
          <Trash2 />
          <Trans>Delete</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
