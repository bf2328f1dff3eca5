import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Eye, EyeOff, FolderInput, Trash2, X } from 'lucide-react';
import { Button } from '#src/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#src/components/ui/dropdown-menu.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { formatCount } from '../format.ts';
import { productCount } from '../messages.ts';
import type { CategoryOption } from '../types.ts';

interface BulkBarProps {
  count: number;
  categories: CategoryOption[];
  pending: boolean;
  onClear: () => void;
  onShowInShop: (show: boolean) => void;
  onSetCategory: (category: CategoryOption | null) => void;
  onDelete: () => void;
}

/** What to do with the selected products; floats above the list (and the phone's bottom bar). */
export function BulkBar({
  count,
  categories,
  pending,
  onClear,
  onShowInShop,
  onSetCategory,
  onDelete,
}: BulkBarProps) {
  const { t, i18n } = useLingui();
  const shown = formatCount(count);
  const products = productCount(i18n, count);
  return (
    <div
      role="toolbar"
      aria-label={t`${products} selected`}
      className="banner-enter fixed inset-x-3 bottom-[calc(var(--app-bottom-offset)+5.25rem)] z-30 mx-auto flex max-w-2xl items-center gap-1 rounded-2xl border border-border bg-surface p-1.5 shadow-xl min-[948px]:bottom-6 min-[948px]:pl-3"
    >
      <Button
        variant="ghost"
        size="icon"
        className="size-10 shrink-0"
        aria-label={t`Clear selection`}
        onClick={onClear}
        disabled={pending}
      >
        <X aria-hidden />
      </Button>
      <p className="min-w-0 flex-1 truncate text-sm font-medium" aria-live="polite">
        {pending ? (
          <span className="inline-flex items-center gap-2">
            <Spinner className="size-4" label={t`Working`} />
            <Trans>Working…</Trans>
          </span>
        ) : (
          <Plural value={count} one={`${shown} selected`} other={`${shown} selected`} />
        )}
      </p>
      <div className="flex shrink-0 items-center gap-1">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" className="px-2.5 sm:px-3" disabled={pending}>
              <Eye aria-hidden />
              <span className="max-sm:sr-only">
                <Trans comment="bulk action menu: show in or hide from the public shop">Shop</Trans>
              </span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent side="top" align="center" className="min-w-44">
            <DropdownMenuItem onSelect={() => onShowInShop(true)}>
              <Eye />
              <Trans>Show in shop</Trans>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onShowInShop(false)}>
              <EyeOff />
              <Trans>Hide from shop</Trans>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" className="px-2.5 sm:px-3" disabled={pending}>
              <FolderInput aria-hidden />
              <span className="max-sm:sr-only">
                <Trans>Category</Trans>
              </span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent side="top" align="center" className="max-h-80 min-w-52">
            <DropdownMenuLabel>
              <Trans>Move to category</Trans>
            </DropdownMenuLabel>
            {categories.map((category) => (
              <DropdownMenuItem key={category.id} onSelect={() => onSetCategory(category)}>
                {category.name}
              </DropdownMenuItem>
            ))}
            {categories.length > 0 && <DropdownMenuSeparator />}
            <DropdownMenuItem onSelect={() => onSetCategory(null)}>
              <Trans>No category</Trans>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Button
          variant="ghost"
          className="px-2.5 text-danger hover:bg-danger-soft sm:px-3"
          onClick={onDelete}
          disabled={pending}
        >
          <Trash2 aria-hidden />
          <span className="max-sm:sr-only">
            <Trans>Delete</Trans>
          </span>
        </Button>
      </div>
    </div>
  );
}
