import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DataImportResponseSchema,
  ExportListResponseSchema,
  ExportResponseSchema,
  type DataExport,
  type ImportKind,
  type ImportSource,
} from '@app/contracts/data-transfer';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';

/** Where an export lives: a business's, or the whole account's (businessId null). */
const exportsPath = (businessId: string | null) =>
  businessId ? `businesses/${businessId}/exports` : 'account/exports';

/** Under the live map's `data-exports` root (lib/live-data.ts): the business's id in the key. */
export const dataKeys = {
  list: (businessId: string | null) => ['data-exports', businessId ?? 'account'] as const,
};

const working = (e: DataExport) => e.status === 'pending' || e.status === 'running';

/** POST .../exports: 202 with the export, pending; a job builds it; the list shows it. */
export function useStartExport(businessId: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      parseResponse(
        ExportResponseSchema,
        await api.post(exportsPath(businessId), { ...ACTION, retry: 0 }).json(),
      ).export,
    onSuccess: () => qc.invalidateQueries({ queryKey: dataKeys.list(businessId) }),
  });
}

/**
 * Past exports, newest first, a page at a time. A business's list refreshes on the bus's
 * `exports` signal; while one is being made the list is also read again every 3 seconds (the
 * account's exports have no signal, and a signal can be missed).
 */
export function useExportList(businessId: string | null) {
  return useInfiniteQuery({
    queryKey: dataKeys.list(businessId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      parseResponse(
        ExportListResponseSchema,
        await api
          .get(exportsPath(businessId), {
            searchParams: { limit: EXPORT_PAGE, ...(pageParam ? { before: pageParam } : {}) },
          })
          .json(),
      ),
    getNextPageParam: (last) => last.next,
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.exports.some(working)) ? 3000 : false,
  });
}

const EXPORT_PAGE = 5;

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
