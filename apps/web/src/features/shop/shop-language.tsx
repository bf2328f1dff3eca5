import { I18nProvider, useLingui } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@app/contracts/languages';
import type { PublicShop } from '@app/contracts/shop';
import { useI18nFor } from '#src/i18n/for-language.ts';

/**
 * The language the shop is shown in. The answer the server embeds in the page is read without
 * its schema (shop-main.tsx: no zod before the first paint), so a page written by a server from
 * before languages (ADR 069), with no language, still shows, in English.
 */
export function shopLanguage(shop: Pick<PublicShop, 'language'>): Language {
  return isLanguage(shop.language) ? shop.language : DEFAULT_LANGUAGE;
}

/**
 * Shows its children in the shop's language (the business's, ADR 069), not the reader's: the
 * light entry starts in it already (shop-main.tsx), the app's own route loads it on the way.
 * While it loads, `fallback`: never a flash of the reader's language.
 */
export function InShopLanguage({
  language,
  fallback,
  children,
}: {
  language: Language;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { i18n: ambient } = useLingui();
  const loaded = useI18nFor(language);
  const i18n = ambient.locale === language ? ambient : loaded;
  useDocumentLanguage(i18n ? language : null);

  if (!i18n) return fallback;
  return i18n === ambient ? children : <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** `<html lang>` says the shop's language while it shows (screen readers, hyphenation). */
function useDocumentLanguage(language: Language | null) {
  useEffect(() => {
    if (!language) return;
    const root = document.documentElement;
    const before = root.lang;
    root.lang = language;
    return () => {
      root.lang = before;
    };
  }, [language]);
}
