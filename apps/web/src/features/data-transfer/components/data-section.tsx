import type { Business } from '@app/contracts/businesses';
import type { DataImport, ImportKind, ImportSource } from '@app/contracts/data-transfer';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileUp, PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { useApplyImport, usePreviewImport, useStartExport } from '../api/data-transfer.ts';
import { storesOfLoyverseFile } from '../loyverse-file.ts';
import { ExportList } from './export-list.tsx';

/** One kind of export: start one; the list below follows its progress and offers the zip. */
function ExportRow({
  businessId,
  title,
  description,
}: {
  businessId: string | null;
  title: string;
  description: string;
}) {
  const { t } = useLingui();
  const start = useStartExport(businessId);
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-medium">{title}</h3>
          <p className="text-sm text-muted-foreground">{description}</p>
          {start.error && (
            <p className="mt-1 text-sm text-danger" role="alert">
              {errorMessage(start.error, t`Something went wrong. Try again.`)}
            </p>
          )}
        </div>
        <Button
          variant="outline"
          className="shrink-0"
          loading={start.isPending}
          onClick={() => start.mutate()}
        >
          <PackageOpen className="size-4" aria-hidden />
          <Trans>Export</Trans>
        </Button>
      </div>
      <ExportList businessId={businessId} />
    </div>
  );
}

/** Choose the app, what the file holds and the file; preview; apply after a confirmation. */
function ImportWizard({ business }: { business: Business }) {
  const { t } = useLingui();
  const [source, setSource] = useState<ImportSource>('loyverse');
  const [kind, setKind] = useState<ImportKind>('items');
  const [store, setStore] = useState('');
  /** The stores the chosen Loyverse file names (read on the phone): a list to pick from. */
  const [stores, setStores] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = usePreviewImport(business.id);
  const apply = useApplyImport(business.id);
  const result: DataImport | undefined = apply.data;
  const previewed: DataImport | undefined = preview.data;

  const reset = () => {
    preview.reset();
    apply.reset();
  };
  /** A Loyverse file's stores, read from its header: the first is chosen until another is. */
  const readStores = (chosen: File | null, from: ImportSource) => {
    setStores([]);
    setStore('');
    if (!chosen || from !== 'loyverse') return;
    void storesOfLoyverseFile(chosen).then(
      (found) => {
        setStores(found);
        setStore(found[0] ?? '');
      },
      () => {},
    );
  };
  const sources = [
    { value: 'loyverse', label: 'Loyverse' },
    { value: 'square', label: 'Square' },
    { value: 'shopify', label: 'Shopify' },
    { value: 'shopbook', label: 'ShopBook' },
  ];
  const kinds = [
    { value: 'items', label: t`Items` },
    { value: 'customers', label: t`Customers` },
    ...(source === 'shopbook' ? [{ value: 'all', label: t`Everything (restore)` }] : []),
  ];

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Import from`}>
          <Select
            value={source}
            options={sources}
            onValueChange={(v) => {
              setSource(v as ImportSource);
              if (v !== 'shopbook' && kind === 'all') setKind('items');
              readStores(file, v as ImportSource);
              reset();
            }}
          />
        </Field>
        <Field label={t`What the file holds`}>
          <Select
            value={kind}
            options={kinds}
            onValueChange={(v) => {
              setKind(v as ImportKind);
              reset();
            }}
          />
        </Field>

        <Field
          label={t`File`}
          hint={
            source === 'shopbook' ? t`A ShopBook export (.zip) or its CSV` : t`The app's CSV export`
          }
        >
          <Input
            type="file"
            accept=".csv,.zip,text/csv,application/zip"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              readStores(chosen, source);
              reset();
            }}
          />
        </Field>
        {source === 'loyverse' && kind === 'items' && stores.length > 1 && (
          <Field
            label={t`Store`}
            hint={t`The file has several stores: whose prices and stock to read.`}
          >
            <Select
              value={store}
              options={stores.map((name) => ({ value: name, label: name }))}
              onValueChange={(v) => {
                setStore(v);
                reset();
              }}
            />
          </Field>
        )}
      </div>
      <Button
        variant="outline"
        disabled={!file}
        loading={preview.isPending}
        onClick={() => file && preview.mutate({ file, source, kind, store: store || undefined })}
      >
        <FileUp className="size-4" aria-hidden />
        <Trans>Preview</Trans>
      </Button>
      {preview.error && (
        <p className="text-sm text-danger" role="alert">
          {errorMessage(preview.error, t`The file could not be read.`)}
        </p>
      )}
      {previewed && !result && (
        <div className="space-y-3 rounded-xl border border-border p-4" aria-label={t`Preview`}>
          <p className="font-medium">
            <Trans>
              {previewed.preview.create} to create, {previewed.preview.update} to update,{' '}
              {previewed.preview.errors.length} rows with problems
            </Trans>
          </p>
          {previewed.preview.errors.length > 0 && (
            <div className="max-h-72 overflow-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-muted-foreground">
                  <tr>
                    <th className="py-1 pr-3 font-medium">
                      <Trans>Line</Trans>
                    </th>
                    <th className="py-1 pr-3 font-medium">
                      <Trans>Column</Trans>
                    </th>
                    <th className="py-1 font-medium">
                      <Trans>Problem</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {previewed.preview.errors.map((e) => (
                    <tr key={`${e.row}:${e.field}`} className="border-t border-border">
                      <td className="py-1 pr-3 tabular-nums">{e.row}</td>
                      <td className="py-1 pr-3">{e.field}</td>
                      <td className="py-1">{e.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Button
            disabled={previewed.preview.create + previewed.preview.update === 0}
            onClick={() => setConfirming(true)}
          >
            <Trans>Apply</Trans>
          </Button>
        </div>
      )}
      {apply.error && (
        <p className="text-sm text-danger" role="alert">
          {errorMessage(apply.error, t`The import could not be applied.`)}
        </p>
      )}
      {result && (
        <p className="rounded-xl border border-border p-4 text-sm" role="status">
          <Trans>
            Import applied: {result.created ?? 0} created, {result.updated ?? 0} updated.
          </Trans>
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Apply this import?`}
        description={t`Rows with problems are left out. Stock in the file is recorded as stock entries.`}
        confirmLabel={t`Apply`}
        onConfirm={() => previewed && apply.mutateAsync(previewed.id)}
      />
    </div>
  );
}

/** Settings › Your data (ADR 078): exports of the business and the account, and imports. */
export function DataSection({ business }: { business: Business }) {
  const { t } = useLingui();
  return (
    <div className="space-y-8">
      <ExportRow
        businessId={business.id}
        title={t`Export this business`}
        description={t`Every record as CSV files, plus a copy ShopBook can restore, in one zip.`}
      />
      <div className="border-t border-border pt-6">
        <ExportRow
          businessId={null}
          title={t`Export your whole account`}
          description={t`All your businesses and your profile.`}
        />
      </div>
      <div className="border-t border-border pt-6">
        <h3 className="mb-4 font-medium">
          <Trans>Import</Trans>
        </h3>
        <ImportWizard business={business} />
      </div>
    </div>
  );
}
