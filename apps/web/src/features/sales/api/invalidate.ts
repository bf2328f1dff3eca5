import type { QueryClient } from '@tanstack/react-query';
import { CUSTOMERS_KEY_ROOT, INVENTORY_KEY_ROOT, salesKeys } from './keys.ts';
import { invalidateChanged } from '#src/lib/live-data.ts';

/** A sale recorded, changed or deleted moves stock and a customer's totals: re-read them all. */
export function invalidateAfterSaleChange(queryClient: QueryClient, businessId: string) {
  void queryClient.invalidateQueries({ queryKey: salesKeys.businessLists(businessId) });
  void queryClient.invalidateQueries({ queryKey: [...salesKeys.all, 'products', businessId] });
  void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY_ROOT });
  void queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY_ROOT });
  void invalidateChanged(queryClient, { businessId, topics: ['sales', 'stock', 'inventory'] });
}
