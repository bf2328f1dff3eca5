import { BUSINESS_MESSAGES, LOGO_MAX_BYTES } from '@app/contracts';
import { ImageUp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { cn } from '#src/lib/cn.ts';
import { BusinessAvatar } from './business-avatar.tsx';

export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** The client's check before upload; the server sniffs the bytes and decides. */
export function logoProblem(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type)) return BUSINESS_MESSAGES.logoInvalid;
  if (file.size > LOGO_MAX_BYTES) return BUSINESS_MESSAGES.logoTooLarge;
  return null;
}

/** A data URL of a chosen image, to show it before it is uploaded. */
export function useFilePreview(file: File | null): string | null {
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

interface LogoPickerProps {
  /** The name, for the initials shown while there is no logo. */
  name: string;
  /** The logo the business has now. */
  currentUrl?: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** A problem reported from outside (the server's answer). */
  error?: string | null;
}

/** Choose (or drop) an image, see it at once, take it back; checks type and the 2 MB limit. */
export function LogoPicker({ name, currentUrl, file, onChange, disabled, error }: LogoPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const preview = useFilePreview(file);
  const shown = error ?? problem;

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    const reason = logoProblem(chosen);
    setProblem(reason);
    if (!reason) onChange(chosen);
  };

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) pick(event.dataTransfer.files[0]);
  };

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
        {preview ? (
          <img
            src={preview}
            alt="Preview of the new logo"
            className="size-20 shrink-0 rounded-2xl border border-border object-cover"
          />
        ) : (
          <BusinessAvatar name={name} logoUrl={currentUrl} size="lg" />
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-sm text-muted-foreground">
            {file ? (
              <span className="block truncate font-medium text-foreground">{file.name}</span>
            ) : (
              <>
                JPEG, PNG, WebP or GIF, up to 2 MB.
                <span className="hidden sm:inline"> Drop an image here or choose one.</span>
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
              <ImageUp aria-hidden />
              {file || currentUrl ? 'Choose another' : 'Choose image'}
            </Button>
            {file && (
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => {
                  setProblem(null);
                  onChange(null);
                }}
              >
                <X aria-hidden />
                Undo
              </Button>
            )}
          </div>
        </div>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={LOGO_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label="Logo image"
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
