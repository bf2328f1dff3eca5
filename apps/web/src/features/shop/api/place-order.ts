import { useMutation } from '@tanstack/react-query';
import { PlacedShopOrderResponseSchema, type PlaceShopOrderBody } from '@app/contracts/shop';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { shopPath } from './keys.ts';

/** POST /shop/{identifier}/orders: the server prices the order and returns its WhatsApp link. */
export async function placeOrder(identifier: string, body: PlaceShopOrderBody) {
  const data = await api
    .post(`${shopPath(identifier)}/orders`, { json: body, context: { skipAuthHandling: true } })
    .json();
  return parseResponse(PlacedShopOrderResponseSchema, data).order;
}

export const usePlaceOrder = (identifier: string) =>
  useMutation({ mutationFn: (body: PlaceShopOrderBody) => placeOrder(identifier, body) });
