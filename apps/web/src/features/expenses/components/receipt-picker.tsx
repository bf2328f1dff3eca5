import { Trans, useLingui } from '@lingui/react/macro';
import { EXPENSE_RECEIPT_MAX_BYTES } from '@app/contracts/expenses';
import { Camera, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { RECEIPT_TYPES } from '../expense-form-schema.ts';

/** A receipt photo: the camera on a phone, a file on a desktop, previewed before saving. */
export function ReceiptPicker({
  file,
  savedUrl,
  error,
  onPick,
  onRemove,
}: {
  file: File | null;
  /** The receipt already saved (editing), unless removed. */
  savedUrl: string | null;
  error?: string;
  onPick: (file: File) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const { t } = useLingui();
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  const previewable =
    file && RECEIPT_TYPES.includes(file.type) && file.size <= EXPENSE_RECEIPT_MAX_BYTES;
  useEffect(() => {
    if (!file || !previewable) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file, previewable]);
  const preview = previewable && read?.file === file ? read.url : null;
  const shown = preview ?? (file ? null : savedUrl);

  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium">
        <Trans>Receipt photo (optional)</Trans>
      </span>
      <div className="flex items-center gap-3">
        {shown ? (
          <div className="relative">
            <img
              src={shown}
              alt={t`Receipt preview`}
              className="size-20 rounded-lg border border-border object-cover"
            />
            <button
              type="button"
              onClick={onRemove}
              aria-label={t`Remove the receipt photo`}
              className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-foreground text-background shadow"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </div>
        ) : null}
        <label
          htmlFor={id}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-input bg-surface px-4 text-sm font-medium hover:bg-surface-muted focus-within:ring-2 focus-within:ring-ring/40"
        >
          <Camera className="size-4" aria-hidden />
          {shown || file ? <Trans>Change photo</Trans> : <Trans>Add photo</Trans>}
        </label>
        <input
          id={id}
          type="file"
          accept={RECEIPT_TYPES.join(',')}
          className="sr-only"
          aria-invalid={Boolean(error) || undefined}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (picked) onPick(picked);
            event.target.value = '';
          }}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          <Trans>JPEG, PNG, WebP or GIF, up to 2 MB.</Trans>
        </p>
      )}
    </div>
  );
}
