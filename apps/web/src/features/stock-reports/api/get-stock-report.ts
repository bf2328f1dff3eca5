import { queryOptions, useQuery } from '@tanstack/react-query';
import { StockReportResponseSchema } from '@app/contracts/reports';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { stockReportKeys } from './keys.ts';

/** GET /businesses/{id}/reports/stock: the financial stock report, computed by the server. */
export async function getStockReport(businessId: string) {
  const data = await api.get(`businesses/${encodeURIComponent(businessId)}/reports/stock`).json();
  return parseResponse(StockReportResponseSchema, data);
}

export function getStockReportQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: stockReportKeys.detail(businessId),
    queryFn: () => getStockReport(businessId),
  });
}

export function useStockReport(businessId: string) {
  return useQuery(getStockReportQueryOptions(businessId));
}
