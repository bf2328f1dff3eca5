import { useMutation } from '@tanstack/react-query';
import { PlacedShopOrderResponseSchema, type PlaceShopOrderBody } from '@app/contracts/shop';
import { solveAltchaChallenge } from '#src/lib/altcha.ts';
import { ApiError, api, parseResponse } from '#src/lib/api-client.ts';
import { shopPath } from './keys.ts';

async function post(identifier: string, body: PlaceShopOrderBody) {
  const data = await api
    .post(`${shopPath(identifier)}/orders`, { json: body, context: { skipAuthHandling: true } })
    .json();
  return parseResponse(PlacedShopOrderResponseSchema, data).order;
}

/**
 * POST /shop/{identifier}/orders: the server prices the order and returns its WhatsApp link.
 * Most servers ask no human check, so the first try carries none; a server with CAPTCHA=altcha
 * refuses it (nothing is recorded) and the order goes again with a solved puzzle (ADR 031).
 */
export async function placeOrder(identifier: string, body: PlaceShopOrderBody) {
  try {
    return await post(identifier, body);
  } catch (err) {
    if (!(err instanceof ApiError) || err.errorCode !== 'CAPTCHA_FAILED' || body.captchaToken) {
      throw err;
    }
    // A server with a third-party check has no puzzle to hand out: its refusal stands.
    const captchaToken = await solveAltchaChallenge().catch(() => undefined);
    if (!captchaToken) throw err;
    return post(identifier, { ...body, captchaToken });
  }
}

export const usePlaceOrder = (identifier: string) =>
  useMutation({ mutationFn: (body: PlaceShopOrderBody) => placeOrder(identifier, body) });
