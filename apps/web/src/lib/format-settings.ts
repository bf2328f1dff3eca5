/**
 * What money, numbers and dates are written for (ADR 069): the UI language, set when it is
 * activated (i18n/activate.ts), and the current business's country, set by the current-business
 * provider (app/current-business.tsx). A module of its own, so the shell that sets the country
 * does not carry the formatters (lib/format.ts reads these).
 */
let language = 'en';
let region: string | null = null;
const listeners = new Set<() => void>();

let telling = false;
/** Listeners are told after the current task: the provider sets the country while rendering. */
function changed() {
  if (telling) return;
  telling = true;
  queueMicrotask(() => {
    telling = false;
    for (const listener of listeners) listener();
  });
}

/** The UI language numbers and dates are written for ('en', 'sw', 'fr', 'ha', 'yo', 'en-XA'). */
export function setFormatLanguage(next: string): void {
  if (next === language) return;
  language = next;
  changed();
}

/** The current business's country (ISO 3166 code), or null outside a business. */
export function setFormatRegion(country: string | null | undefined): void {
  const next = country ? country.toUpperCase() : null;
  if (next === region) return;
  region = next;
  changed();
}

export const formatLanguage = () => language;
export const formatRegion = () => region;

/** Told when the language or the country changes. */
export function onFormatChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
