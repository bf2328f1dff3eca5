import { queryOptions, useQuery } from '@tanstack/react-query';
import { TransferListResponseSchema } from '@app/contracts/transfers';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { transferKeys, transfersPath } from './keys.ts';

/** GET /businesses/{id}/transfers: sent and received, newest first. */
export async function getTransfers(businessId: string) {
  const data = await api.get(transfersPath(businessId)).json();
  return parseResponse(TransferListResponseSchema, data).transfers;
}

export const useTransfers = (businessId: string) =>
  useQuery(
    queryOptions({
      queryKey: transferKeys.lists(businessId),
      queryFn: () => getTransfers(businessId),
    }),
  );
