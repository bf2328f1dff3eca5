import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SHOP_MESSAGES,
  SHOP_ORDER_WINDOW_MIN,
  SHOP_ORDERS_BEFORE_CHECK,
  SHOP_ORDERS_PER_SHOP,
} from '@app/contracts';
import { captchaKind, requireHumanCheck, verifyCaptcha } from '#src/platform/captcha.ts';
import { AppError } from '#src/platform/errors.ts';
import { findVisibleShop } from './shop-catalog.service.ts';

const identifierOf = (request: FastifyRequest) =>
  (request.params as { identifier: string }).identifier;

const WINDOW_MS = SHOP_ORDER_WINDOW_MIN * 60_000;

/**
 * Who may place a public order (ADR 065). Carrier NAT puts thousands of phones behind one
 * address, so an address that orders often is asked for the human check (428), never refused;
 * a customer who passes it orders. The one refusal is the per-shop flood guard (429), which
 * keeps a flood out of the owner's order list. Both count in the shared rate-limit store
 * (ADR 020: every instance, Redis when set).
 */
export function orderGuard(app: FastifyInstance) {
  const { deps } = app;
  const perAddress = app.createRateLimit({
    max: SHOP_ORDERS_BEFORE_CHECK,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `shop-order-address:${request.ip}`,
  });
  const perShop = app.createRateLimit({
    max: SHOP_ORDERS_PER_SHOP,
    timeWindow: WINDOW_MS,
    // By the shop's id: its slug and its id are one shop (an unknown shop answers 404 here).
    keyGenerator: async (request) =>
      `shop-orders:${(await findVisibleShop(deps, identifierOf(request))).id}`,
  });

  return async function guardOrder(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string | undefined,
  ): Promise<void> {
    if (captchaKind(deps.config)) {
      // CAPTCHA set: every order passes the check, as every sign-up does (ADR 031).
      await verifyCaptcha(deps, token, request.ip);
    } else if (token) {
      await requireHumanCheck(deps, token, request.ip, SHOP_MESSAGES.orderCheckRequired);
    } else {
      const fromHere = await perAddress(request);
      if (!fromHere.isAllowed && fromHere.isExceeded) {
        await requireHumanCheck(deps, undefined, request.ip, SHOP_MESSAGES.orderCheckRequired);
      }
    }
    const forShop = await perShop(request);
    if (!forShop.isAllowed && forShop.isExceeded) {
      reply.header('retry-after', String(forShop.ttlInSeconds));
      throw new AppError('SHOP_BUSY', SHOP_MESSAGES.shopBusy, 429);
    }
  };
}
