import type { I18n } from '@lingui/core';
import type { Business } from '@app/contracts/businesses';
import { useCallback, useEffect, useState } from 'react';
import { readJson, writeJson } from '#src/lib/storage.ts';
import { defaultOptions, mergeOptions, type PriceListOptions } from './price-list.ts';

/** Kept per business on this device: next week's list starts from this week's layout. */
const storageKey = (businessId: string) => `price_list_layout:${businessId}`;

/** `i18n`: the business's language, that of the defaults (the title, the note). */
export function usePriceListOptions(business: Business, i18n: I18n) {
  const [options, setOptions] = useState<PriceListOptions>(() =>
    mergeOptions(
      defaultOptions(business, i18n),
      readJson<Partial<PriceListOptions>>(storageKey(business.id)),
    ),
  );
  useEffect(() => writeJson(storageKey(business.id), options), [business.id, options]);
  const update = useCallback(
    (change: Partial<PriceListOptions>) => setOptions((current) => ({ ...current, ...change })),
    [],
  );
  const reset = useCallback(() => setOptions(defaultOptions(business, i18n)), [business, i18n]);
  return [options, update, reset] as const;
}
