import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicShop } from '@app/contracts/shop';
import { shopKeys } from './keys.ts';
import { ShopNotFoundError } from './shop-not-found.ts';

/** The answer the server wrote into the page (`<script id="shop-data">`), or null. */
export function readEmbeddedShop(identifier: string): PublicShop | null {
  const script = document.getElementById('shop-data');
  if (!script?.textContent) return null;
  try {
    const { shop } = JSON.parse(script.textContent) as { shop: PublicShop };
    const wanted = identifier.toLowerCase();
    return shop.slug.toLowerCase() === wanted || shop.id === identifier ? shop : null;
  } catch {
    return null;
  }
}

export function getPublicShopQueryOptions(identifier: string) {
  return queryOptions({
    queryKey: shopKeys.detail(identifier),
    // The fetcher (ky and the response schemas) loads only when the page has no embedded answer.
    queryFn: async () => (await import('./get-public-shop.ts')).getPublicShop(identifier),
    staleTime: 60_000,
    // A hidden or unknown shop will not appear by asking again.
    retry: (count, error) => !(error instanceof ShopNotFoundError) && count < 2,
  });
}

export const usePublicShop = (identifier: string) =>
  useQuery(getPublicShopQueryOptions(identifier));
