import {
  IMPORT_MESSAGES,
  INVENTORY_CSV_COLUMNS,
  INVENTORY_IMPORT_MAX_BYTES,
  INVENTORY_IMPORT_MAX_ROWS,
  type ImportResult,
} from '@app/contracts/inventory';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, FileSpreadsheet, FileUp, TriangleAlert } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { ApiError, errorMessage, isSubscriptionError } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { toast } from '#src/lib/toast.ts';
import { saveFile } from '../api/export-inventory.ts';
import { useImportInventory } from '../api/import-inventory.ts';
import { formatCount } from '../format.ts';
import { INVENTORY_UI_MESSAGES, productCount } from '../messages.ts';
import { validationMessage } from '../validation-messages.ts';
import { formatBytes } from '#src/lib/format-bytes.ts';
import { FormAlert } from '#src/components/ui/form-alert.tsx';
import { ImportErrorTable } from './import-error-table.tsx';

const CSV_TYPES = ['text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/csv', ''];

/**
 * The client's check before sending (the server reads the file and decides). The size refusals
 * are the contract's own texts, in the reader's language.
 */
export function csvFileProblem(i18n: I18n, file: File): string | null {
  if (!/\.csv$/i.test(file.name) && !CSV_TYPES.slice(0, 4).includes(file.type)) {
    return i18n._(msg`Choose a .csv file (in Excel or Google Sheets: File > Download > CSV).`);
  }
  if (file.size > INVENTORY_IMPORT_MAX_BYTES)
    return validationMessage(i18n, IMPORT_MESSAGES.tooLarge);
  if (file.size === 0) return validationMessage(i18n, IMPORT_MESSAGES.empty);
  return null;
}

type Phase = 'choose' | 'checking' | 'preview' | 'importing';

interface ImportDialogProps {
  businessId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported?: (result: ImportResult) => void;
}

/**
 * CSV import in two steps: the file is checked first (a dry run that writes nothing) and the
 * import is offered only when no row has a problem.
 */
export function ImportDialog({ businessId, open, onOpenChange, onImported }: ImportDialogProps) {
  const { t, i18n } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const run = useImportInventory();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('choose');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = phase === 'checking' || phase === 'importing';

  const reset = () => {
    setFile(null);
    setPhase('choose');
    setPreview(null);
    setProblem(null);
  };

  const failed = (err: unknown, fallback: MessageDescriptor, back: Phase) => {
    setPhase(back);
    if (err instanceof ApiError && isSubscriptionError(err.status, err.body)) return;
    setProblem(errorMessage(err, i18n._(fallback)));
  };

  const check = async (chosen: File | undefined) => {
    if (!chosen || busy) return;
    const reason = csvFileProblem(i18n, chosen);
    setFile(chosen);
    setPreview(null);
    setProblem(reason);
    if (reason) return;
    setPhase('checking');
    try {
      setPreview(await run.mutateAsync({ businessId, file: chosen, dryRun: true }));
      setPhase('preview');
    } catch (err) {
      failed(err, INVENTORY_UI_MESSAGES.checkFailed, 'choose');
    }
  };

  const confirm = async () => {
    if (!file) return;
    setProblem(null);
    setPhase('importing');
    try {
      const result = await run.mutateAsync({ businessId, file, dryRun: false });
      const added = formatCount(result.created);
      const updated = formatCount(result.updated);
      toast.success(t`Import complete`, {
        description: t`${added} added, ${updated} updated.`,
      });
      onImported?.(result);
      reset();
      onOpenChange(false);
    } catch (err) {
      failed(err, INVENTORY_UI_MESSAGES.importFailed, 'preview');
    }
  };

  const downloadTemplate = () =>
    saveFile({
      blob: new Blob([`${INVENTORY_CSV_COLUMNS.join(',')}\r\n`], { type: 'text/csv' }),
      filename: 'inventory-template.csv',
    });

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void check(event.dataTransfer.files[0]);
  };

  const errors = preview?.errors ?? [];
  const changes = (preview?.created ?? 0) + (preview?.updated ?? 0);
  const canImport = phase === 'preview' && errors.length === 0 && changes > 0;
  const products = productCount(i18n, changes);
  const fileName = file?.name;
  const maxRows = formatCount(INVENTORY_IMPORT_MAX_ROWS);
  // The column names are the file format (the header row the server reads): never translated.
  const otherColumns = INVENTORY_CSV_COLUMNS.filter((c) => c !== 'name').join(', ');

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t`Import products from CSV`}
      description={t`Rows whose SKU is already in your inventory update that product; the others are added.`}
      className="max-w-2xl focus-visible:outline-none"
      footer={
        <>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => {
              reset();
              onOpenChange(false);
            }}
          >
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={!canImport}
            loading={phase === 'importing'}
          >
            {canImport ? t`Import ${products}` : t`Import`}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div
          onDragOver={(e) => {
            e.preventDefault();
            if (!busy) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={handleDrop}
          className={cn(
            'flex flex-col items-center gap-3 rounded-xl border border-dashed border-input px-4 py-6 text-center transition-colors sm:flex-row sm:text-left',
            dragging && 'border-primary bg-primary-soft',
          )}
        >
          <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <FileSpreadsheet className="size-5" aria-hidden />
          </div>
          <div className="min-w-0 flex-1 text-sm">
            {file ? (
              <>
                <p className="truncate font-medium">{file.name}</p>
                <p className="text-muted-foreground">{formatBytes(i18n, file.size)}</p>
              </>
            ) : (
              <>
                <p className="font-medium">
                  <Trans>Choose a CSV file</Trans>
                </p>
                <p className="text-muted-foreground">
                  <Trans>Up to 2 MB and {maxRows} rows.</Trans>
                  <span className="hidden sm:inline">
                    {' '}
                    <Trans>Or drop it here.</Trans>
                  </span>
                </p>
              </>
            )}
          </div>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => inputRef.current?.click()}
            className="shrink-0"
          >
            <FileUp aria-hidden />
            {file ? <Trans>Choose another</Trans> : <Trans>Choose file</Trans>}
          </Button>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            tabIndex={-1}
            aria-label={t`CSV file`}
            onChange={(e) => {
              void check(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>

        {busy && (
          <div role="status" className="space-y-2">
            <p className="text-sm text-muted-foreground">
              {phase === 'checking'
                ? fileName
                  ? t`Uploading and checking ${fileName}…`
                  : t`Uploading and checking the file…`
                : t`Importing ${products}…`}
            </p>
            <div className="h-1.5 overflow-hidden rounded-full bg-surface-muted">
              <div className="h-full w-2/5 animate-[progress-slide_1.1s_ease-in-out_infinite] rounded-full bg-primary motion-reduce:w-full motion-reduce:animate-pulse" />
            </div>
          </div>
        )}

        <FormAlert message={problem} />

        {preview && phase !== 'checking' && (
          <div className="space-y-3">
            <dl className="grid grid-cols-3 gap-2">
              <Count
                label={t({ message: 'New', comment: 'products the import adds' })}
                value={preview.created}
              />
              <Count
                label={t({ message: 'Updated', comment: 'products the import changes' })}
                value={preview.updated}
              />
              <Count label={t`Problems`} value={errors.length} danger={errors.length > 0} />
            </dl>
            {errors.length > 0 ? (
              <>
                <p className="flex items-start gap-2 text-sm text-danger">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <Trans>
                    Nothing has been imported. Fix these rows in your file, then choose it again.
                  </Trans>
                </p>
                <ImportErrorTable errors={errors} />
              </>
            ) : changes > 0 ? (
              <p className="flex items-start gap-2 text-sm text-primary">
                <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
                <Trans>The file looks good. Nothing is saved until you press Import.</Trans>
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">
                <Trans>The file has no products to import.</Trans>
              </p>
            )}
          </div>
        )}

        {phase === 'choose' && !preview && (
          <div className="rounded-xl bg-surface-muted px-4 py-3 text-sm text-muted-foreground">
            <p>
              <Trans comment="CSV import help; name and {otherColumns} are the file's column names and stay in English">
                Columns: <span className="font-medium text-foreground">name</span> (required),{' '}
                {otherColumns}. Price is required for new products. Missing categories are created.
              </Trans>
            </p>
            <Button variant="link" className="mt-1 text-sm" onClick={downloadTemplate}>
              <Trans>Download an empty template</Trans>
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}

function Count({ label, value, danger }: { label: string; value: number; danger?: boolean }) {
  return (
    <div
      className={cn(
        'rounded-xl border border-border px-3 py-2.5',
        danger && 'border-danger/30 bg-danger-soft',
      )}
    >
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('text-xl font-semibold tabular-nums', danger && 'text-danger')}>
        {formatCount(value)}
      </dd>
    </div>
  );
}
