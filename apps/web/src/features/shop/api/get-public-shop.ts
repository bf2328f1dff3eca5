import { PublicShopResponseSchema } from '@app/contracts/shop';
import { api, ApiError, parseResponse } from '#src/lib/api-client.ts';
import { shopPath } from './keys.ts';
import { ShopNotFoundError } from './shop-not-found.ts';

/**
 * GET /shop/{identifier}: the shop as customers see it (no sign-in). Loaded on demand by
 * public-shop-query.ts, so the API client and the schemas stay out of the shop's first paint.
 */
export async function getPublicShop(identifier: string) {
  try {
    const data = await api
      .get(shopPath(identifier), { context: { skipAuthHandling: true } })
      .json();
    return parseResponse(PublicShopResponseSchema, data).shop;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new ShopNotFoundError();
    throw error;
  }
}
