import type { SyncStatusBody } from '@app/contracts/sync-status';
import { api, type ApiContext } from '#src/lib/api-client.ts';

const id = encodeURIComponent;

/**
 * PUT /businesses/{id}/sync-status: this device's offline queue for a business. Best effort: one
 * try, short timeout, and a refusal never ends the session (the next report says it all again).
 */
export async function reportSyncStatus(businessId: string, body: SyncStatusBody): Promise<void> {
  await api.put(`businesses/${id(businessId)}/sync-status`, {
    json: body,
    retry: 0,
    timeout: 10_000,
    context: { skipAuthHandling: true } satisfies ApiContext,
  });
}
