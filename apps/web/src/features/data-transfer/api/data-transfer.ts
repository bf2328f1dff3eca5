import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DataImportResponseSchema,
  ExportResponseSchema,
  type DataExport,
  type ImportKind,
  type ImportSource,
} from '@app/contracts/data-transfer';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';

/** Where an export lives: a business's, or the whole account's (businessId null). */
const exportsPath = (businessId: string | null) =>
  businessId ? `businesses/${businessId}/exports` : 'account/exports';

export const dataKeys = {
  export: (businessId: string | null, id: string) => ['data-export', businessId, id] as const,
};

/** POST .../exports: 202 with the export, pending; a job builds it. */
export function useStartExport(businessId: string | null) {
  return useMutation({
    mutationFn: async () =>
      parseResponse(
        ExportResponseSchema,
        await api.post(exportsPath(businessId), { ...ACTION, retry: 0 }).json(),
      ).export,
  });
}

const working = (e: DataExport | undefined) => e?.status === 'pending' || e?.status === 'running';

/** The export's status, read again every 2 seconds while the job works. */
export function useExport(businessId: string | null, id: string | null) {
  return useQuery({
    queryKey: dataKeys.export(businessId, id ?? ''),
    enabled: id !== null,
    queryFn: async () =>
      parseResponse(ExportResponseSchema, await api.get(`${exportsPath(businessId)}/${id}`).json())
        .export,
    refetchInterval: (query) => (working(query.state.data) ? 2000 : false),
  });
}

/** The zip, fetched with the bearer token (a plain link could not send it), saved as a file. */
export function useDownloadExport(businessId: string | null) {
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await api.get(`${exportsPath(businessId)}/${id}/download`);
      const blob = await response.blob();
      const name =
        /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
        'shopbook-export.zip';
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return name;
    },
  });
}

export interface ImportInput {
  file: File;
  source: ImportSource;
  kind: ImportKind;
  store?: string;
}

/** POST .../imports: reads the file and answers its preview; nothing is written yet. */
export function usePreviewImport(businessId: string) {
  return useMutation({
    mutationFn: async ({ file, source, kind, store }: ImportInput) => {
      const body = new FormData();
      body.append('source', source);
      body.append('kind', kind);
      if (store) body.append('store', store);
      body.append('file', file, file.name);
      const data = await api.post(`businesses/${businessId}/imports`, { body }).json();
      return parseResponse(DataImportResponseSchema, data).import;
    },
  });
}

/** POST .../imports/{id}/apply: safe to repeat (an applied import changes nothing again). */
export function useApplyImport(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      parseResponse(
        DataImportResponseSchema,
        await api.post(`businesses/${businessId}/imports/${id}/apply`).json(),
      ).import,
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => q.queryKey.includes(businessId) }),
  });
}
