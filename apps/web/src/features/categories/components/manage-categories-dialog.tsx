import type { Category } from '@app/contracts/categories';
import { Trans, useLingui } from '@lingui/react/macro';
import { FolderTree } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { LoadFailedState } from '#src/components/ui/load-failed-state.tsx';
import { PHONE_SHEET } from '#src/components/ui/phone-sheet.ts';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { toast } from '#src/lib/toast.ts';
import { useCreateCategory } from '../api/create-category.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { useCategories } from '../api/get-categories.ts';
import { useReorderCategories } from '../api/reorder-categories.ts';
import { useUpdateCategory } from '../api/update-category.ts';
import { CATEGORY_UI_MESSAGES, itemCountLabel } from '../messages.ts';
import { CategoryList } from './category-list.tsx';
import { CategoryNameForm } from './category-name-form.tsx';

interface ManageCategoriesDialogProps {
  businessId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A rename or delete changed what products show as their category. */
  onProductsChanged?: () => void;
}

/** Phones get the whole screen height; wider screens a centred dialog. */
const PHONE_FULL_HEIGHT = `max-w-lg ${PHONE_SHEET} max-[947px]:h-[calc(100dvh-1rem)] max-[947px]:max-h-none max-[947px]:pb-[calc(1.5rem+env(safe-area-inset-bottom))]`;

/** Add, rename, delete and reorder the categories of a business. */
export function ManageCategoriesDialog({
  businessId,
  open,
  onOpenChange,
  onProductsChanged,
}: ManageCategoriesDialogProps) {
  const { t, i18n } = useLingui();
  const query = useCategories(open ? businessId : undefined);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const reorder = useReorderCategories(businessId);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const categories = query.data;

  const save = (next: Category[]) =>
    reorder.mutate(
      { businessId, categories: next },
      {
        onError: (err) =>
          toast.error(errorMessage(err, i18n._(CATEGORY_UI_MESSAGES.reorderFailed))),
      },
    );

  const deletingName = deleting?.name ?? '';
  const deletingProducts = deleting ? itemCountLabel(i18n, deleting.itemCount) : '';

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t`Categories`}
        description={t`Group your products. This order is used by the filters, your shop and price lists.`}
        className={cn(PHONE_FULL_HEIGHT, 'focus-visible:outline-none')}
      >
        <div className="space-y-4">
          {categories ? (
            categories.length > 0 ? (
              <>
                <CategoryList
                  categories={categories}
                  onReorder={save}
                  onRename={async (category, name) => {
                    await update.mutateAsync({
                      businessId,
                      categoryId: category.id,
                      body: { name },
                    });
                    onProductsChanged?.();
                  }}
                  onDelete={setDeleting}
                />
                <p className="text-xs text-muted-foreground">
                  <Trans comment="the part in <0> is hidden on phones (no keyboard)">
                    Drag a row by its grip or use the arrows
                    <span className="max-[947px]:hidden"> (or Alt+Up / Alt+Down on a row)</span>.
                    Changes are saved as you go.
                  </Trans>
                </p>
              </>
            ) : (
              <EmptyState
                icon={FolderTree}
                title={t`No categories yet`}
                description={t`Add one below: Drinks, Snacks, Toiletries... Then pick it on each product.`}
                className="py-8"
              />
            )
          ) : query.isError ? (
            <LoadFailedState
              query={query}
              title={i18n._(CATEGORY_UI_MESSAGES.loadFailed)}
              className="py-8"
            />
          ) : (
            <div className="space-y-2" aria-busy="true">
              <span className="sr-only" role="status">
                <Trans>Loading categories</Trans>
              </span>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-14 w-full" />
              ))}
            </div>
          )}
          <CategoryNameForm
            label={t`New category name`}
            placeholder={t`e.g. Drinks`}
            submitLabel={t({ message: 'Add', comment: 'button: add the category typed' })}
            failureText={i18n._(CATEGORY_UI_MESSAGES.createFailed)}
            onSubmit={async (typed) => {
              const category = await create.mutateAsync({ businessId, body: { name: typed } });
              const name = category.name;
              toast.success(t`${name} added`);
            }}
          />
        </div>
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={deleting ? t`Delete “${deletingName}”?` : t`Delete category?`}
        description={
          deleting && deleting.itemCount > 0
            ? t`Its ${deletingProducts} stay in your inventory, uncategorised.`
            : t`No products use it.`
        }
        confirmLabel={t`Delete category`}
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync({ businessId, categoryId: deleting.id });
          } catch (err) {
            toast.error(errorMessage(err, i18n._(CATEGORY_UI_MESSAGES.deleteFailed)));
            throw err;
          }
          toast.success(t`${deletingName} deleted`);
          if (deleting.itemCount > 0) onProductsChanged?.();
        }}
      />
    </>
  );
}
