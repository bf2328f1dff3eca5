/**
 * The languages ShopBook speaks (ADR 069): what a user reads the app and its emails in, and what
 * a business's customers read (receipts, the public shop, the WhatsApp order text, price lists).
 * Plain data without zod, for the web app's shell; the schema is `language-schema.ts`.
 */
export const LANGUAGES = ['en', 'sw', 'fr', 'ha', 'yo'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Each language's own name, as its speakers write it: the pickers show these. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  sw: 'Kiswahili',
  fr: 'Français',
  ha: 'Hausa',
  yo: 'Yorùbá',
};

/**
 * The best of our languages for a list of preferred tags, in order (`navigator.languages`, or an
 * Accept-Language header's tags by quality): 'sw-KE' matches `sw`; none matching gives `en`.
 */
export function bestLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
