import type { Business } from '@app/contracts/businesses';
import { useCallback, useEffect, useState } from 'react';
import { readJson, writeJson } from '#src/lib/storage.ts';
import { defaultOptions, mergeOptions, type PriceListOptions } from './price-list.ts';

/** Kept per business on this device: next week's list starts from this week's layout. */
const storageKey = (businessId: string) => `price_list_layout:${businessId}`;

export function usePriceListOptions(business: Business) {
  const [options, setOptions] = useState<PriceListOptions>(() =>
    mergeOptions(
      defaultOptions(business),
      readJson<Partial<PriceListOptions>>(storageKey(business.id)),
    ),
  );
  useEffect(() => writeJson(storageKey(business.id), options), [business.id, options]);
  const update = useCallback(
    (change: Partial<PriceListOptions>) => setOptions((current) => ({ ...current, ...change })),
    [],
  );
  const reset = useCallback(() => setOptions(defaultOptions(business)), [business]);
  return [options, update, reset] as const;
}
