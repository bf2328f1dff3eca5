import type { Messages } from '@lingui/core';
import { joinCatalogues, type CatalogueModule } from '#src/i18n/join-catalogues.ts';
import type { UiLocale } from '#src/i18n/locales.ts';

/**
 * The catalogues the public shop's light entry shows (shop-main.tsx): the shop's own and those
 * of the shared components and lib it uses, not the whole app's (what `loadMessages` fetches
 * for a language): a customer on a slow phone downloads a few kilobytes before the first paint,
 * not every screen's text (docs/decisions/032-light-public-shop.md). One small chunk a file,
 * fetched together.
 */
const files = import.meta.glob<CatalogueModule>([
  '/src/features/shop/locales/*.po',
  '/src/components/locales/*.po',
  '/src/lib/locales/*.po',
]);

export async function loadShopMessages(locale: UiLocale): Promise<Messages> {
  const wanted = Object.entries(files).filter(([path]) => path.endsWith(`/locales/${locale}.po`));
  const modules = await Promise.all(
    wanted.map(async ([path, load]) => [path, await load()] as const),
  );
  return joinCatalogues(Object.fromEntries(modules));
}
