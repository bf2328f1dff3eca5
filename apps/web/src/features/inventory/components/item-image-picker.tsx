import { INVENTORY_MESSAGES, ITEM_IMAGE_MAX_BYTES } from '@app/contracts/inventory';
import { ImagePlus, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { cn } from '#src/lib/cn.ts';
import { ItemThumb } from './item-thumb.tsx';

export const ITEM_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** The client's check before upload (the server sniffs the bytes and decides). */
export function itemImageProblem(file: File): string | null {
  if (!ITEM_IMAGE_TYPES.includes(file.type)) return INVENTORY_MESSAGES.imageInvalid;
  if (file.size > ITEM_IMAGE_MAX_BYTES) return INVENTORY_MESSAGES.imageTooLarge;
  return null;
}

/** What happens to the image when the form is saved. */
export interface ImageChange {
  file: File | null;
  remove: boolean;
}
export const NO_IMAGE_CHANGE: ImageChange = { file: null, remove: false };

/** A short-lived URL of a chosen file, to show it before it is uploaded (released after). */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

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
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const preview = useObjectUrl(value.file);
  const shown = problem ?? error;
  const hasSaved = Boolean(currentUrl) && !value.remove;

  const pick = (file: File | undefined) => {
    if (!file) return;
    const reason = itemImageProblem(file);
    setProblem(reason);
    if (!reason) onChange({ file, remove: false });
  };

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) pick(event.dataTransfer.files[0]);
  };

  return (
    <div className="space-y-1.5">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        className={cn(
          'flex items-center gap-4 rounded-xl border border-dashed border-input p-3 transition-colors',
          dragging && 'border-primary bg-primary-soft',
          shown && 'border-danger',
        )}
      >
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          disabled={disabled}
          tabIndex={-1}
          aria-label={hasSaved || value.file ? 'Choose another photo' : 'Choose a photo'}
          className="shrink-0 rounded-xl focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {preview ? (
            <img
              src={preview}
              alt=""
              className="size-20 rounded-xl border border-border object-cover"
            />
          ) : (
            <ItemThumb name={name} imageUrl={hasSaved ? currentUrl : null} size="lg" />
          )}
        </button>
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-sm text-muted-foreground">
            {value.file ? (
              <span className="block truncate font-medium text-foreground">{value.file.name}</span>
            ) : value.remove ? (
              'The photo will be removed when you save.'
            ) : (
              <>
                JPEG, PNG, WebP or GIF, up to 2 MB.
                <span className="hidden sm:inline"> Drop a photo here or choose one.</span>
              </>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={disabled}
              onClick={() => inputRef.current?.click()}
            >
              <ImagePlus aria-hidden />
              {hasSaved || value.file ? 'Change photo' : 'Add photo'}
            </Button>
            {(value.file || value.remove) && (
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => {
                  setProblem(null);
                  onChange({ file: null, remove: false });
                }}
              >
                <Undo2 aria-hidden />
                Undo
              </Button>
            )}
            {hasSaved && !value.file && (
              <Button
                variant="ghost"
                size="sm"
                className="text-danger"
                disabled={disabled}
                onClick={() => onChange({ file: null, remove: true })}
              >
                <Trash2 aria-hidden />
                Remove
              </Button>
            )}
          </div>
        </div>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ITEM_IMAGE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label="Product photo"
          disabled={disabled}
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      {shown && (
        <p role="alert" className="text-sm text-danger">
          {shown}
        </p>
      )}
    </div>
  );
}
