import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { ApiError, errorMessage, isSubscriptionError } from '#src/lib/api-client.ts';
import { useDeleteBusinessLogo } from '../../api/delete-business-logo.ts';
import { useUploadBusinessLogo } from '../../api/upload-business-logo.ts';
import { BUSINESS_STORE_TEXTS, BUSINESS_UI_MESSAGES } from '../../messages.ts';
import { LogoPicker } from '../logo-picker.tsx';
import type { SectionProps } from './use-section-form.ts';

const quiet = (err: unknown) =>
  err instanceof ApiError && isSubscriptionError(err.status, err.body);

/** Settings, Logo: choose an image, see it, upload it; or remove the logo. */
export function LogoSection({ business, onDirtyChange }: SectionProps) {
  const [file, setFile] = useState<File | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const upload = useUploadBusinessLogo();
  const remove = useDeleteBusinessLogo();
  const busy = upload.isPending || remove.isPending;
  const { t } = useLingui();
  const name = business.name;

  useEffect(() => onDirtyChange?.(file !== null), [file, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const handleUpload = () => {
    if (!file) return;
    upload.mutate(
      { id: business.id, file },
      {
        onSuccess: () => {
          setFile(null);
          toast.success(t`Logo updated`);
        },
      },
    );
  };

  const handleRemove = async () => {
    try {
      const answer = await remove.mutateAsync(business.id);
      toast.success(answer.message);
    } catch (err) {
      if (!quiet(err)) toast.error(errorMessage(err, t(BUSINESS_UI_MESSAGES.logoRemoveFailed)));
      throw err;
    }
  };

  const uploadError =
    upload.isError && !quiet(upload.error)
      ? errorMessage(upload.error, t(BUSINESS_STORE_TEXTS.logoUploadFailed))
      : null;

  return (
    <div className="space-y-5">
      <LogoPicker
        name={business.name}
        currentUrl={business.logoUrl}
        file={file}
        onChange={(next) => {
          upload.reset();
          setFile(next);
        }}
        disabled={busy}
        error={uploadError}
      />
      <p className="text-sm text-muted-foreground">
        <Trans>
          Your logo appears in the app, on receipts and on your shop page. Square images look best;
          we resize them to 512 × 512.
        </Trans>
      </p>
      <div className="flex flex-col gap-2 border-t border-border pt-5 sm:flex-row">
        <Button onClick={handleUpload} disabled={!file} loading={upload.isPending}>
          <Upload aria-hidden />
          <Trans>Upload logo</Trans>
        </Button>
        {file && (
          <Button variant="outline" disabled={busy} onClick={() => setFile(null)}>
            <Trans>Discard</Trans>
          </Button>
        )}
        {business.logoUrl && !file && (
          <Button
            variant="outline"
            className="text-danger"
            disabled={busy}
            onClick={() => setConfirmRemove(true)}
          >
            <Trash2 aria-hidden />
            <Trans>Remove logo</Trans>
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t`Remove the logo?`}
        description={t`${name} will show its initials instead until you upload a new logo.`}
        confirmLabel={t`Remove logo`}
        destructive
        onConfirm={handleRemove}
      />
    </div>
  );
}
