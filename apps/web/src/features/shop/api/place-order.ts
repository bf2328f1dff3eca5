import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PlacedShopOrderResponseSchema, type PlaceShopOrderBody } from '@app/contracts/shop';
import { solveAltchaChallenge } from '#src/lib/altcha.ts';
import { ApiError, api, parseResponse } from '#src/lib/api-client.ts';
import { NO_HUMAN_CHECK, sendWithHumanCheck, type HumanCheck } from '#src/lib/human-check.ts';
import { shopPath } from './keys.ts';

async function post(identifier: string, body: PlaceShopOrderBody) {
  const data = await api
    .post(`${shopPath(identifier)}/orders`, { json: body, context: { skipAuthHandling: true } })
    .json();
  return parseResponse(PlacedShopOrderResponseSchema, data).order;
}

/**
 * POST /shop/{identifier}/orders: the server prices the order and returns its WhatsApp link.
 * Most orders carry no human check. An address that orders often is asked for one (428
 * CAPTCHA_REQUIRED, ADR 065): the form shows it (`onHumanCheck`), solves it and sends the order
 * again. A server with CAPTCHA=altcha refuses every order without one (CAPTCHA_FAILED, nothing
 * is recorded) and the order goes again with a solved puzzle (ADR 031).
 */
export async function placeOrder(
  identifier: string,
  body: PlaceShopOrderBody,
  onHumanCheck: (check: HumanCheck) => void = () => undefined,
) {
  try {
    return await sendWithHumanCheck(
      (captchaToken) => post(identifier, captchaToken ? { ...body, captchaToken } : body),
      { token: body.captchaToken, onChange: onHumanCheck },
    );
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

export function usePlaceOrder(identifier: string) {
  const [humanCheck, setHumanCheck] = useState<HumanCheck>(NO_HUMAN_CHECK);
  const mutation = useMutation({
    mutationFn: (body: PlaceShopOrderBody) => placeOrder(identifier, body, setHumanCheck),
  });
  return { ...mutation, humanCheck };
}
