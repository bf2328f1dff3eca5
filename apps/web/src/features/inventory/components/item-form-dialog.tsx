import type { CreateItemInput, InventoryItem } from '@app/contracts/inventory';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormAlert } from '#src/components/ui/form-alert.tsx';
import { FormDialog, FormDialogActions, useFormDialog } from '#src/components/ui/form-dialog.tsx';
import { PHONE_FULL_HEIGHT_DIALOG } from '#src/components/ui/phone-sheet.ts';
import { errorMessage } from '#src/lib/api-client.ts';
import { toast } from '#src/lib/toast.ts';
import { useSupplierOptions } from '../api/get-suppliers.ts';
import { useCreateItem } from '../api/create-item.ts';
import { useUpdateItem } from '../api/update-item.ts';
import { useDeleteItemImage, useUploadItemImage } from '../api/upload-item-image.ts';
import { formatCount } from '../format.ts';
import type { ItemFormOutput } from '../item-form-schema.ts';
import { INVENTORY_STORE_MESSAGES, INVENTORY_UI_MESSAGES } from '../messages.ts';
import type { CategoryOption } from '../types.ts';
import { ItemForm } from './item-form.tsx';
import { NO_IMAGE_CHANGE, type ImageChange } from './item-image-picker.tsx';

/** The server's texts may end without a full stop; one is added before the next sentence. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function salesText(i18n: I18n, n: number): string {
  if (n === 0) return i18n._(msg`Not sold yet.`);
  const count = formatCount(n);
  return i18n._(
    msg`${plural(n, { one: `Sold in ${count} sale.`, other: `Sold in ${count} sales.` })}`,
  );
}

interface ItemFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessId: string;
  currency: string;
  defaultLowStockThreshold: number;
  /** Edit this item; add a new one when absent. */
  item?: InventoryItem;
  categories: CategoryOption[];
  onCreateCategory?: (name: string) => Promise<CategoryOption>;
  onSaved?: (item: InventoryItem) => void;
}

/**
 * Add or edit a product: a dialog on wide screens, the full height on phones. The photo is sent
 * after the product is saved; if that fails, the saved product stays open to try the photo again.
 */
export function ItemFormDialog({
  open,
  onOpenChange,
  businessId,
  currency,
  defaultLowStockThreshold,
  item: initialItem,
  categories,
  onCreateCategory,
  onSaved,
}: ItemFormDialogProps) {
  const { t, i18n } = useLingui();
  const create = useCreateItem();
  const update = useUpdateItem();
  const upload = useUploadItemImage();
  const removeImage = useDeleteItemImage();
  const [item, setItem] = useState(initialItem);
  const [image, setImage] = useState<ImageChange>(NO_IMAGE_CHANGE);
  const [imageError, setImageError] = useState<string | null>(null);
  const editing = Boolean(item);
  const supplierOptions = useSupplierOptions(businessId, open);
  const pending = create.isPending || update.isPending || upload.isPending || removeImage.isPending;
  const frame = useFormDialog({ onOpenChange, pending });

  const save = async (body: ItemFormOutput) => {
    const saved = item
      ? await update.mutateAsync({ businessId, itemId: item.id, body })
      : // The form validated it with the create schema: name and price are there.
        await create.mutateAsync({ businessId, body: body as CreateItemInput });
    setItem(saved);
    let result = saved;
    try {
      if (image.file) {
        result = await upload.mutateAsync({ businessId, itemId: saved.id, file: image.file });
      } else if (image.remove && saved.imageUrl) {
        result = await removeImage.mutateAsync({ businessId, itemId: saved.id });
      }
    } catch (err) {
      setImageError(errorMessage(err, t`Please try again.`));
      onSaved?.(saved);
      return;
    }
    setImage(NO_IMAGE_CHANGE);
    setImageError(null);
    const name = result.name;
    toast.success(item ? t`${name} saved` : t`${name} added`);
    onSaved?.(result);
    frame.close();
  };

  const itemName = item?.name ?? '';
  const sales = item ? salesText(i18n, item.salesCount) : '';
  const imageFailed = i18n._(INVENTORY_UI_MESSAGES.imageUploadFailed);
  const reason = imageError ? sentence(imageError) : '';

  return (
    <FormDialog
      state={frame}
      open={open}
      title={editing ? t`Edit ${itemName}` : t`Add a product`}
      description={
        editing
          ? t`Change its details, price or stock. ${sales}`
          : t`Only the name and selling price are needed; add the rest whenever you like.`
      }
      className={`max-w-2xl pb-0 focus-visible:outline-none ${PHONE_FULL_HEIGHT_DIALOG}`}
    >
      {open && (
        <ItemForm
          key={item?.id ?? 'new'}
          mode={editing ? 'update' : 'create'}
          item={item}
          currency={currency}
          defaultLowStockThreshold={defaultLowStockThreshold}
          categories={categories}
          suppliers={supplierOptions.data}
          onCreateCategory={onCreateCategory}
          image={image}
          onImageChange={(next) => {
            setImage(next);
            setImageError(null);
          }}
          imageError={imageError}
          notice={
            imageError && (
              <FormAlert
                tone="warning"
                message={t`${imageFailed}: ${reason} Choose the photo again or close to keep it without one.`}
              />
            )
          }
          onSubmit={save}
          failureText={
            editing
              ? i18n._(INVENTORY_STORE_MESSAGES.updateFailed)
              : i18n._(INVENTORY_STORE_MESSAGES.createFailed)
          }
          onDirtyChange={frame.setDirty}
          actions={() => (
            <FormDialogActions
              pending={pending}
              onCancel={frame.requestClose}
              cancelLabel={imageError ? t`Close` : t`Cancel`}
              submitLabel={editing ? t`Save changes` : t`Add product`}
              phoneSheet
            />
          )}
        />
      )}
    </FormDialog>
  );
}
