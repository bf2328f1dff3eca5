import { Trans } from '@lingui/react/macro';
import { ImagePlus, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '#src/lib/cn.ts';
import { Button } from './button.tsx';

/** The image types the server accepts for logos and product photos. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * A data URL of a chosen image, to show it before it is uploaded. Read into state rather than an
 * object URL: a memoised object URL is revoked by StrictMode's effect replay while still shown.
 */
function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setPreview({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

/** The words of one use (a logo, a product photo). */
export interface ImagePickerTexts {
  /** The file input's accessible name. */
  input: string;
  /** The button, with no image yet and with one. */
  choose: string;
  chooseAnother: string;
  /** After the types and size, on wider screens. */
  drop: string;
  previewAlt: string;
  /** When set, the thumbnail is a button too, named by these. */
  thumb?: { choose: string; chooseAnother: string };
  /** Shown while the saved image is marked for removal. */
  removing?: string;
  /** The problems found before upload. */
  invalid: string;
  tooLarge: string;
}

export interface ImagePickerProps {
  /** The chosen file, not uploaded yet. */
  file: File | null;
  /** A file that passed the checks, or null to take the choice (or the removal) back. */
  onChange: (file: File | null) => void;
  /** Marks the saved image for removal; absent: no Remove button. */
  onRemove?: () => void;
  /** The saved image is marked for removal. */
  removing?: boolean;
  /** There is a saved image, and it stays. */
  hasSaved: boolean;
  /** What shows while no file is chosen: the saved image or a placeholder, size-20. */
  current: ReactNode;
  /** The preview's corners, to match `current`. */
  previewClassName: string;
  maxBytes: number;
  texts: ImagePickerTexts;
  disabled?: boolean;
  /** A problem reported from outside (the upload's answer). */
  error?: string | null;
}

/** Choose or drop an image, see it at once, undo, or remove the saved one; checks type and size. */
export function ImagePicker({
  file,
  onChange,
  onRemove,
  removing = false,
  hasSaved,
  current,
  previewClassName,
  maxBytes,
  texts,
  disabled,
  error,
}: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const preview = useFilePreview(file);
  // The user's latest pick speaks before an older answer from the server.
  const shown = problem ?? error;
  const hasImage = hasSaved || Boolean(file);

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    // The client's check before upload; the server sniffs the bytes and decides.
    const reason = !IMAGE_TYPES.includes(chosen.type)
      ? texts.invalid
      : chosen.size > maxBytes
        ? texts.tooLarge
        : null;
    setProblem(reason);
    if (!reason) onChange(chosen);
  };

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) pick(event.dataTransfer.files[0]);
  };

  const thumbnail = preview ? (
    <img
      src={preview}
      alt={texts.previewAlt}
      className={cn('size-20 shrink-0 border border-border object-cover', previewClassName)}
    />
  ) : (
    current
  );

  const megabytes = maxBytes / 2 ** 20;
  return (
    <div className="space-y-2">
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
        {texts.thumb ? (
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            disabled={disabled}
            tabIndex={-1}
            aria-label={hasImage ? texts.thumb.chooseAnother : texts.thumb.choose}
            className={cn(
              'shrink-0 focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none',
              previewClassName,
            )}
          >
            {thumbnail}
          </button>
        ) : (
          thumbnail
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-sm text-muted-foreground">
            {file ? (
              <span className="block truncate font-medium text-foreground">{file.name}</span>
            ) : removing ? (
              texts.removing
            ) : (
              <>
                <Trans>JPEG, PNG, WebP or GIF, up to {megabytes} MB.</Trans>
                <span className="hidden sm:inline"> {texts.drop}</span>
              </>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={disabled}
              onClick={() => inputRef.current?.click()}
              aria-describedby={shown ? `${inputId}-error` : undefined}
            >
              <ImagePlus aria-hidden />
              {hasImage ? texts.chooseAnother : texts.choose}
            </Button>
            {(file || removing) && (
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => {
                  setProblem(null);
                  onChange(null);
                }}
              >
                <Undo2 aria-hidden />
                <Trans>Undo</Trans>
              </Button>
            )}
            {onRemove && hasSaved && !file && (
              <Button
                variant="ghost"
                size="sm"
                className="text-danger"
                disabled={disabled}
                onClick={onRemove}
              >
                <Trash2 aria-hidden />
                <Trans>Remove</Trans>
              </Button>
            )}
          </div>
        </div>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={texts.input}
          disabled={disabled}
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      {shown && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
          {shown}
        </p>
      )}
    </div>
  );
}
