import {
  IMPORT_MESSAGES,
  INVENTORY_CSV_COLUMNS,
  INVENTORY_IMPORT_MAX_BYTES,
  INVENTORY_IMPORT_MAX_ROWS,
  type ImportResult,
} from '@app/contracts/inventory';
import { CircleCheck, FileSpreadsheet, FileUp, TriangleAlert } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { ApiError, errorMessage, isSubscriptionError } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { saveFile } from '../api/export-inventory.ts';
import { useImportInventory } from '../api/import-inventory.ts';
import { formatCount } from '../format.ts';
import { INVENTORY_UI_MESSAGES, productCount } from '../messages.ts';
import { FormAlert } from './form-alert.tsx';
import { ImportErrorTable } from './import-error-table.tsx';

const CSV_TYPES = ['text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/csv', ''];

/** The client's check before sending (the server reads the file and decides). */
export function csvFileProblem(file: File): string | null {
  if (!/\.csv$/i.test(file.name) && !CSV_TYPES.slice(0, 4).includes(file.type)) {
    return 'Choose a .csv file (in Excel or Google Sheets: File > Download > CSV).';
  }
  if (file.size > INVENTORY_IMPORT_MAX_BYTES) return IMPORT_MESSAGES.tooLarge;
  if (file.size === 0) return IMPORT_MESSAGES.empty;
  return null;
}

const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(0)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

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

  const failed = (err: unknown, fallback: string, back: Phase) => {
    setPhase(back);
    if (err instanceof ApiError && isSubscriptionError(err.status, err.body)) return;
    setProblem(errorMessage(err, fallback));
  };

  const check = async (chosen: File | undefined) => {
    if (!chosen || busy) return;
    const reason = csvFileProblem(chosen);
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
      toast.success('Import complete', {
        description: `${formatCount(result.created)} added, ${formatCount(result.updated)} updated.`,
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

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Import products from CSV"
      description="Rows whose SKU is already in your inventory update that product; the others are added."
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
            Cancel
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={!canImport}
            loading={phase === 'importing'}
          >
            {canImport ? `Import ${productCount(changes)}` : 'Import'}
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
                <p className="text-muted-foreground">{sizeText(file.size)}</p>
              </>
            ) : (
              <>
                <p className="font-medium">Choose a CSV file</p>
                <p className="text-muted-foreground">
                  Up to 2 MB and {formatCount(INVENTORY_IMPORT_MAX_ROWS)} rows.
                  <span className="hidden sm:inline"> Or drop it here.</span>
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
            {file ? 'Choose another' : 'Choose file'}
          </Button>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            tabIndex={-1}
            aria-label="CSV file"
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
                ? `Uploading and checking ${file?.name ?? 'the file'}…`
                : `Importing ${productCount(changes)}…`}
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
              <Count label="New" value={preview.created} />
              <Count label="Updated" value={preview.updated} />
              <Count label="Problems" value={errors.length} danger={errors.length > 0} />
            </dl>
            {errors.length > 0 ? (
              <>
                <p className="flex items-start gap-2 text-sm text-danger">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                  Nothing has been imported. Fix these rows in your file, then choose it again.
                </p>
                <ImportErrorTable errors={errors} />
              </>
            ) : changes > 0 ? (
              <p className="flex items-start gap-2 text-sm text-primary">
                <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
                The file looks good. Nothing is saved until you press Import.
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">The file has no products to import.</p>
            )}
          </div>
        )}

        {phase === 'choose' && !preview && (
          <div className="rounded-xl bg-surface-muted px-4 py-3 text-sm text-muted-foreground">
            <p>
              Columns: <span className="font-medium text-foreground">name</span> (required),{' '}
              {INVENTORY_CSV_COLUMNS.filter((c) => c !== 'name').join(', ')}. Price is required for
              new products. Missing categories are created.
            </p>
            <Button variant="link" className="mt-1 text-sm" onClick={downloadTemplate}>
              Download an empty template
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
