import { ITEM_IMAGE_MAX_BYTES } from '@app/contracts/inventory';
import { useLingui } from '@lingui/react/macro';
import { ImagePicker, type ImagePickerTexts } from '#src/components/ui/image-picker.tsx';
import { ItemThumb } from './item-thumb.tsx';

/** What happens to the image when the form is saved. */
export interface ImageChange {
  file: File | null;
  remove: boolean;
}
export const NO_IMAGE_CHANGE: ImageChange = { file: null, remove: false };

interface ItemImagePickerProps {
  name: string;
  currentUrl: string | null | undefined;
  value: ImageChange;
  onChange: (change: ImageChange) => void;
  disabled?: boolean;
  /** A problem reported from outside (the upload's answer). */
  error?: string | null;
}

/** A product photo: choose or drop one, see it at once, undo, or remove the saved one. */
export function ItemImagePicker({
  name,
  currentUrl,
  value,
  onChange,
  disabled,
  error,
}: ItemImagePickerProps) {
  const { t } = useLingui();
  const hasSaved = Boolean(currentUrl) && !value.remove;
  // The two refusals are the contract's INVENTORY_MESSAGES.imageInvalid/imageTooLarge, word for
  // word in English (validation-messages.test.ts holds them equal).
  const texts: ImagePickerTexts = {
    input: t`Product photo`,
    choose: t`Add photo`,
    chooseAnother: t`Change photo`,
    drop: t`Drop a photo here or choose one.`,
    previewAlt: '',
    thumb: { choose: t`Choose a photo`, chooseAnother: t`Choose another photo` },
    removing: t`The photo will be removed when you save.`,
    invalid: t`Image must be a JPEG, PNG, WebP or GIF image`,
    tooLarge: t`Image must be 2 MB or smaller`,
  };
  return (
    <ImagePicker
      file={value.file}
      onChange={(file) => onChange({ file, remove: false })}
      onRemove={() => onChange({ file: null, remove: true })}
      removing={value.remove}
      hasSaved={hasSaved}
      current={<ItemThumb name={name} imageUrl={hasSaved ? currentUrl : null} size="lg" />}
      previewClassName="rounded-xl"
      maxBytes={ITEM_IMAGE_MAX_BYTES}
      texts={texts}
      disabled={disabled}
      error={error}
    />
  );
}
