import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImportResponseSchema, type ImportResult } from '@app/contracts/inventory';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';
import { invalidateLists } from './cache.ts';
import { inventoryPath } from './paths.ts';

export interface ImportInventoryInput {
  businessId: string;
  file: File;
  /** Check the file and report what would happen, writing nothing. */
  dryRun: boolean;
}

/**
 * POST /businesses/{id}/inventory/import?dryRun= (multipart, file field `file`). A dry run may be
 * retried freely; the real import is sent once (the server keeps no idempotency record for it, and
 * a replay could add rows without SKU twice), so a lost answer is reported rather than repeated.
 */
export async function importInventory({
  businessId,
  file,
  dryRun,
}: ImportInventoryInput): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  const data = await api
    .post(`${inventoryPath(businessId)}/import`, {
      body,
      searchParams: { dryRun: String(dryRun) },
      ...(dryRun ? {} : { ...ACTION, retry: 0 }),
    })
    .json();
  return parseResponse(ImportResponseSchema, data);
}

export function useImportInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importInventory,
    onSuccess: (result, { businessId }) => {
      if (!result.dryRun) return invalidateLists(queryClient, businessId);
    },
  });
}
