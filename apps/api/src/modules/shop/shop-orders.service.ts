import { randomInt } from 'node:crypto';
import {
  DEFAULT_BUSINESS_SETTINGS,
  SHOP_MESSAGES,
  SHOP_ORDER_EVENT,
  type ErrorDetail,
  type ListShopOrdersQuery,
  type PaymentMethod,
  type PlaceShopOrderInput,
  type PlacedShopOrder,
  type ShopOrder,
  type ShopOrderList,
  type ShopOrderStatus,
  UUID_PATTERN,
} from '@app/contracts';
import type { ShopOrderLineRow } from '#src/db/schema/index.ts';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import { uniqueViolationConstraint } from '#src/platform/db-errors.ts';
import * as businessesService from '#src/modules/businesses/businesses.service.ts';
import * as inventoryService from '#src/modules/inventory/inventory.service.ts';
import { notifyUser } from '#src/modules/notifications/notifications.service.ts';
import { fromCents, percentOf, rateUnits, toCents } from '@app/contracts/domain/money';
import { createSale } from '#src/modules/sales/create-sale.ts';
import type { BusinessAccess, BusinessRow } from '#src/platform/business-access.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { formatMoney, localeOf } from '#src/platform/i18n/format.ts';
import { translate } from '#src/platform/i18n/i18n.ts';
import { validationError } from '#src/platform/multipart.ts';
import { decodeOrderCursor, encodeOrderCursor } from './order-cursor.ts';
import { orderText, whatsappUrl } from './order-text.ts';
import { findVisibleShop, toShopSettings } from './shop-catalog.service.ts';
import * as repo from './shop.repo.ts';

/** No 0/O, 1/I: read aloud over the phone without mistakes. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_CONSTRAINT = 'shop_orders_business_reference_key';

const orderNotFound = () => new AppError('ORDER_NOT_FOUND', SHOP_MESSAGES.orderNotFound, 404);

const newReference = () =>
  Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join(
    '',
  );

export function toOrderDto(row: repo.OrderRow): ShopOrder {
  return {
    id: row.id,
    businessId: row.businessId,
    reference: row.reference,
    status: row.status,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    note: row.note,
    fulfilment: row.fulfilment,
    address: row.address,
    items: row.lines.map((l) => ({
      itemId: l.itemId,
      name: l.name,
      unitPrice: Number(l.unitPrice),
      quantity: l.quantity,
      lineTotal: Number(l.lineTotal),
    })),
    subtotal: Number(row.subtotal),
    tax: Number(row.tax),
    total: Number(row.total),
    saleId: row.saleId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Prices the lines from the database (a client's price never counts). Every item must be shown
 * in the shop; an out-of-stock item may be ordered only where the business sells below zero.
 * Repeated items are merged into one line.
 */
async function priceOrder(deps: AppDeps, row: BusinessRow, input: PlaceShopOrderInput) {
  const quantities = new Map<string, number>();
  for (const line of input.lines) {
    const id = line.itemId.toLowerCase();
    quantities.set(id, (quantities.get(id) ?? 0) + line.quantity);
  }
  const items = await inventoryService.listShopItems(deps.db, row.id, [...quantities.keys()]);
  const byId = new Map(items.map((i) => [i.id, i]));
  const settings = { ...DEFAULT_BUSINESS_SETTINGS, ...row.settings };
  const problems: ErrorDetail[] = [];
  const lines: ShopOrderLineRow[] = [];
  let subtotal = 0n;
  input.lines.forEach((line, index) => {
    const id = line.itemId.toLowerCase();
    const item = byId.get(id);
    if (!item) {
      problems.push({ field: `lines.${index}.itemId`, message: SHOP_MESSAGES.itemUnavailable });
      return;
    }
    if (lines.some((l) => l.itemId === id)) return;
    const quantity = quantities.get(id)!;
    if (!settings.allowNegativeStock && item.stock < quantity) {
      problems.push({
        field: `lines.${index}.quantity`,
        message: `Only ${Math.max(item.stock, 0)} of ${item.name} left`,
      });
      return;
    }
    const lineTotal = toCents(item.price) * BigInt(quantity);
    subtotal += lineTotal;
    lines.push({
      itemId: id,
      name: item.name,
      unitPrice: item.price,
      quantity,
      lineTotal: fromCents(lineTotal),
    });
  });
  if (problems.length > 0) throw validationError(problems);
  // The same tax a sale of these lines will charge, so the order and its sale agree.
  const tax = percentOf(subtotal, rateUnits(settings.taxRate));
  return {
    lines,
    subtotal: fromCents(subtotal),
    tax: fromCents(tax),
    total: fromCents(subtotal + tax),
  };
}

/** POST /shop/{identifier}/orders: a customer's order, priced here, with its WhatsApp link. */
export async function placeOrder(
  deps: AppDeps,
  identifier: string,
  input: PlaceShopOrderInput,
): Promise<PlacedShopOrder> {
  const row = await findVisibleShop(deps, identifier);
  const settings = toShopSettings(await repoCatalog(deps, row.id));
  const wanted =
    input.fulfilment === 'delivery' ? settings.deliveryEnabled : settings.pickupEnabled;
  if (!wanted) {
    throw validationError([{ field: 'fulfilment', message: SHOP_MESSAGES.fulfilmentUnavailable }]);
  }
  const priced = await priceOrder(deps, row, input);
  let order: repo.OrderRow | undefined;
  for (let attempt = 0; !order; attempt++) {
    try {
      order = await repo.insertOrder(deps.db, {
        businessId: row.id,
        reference: newReference(),
        customerName: input.customerName,
        customerPhone: input.customerPhone,
        note: input.note,
        fulfilment: input.fulfilment,
        address: input.fulfilment === 'delivery' ? input.address : null,
        ...priced,
      });
    } catch (err) {
      if (uniqueViolationConstraint(err) !== REFERENCE_CONSTRAINT || attempt >= 5) throw err;
    }
  }
  await notifyNewOrder(deps, row, order);
  const text = orderText({
    language: row.language,
    country: row.country,
    shopName: row.name,
    reference: order.reference,
    currency: row.currency,
    lines: priced.lines,
    total: priced.total,
    showAmounts: !settings.hidePrices,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    fulfilment: order.fulfilment,
    address: order.address,
    note: order.note,
  });
  return {
    id: order.id,
    reference: order.reference,
    total: Number(order.total),
    whatsappUrl: whatsappUrl(row.socials.whatsapp ?? row.phone ?? '', text),
  };
}

const repoCatalog = (deps: AppDeps, businessId: string) => repo.findCatalog(deps.db, businessId);

/** A tiny "new order" signal to the owner and managers; the app re-fetches its orders. */
async function notifyNewOrder(deps: AppDeps, row: BusinessRow, order: repo.OrderRow) {
  const orderId = order.id;
  try {
    const audience = await businessesService.businessAudience(deps, row);
    await Promise.all(
      audience.map((userId) =>
        deps.bus.publish({
          audience: userId,
          type: SHOP_ORDER_EVENT,
          payload: { businessId: row.id, orderId },
        }),
      ),
    );
    // And a stored notification (each person can turn 'shop_order' off).
    await Promise.all(
      audience.map((userId) =>
        notifyUser(deps, userId, {
          source: 'shop_order',
          text: (language) => ({
            title: translate(language, 'notification.shopOrder.title', {
              reference: order.reference,
            }),
            body: translate(language, 'notification.shopOrder.body', {
              customer: order.customerName,
              shop: row.name,
              total: formatMoney(order.total, row.currency, localeOf(language, row.country)),
            }),
          }),
          actionUrl: `/catalog/${row.id}`,
          metadata: { businessId: row.id, orderId },
          // A customer waiting on an order: pushed to the seller's phone even with the app closed.
          isImportant: true,
        }),
      ),
    );
  } catch (err) {
    // The order is placed; a lost signal only delays the owner's list until its next refresh.
    deps.log.warn({ err }, 'could not publish the new order signal');
  }
}

export async function listOrders(
  deps: AppDeps,
  access: BusinessAccess,
  query: ListShopOrdersQuery,
): Promise<ShopOrderList> {
  const cursor = query.cursor ? decodeOrderCursor(query.cursor) : undefined;
  const [rows, newCount] = await Promise.all([
    repo.listOrders(deps.db, access.id, { status: query.status, cursor, limit: query.limit }),
    repo.countNewOrders(deps.db, access.id),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    orders: page.map((r) => toOrderDto(r.row)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeOrderCursor({ createdAt: last.createdAtText, id: last.row.id })
        : null,
    newCount,
  };
}

export async function getOrder(deps: AppDeps, access: BusinessAccess, id: string) {
  const row = UUID_PATTERN.test(id) ? await repo.findOrder(deps.db, access.id, id) : undefined;
  if (!row) throw orderNotFound();
  return toOrderDto(row);
}

/** Forward only (new -> accepted -> ready -> completed, steps may be skipped), or cancelled. */
const STEP: Record<ShopOrderStatus, number> = {
  new: 0,
  accepted: 1,
  ready: 2,
  completed: 3,
  cancelled: 3,
};

function assertTransition(from: ShopOrderStatus, to: ShopOrderStatus) {
  const terminal = from === 'completed' || from === 'cancelled';
  if (terminal || STEP[to] < STEP[from]) {
    throw new AppError('INVALID_ORDER_STATUS', SHOP_MESSAGES.badTransition(from, to), 409);
  }
}

/**
 * Moves an order on. Completing it records the sale through the sales service in the same
 * transaction, under a lock on the order: completing twice (even at once) records one sale,
 * and the sale takes the order's id and notes its reference.
 */
export async function updateOrderStatus(
  deps: AppDeps,
  access: BusinessAccess,
  user: UserRow,
  id: string,
  status: Exclude<ShopOrderStatus, 'new'>,
  paymentMethod: PaymentMethod = 'cash',
): Promise<ShopOrder> {
  if (!UUID_PATTERN.test(id)) throw orderNotFound();
  const row = await deps.db.transaction(async (tx) => {
    const order = await repo.findOrder(tx, access.id, id, true);
    if (!order) throw orderNotFound();
    if (order.status === status) return order;
    assertTransition(order.status, status);
    if (status !== 'completed') return repo.updateOrder(tx, access.id, id, { status });
    // No idempotency key to claim (the order's lock makes completing it once), no signal to fold.
    const folds = { claim: null, signal: null };
    const { sale } = await createSale(
      deps,
      tx,
      access,
      user,
      {
        id: order.id,
        items: order.lines.map((l) => ({
          productId: l.itemId,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
        })),
        paymentMethod,
        note: `Shop order ${order.reference} · ${order.customerName} ${order.customerPhone}`.slice(
          0,
          500,
        ),
      },
      folds,
    );
    return repo.updateOrder(tx, access.id, id, { status, saleId: sale.id });
  });
  return toOrderDto(row);
}
