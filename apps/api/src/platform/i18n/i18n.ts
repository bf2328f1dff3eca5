import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@app/contracts/languages';
import { setupI18n, type I18n } from '@lingui/core';
import { catalogues } from './catalogues.ts';

/**
 * Server-side translation (ADR 070): one Lingui `I18n` per language over the PO
 * catalogues in ./locales, made on first use. Every text a person reads outside the app (emails,
 * pushes, stored notifications, the WhatsApp order text, the shop's link preview) goes through
 * `translate`. The API's `message` fields stay English (SPEC texts) and do not come here.
 */
export type MessageValues = Record<string, string | number>;

let instances: Record<Language, I18n> | null = null;
const warned = new Set<string>();

function i18nInstances(): Record<Language, I18n> {
  if (instances) return instances;
  const all = catalogues();
  instances = Object.fromEntries(
    LANGUAGES.map((language) => {
      const messages = Object.fromEntries(
        [...all[language]].filter(([, e]) => e.source !== '').map(([id, e]) => [id, e.compiled]),
      );
      return [language, setupI18n({ locale: language, messages: { [language]: messages } })];
    }),
  ) as Record<Language, I18n>;
  return instances;
}

/**
 * The message `id` in `language` with its placeholders filled. A message missing in that
 * language is the English one (a development server says so once), never the id; an id English
 * lacks too is a programming error and throws.
 */
export function translate(language: Language, id: string, values: MessageValues = {}): string {
  const all = catalogues();
  const i18n = i18nInstances();
  if (all[language].get(id)?.source) return i18n[language]._(id, values);
  if (!all[DEFAULT_LANGUAGE].get(id)?.source) throw new Error(`No message "${id}" in en.po`);
  if (process.env.NODE_ENV === 'development' && !warned.has(`${language}:${id}`)) {
    warned.add(`${language}:${id}`);
    console.warn(`i18n: "${id}" has no ${language} translation; English is used`);
  }
  return i18n[DEFAULT_LANGUAGE]._(id, values);
}

/** `translate` bound to one reader's language: `const t = translator('sw'); t('email.greeting')`. */
export const translator =
  (language: Language) =>
  (id: string, values?: MessageValues): string =>
    translate(language, id, values);
