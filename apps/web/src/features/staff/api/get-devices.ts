import { queryOptions, useQuery } from '@tanstack/react-query';
import { DeviceListResponseSchema, type Device } from '@app/contracts/staff';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { staffKeys } from './keys.ts';

/** GET /businesses/{id}/devices: the registered tills (revoked ones are gone). */
export async function getDevices(businessId: string): Promise<Device[]> {
  const data = await api.get(`businesses/${encodeURIComponent(businessId)}/devices`).json();
  return parseResponse(DeviceListResponseSchema, data).devices;
}

export const getDevicesQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: staffKeys.devices(businessId), queryFn: () => getDevices(businessId) });

export const useDevices = (businessId: string) => useQuery(getDevicesQueryOptions(businessId));
