import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Customer } from '@app/contracts/customers';
import type { CustomerPage } from './get-customers.ts';
import { customerKeys } from './keys.ts';

type Lists = InfiniteData<CustomerPage, string | null>;

/** Shows a changed customer at once in their detail and in every cached list (re-read after). */
export function putCachedCustomer(queryClient: QueryClient, customer: Customer) {
  queryClient.setQueryData(customerKeys.detail(customer.businessId, customer.id), customer);
  queryClient.setQueriesData<Lists>(
    { queryKey: customerKeys.businessLists(customer.businessId) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          customers: page.customers.map((c) => (c.id === customer.id ? customer : c)),
        })),
      },
  );
}

export function invalidateCustomerLists(queryClient: QueryClient, businessId: string) {
  return queryClient.invalidateQueries({ queryKey: customerKeys.businessLists(businessId) });
}
