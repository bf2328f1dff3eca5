import { INVENTORY_MESSAGES, ITEM_IMAGE_MAX_BYTES } from '@app/contracts/inventory';
import { ImagePicker, type ImagePickerTexts } from '#src/components/ui/image-picker.tsx';
import { ItemThumb } from './item-thumb.tsx';

/** What happens to the image when the form is saved. */
export interface ImageChange {
  file: File | null;
  remove: boolean;
}
export const NO_IMAGE_CHANGE: ImageChange = { file: null, remove: false };

const TEXTS: ImagePickerTexts = {
  input: 'Product photo',
  choose: 'Add photo',
  chooseAnother: 'Change photo',
  drop: 'Drop a photo here or choose one.',
  previewAlt: '',
  thumb: { choose: 'Choose a photo', chooseAnother: 'Choose another photo' },
  removing: 'The photo will be removed when you save.',
  invalid: INVENTORY_MESSAGES.imageInvalid,
  tooLarge: INVENTORY_MESSAGES.imageTooLarge,
};

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
  const hasSaved = Boolean(currentUrl) && !value.remove;
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
      texts={TEXTS}
      disabled={disabled}
      error={error}
    />
  );
}
