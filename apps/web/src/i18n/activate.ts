import { i18n, type Messages } from '@lingui/core';
import { STORAGE_KEYS } from '@app/contracts/storage-keys';
import { errorTranslator } from '#src/lib/error-messages.ts';
import { noteLanguageShown, setErrorTranslator } from '#src/lib/error-translator.ts';
import { setFormatLanguage } from '#src/lib/format-settings.ts';
import { writeString } from '#src/lib/storage.ts';
import { PSEUDO_LOCALE, type UiLocale } from './locales.ts';

/** The app's one instance (app/providers.tsx hands it to the I18nProvider). */
export { i18n };

/** Each language's messages are a chunk of their own, fetched the first time it is shown. */
const catalogues: Record<UiLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./catalogs/en.ts'),
  sw: () => import('./catalogs/sw.ts'),
  fr: () => import('./catalogs/fr.ts'),
  ha: () => import('./catalogs/ha.ts'),
  yo: () => import('./catalogs/yo.ts'),
  [PSEUDO_LOCALE]: () => import('./catalogs/en-XA.ts'),
};

const loaded = new Map<UiLocale, Promise<Messages>>();

/** A language's messages, fetched once per page. */
export function loadMessages(locale: UiLocale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = catalogues[locale]().then((module) => module.messages);
    // A failed fetch (offline before the chunk was cached) may be retried later.
    messages.catch(() => loaded.delete(locale));
    loaded.set(locale, messages);
  }
  return messages;
}

// Server errors are shown by their code in the language shown (lib/error-messages.ts).
setErrorTranslator(errorTranslator(i18n));

if (import.meta.env.DEV) {
  // Production shows the English of a message a catalogue lacks (the catalogues are compiled
  // with English as their fallback); development also says which one.
  i18n.on('missing', ({ locale, id }) => console.warn(`[i18n] ${locale} lacks message ${id}`));
}

/**
 * Shows the app in `locale` without reloading the page: every `<Trans>` and `useLingui()`
 * re-renders through the I18nProvider. Kept on this device, so the next start begins in it.
 */
export async function activateLocale(locale: UiLocale): Promise<void> {
  const messages = await loadMessages(locale);
  // Numbers and dates first: the re-render that activation causes then writes them in it too.
  setFormatLanguage(locale);
  if (i18n.locale !== locale) i18n.loadAndActivate({ locale, messages });
  writeString(STORAGE_KEYS.language, locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  noteLanguageShown();
}
