import { useQuery } from '@tanstack/react-query';
import { SupplierListResponseSchema } from '@app/contracts/suppliers';
import { api, parseResponse } from '#src/lib/api-client.ts';

/**
 * GET /businesses/{id}/suppliers, for the item form's "usual supplier"; the
 * purchasing feature keeps the suppliers themselves. Only while the form is open.
 */
export function useSupplierOptions(businessId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['inventory', 'supplier-options', businessId],
    queryFn: async ({ signal }) => {
      const url = `businesses/${encodeURIComponent(businessId)}/suppliers`;
      const { suppliers } = parseResponse(
        SupplierListResponseSchema,
        await api.get(url, { signal }).json(),
      );
      return suppliers.map((s) => ({ id: s.id, name: s.name }));
    },
    enabled,
    staleTime: 60_000,
  });
}
