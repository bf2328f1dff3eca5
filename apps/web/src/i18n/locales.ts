import { bestLanguage, isLanguage, type Language } from '@app/contracts/languages';
import { STORAGE_KEYS } from '@app/contracts/storage-keys';
import { readString } from '#src/lib/storage.ts';

/**
 * What the app can show: the five languages, and `en-XA`, the pseudo-locale (accented,
 * lengthened English) that the hard-coded-English journey turns on through local storage.
 */
export type UiLocale = Language | typeof PSEUDO_LOCALE;
export const PSEUDO_LOCALE = 'en-XA';

export function isUiLocale(value: unknown): value is UiLocale {
  return isLanguage(value) || value === PSEUDO_LOCALE;
}

/**
 * The language to start in: the one this device showed last (the signed-in user's, once the
 * server has said it), else the best of the device's languages (`navigator.languages`).
 */
export function startingLocale(): UiLocale {
  const stored = readString(STORAGE_KEYS.language);
  if (isUiLocale(stored)) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  return bestLanguage(preferred);
}
