import type { FastifyRequest } from 'fastify';
import { STAFF_MESSAGES, type StaffPermission } from '@app/contracts';
import type { StaffPrincipal } from '#src/platform/staff-sessions.ts';
import { AppError, businessNotFound } from './errors.ts';

/**
 * What a staff token (a PIN sign-in at a till, ADR 076) may call: only the routes listed here,
 * each with the permission it needs (`null`: any staff member). Everything else, the account
 * routes above all (businesses list, subscriptions, admin, managers, staff and devices), answers
 * 403 STAFF_NOT_ALLOWED, so a route added later is closed to staff until it is listed.
 */
const B = '/api/businesses/:id';
export const STAFF_ROUTES: Record<string, StaffPermission | StaffPermission[] | null> = {
  [`GET ${B}`]: null,
  [`GET ${B}/inventory`]: null,
  [`GET ${B}/inventory/:itemId`]: null,
  [`POST ${B}/inventory`]: 'manageInventory',
  [`PUT ${B}/inventory/:itemId`]: 'manageInventory',
  [`DELETE ${B}/inventory/:itemId`]: 'manageInventory',
  [`PUT ${B}/inventory/:itemId/settings`]: 'manageInventory',
  [`PUT ${B}/inventory/:itemId/image`]: 'manageInventory',
  [`DELETE ${B}/inventory/:itemId/image`]: 'manageInventory',
  [`POST ${B}/inventory/:itemId/barcode`]: 'manageInventory',
  [`GET ${B}/categories`]: null,
  [`POST ${B}/categories`]: 'manageInventory',
  [`PUT ${B}/categories/:catId`]: 'manageInventory',
  [`DELETE ${B}/categories/:catId`]: 'manageInventory',
  [`PUT ${B}/categories/reorder`]: 'manageInventory',
  [`GET ${B}/stock`]: 'manageInventory',
  [`POST ${B}/stock`]: 'manageInventory',
  [`GET ${B}/stock/product/:productId`]: 'manageInventory',
  [`GET ${B}/stock-counts`]: 'manageInventory',
  [`POST ${B}/stock-counts`]: 'manageInventory',
  [`GET ${B}/stock-counts/:countId`]: 'manageInventory',
  [`PUT ${B}/stock-counts/:countId`]: 'manageInventory',
  [`POST ${B}/stock-counts/:countId/apply`]: 'manageInventory',
  [`POST ${B}/stock-counts/:countId/cancel`]: 'manageInventory',
  [`GET ${B}/sales`]: null,
  [`POST ${B}/sales`]: null,
  [`GET ${B}/sales/:saleId`]: null,
  [`PUT ${B}/sales/:saleId`]: 'changePrices',
  [`DELETE ${B}/sales/:saleId`]: 'refunds',
  [`POST ${B}/sales/:saleId/refunds`]: 'refunds',
  [`GET ${B}/receipts/:code`]: null,
  [`PUT ${B}/sync-status`]: null,
  [`GET ${B}/customers`]: null,
  [`GET ${B}/customers/:customerId`]: null,
  [`POST ${B}/customers`]: 'manageCustomers',
  [`PUT ${B}/customers/:customerId`]: 'manageCustomers',
  [`DELETE ${B}/customers/:customerId`]: 'manageCustomers',
  [`GET ${B}/customers/:customerId/sales`]: 'manageCustomers',
  [`GET ${B}/customers/:customerId/payments`]: 'giveCredit',
  [`POST ${B}/customers/:customerId/payments`]: 'giveCredit',
  'GET /api/customers': null,
  'POST /api/customers': 'manageCustomers',
  'GET /api/customers/:id': null,
  'PUT /api/customers/:id': 'manageCustomers',
  [`GET ${B}/shifts`]: 'manageShifts',
  [`POST ${B}/shifts`]: 'manageShifts',
  [`GET ${B}/shifts/:shiftId`]: 'manageShifts',
  [`POST ${B}/shifts/:shiftId/cash-movements`]: 'manageShifts',
  [`POST ${B}/shifts/:shiftId/close`]: 'manageShifts',
  // These answers are made of cost and profit: both permissions.
  [`GET ${B}/analytics`]: ['viewReports', 'viewCostAndProfit'],
  [`GET ${B}/dashboard`]: ['viewReports', 'viewCostAndProfit'],
  [`GET ${B}/reports/stock`]: ['viewReports', 'viewCostAndProfit'],
  [`GET ${B}/reports/staff`]: 'viewReports',
  // Asking the customer's phone for the money at the till, and watching the answer (ADR 077).
  [`POST ${B}/payments/mpesa`]: null,
  [`POST ${B}/payments/paystack`]: null,
  [`POST ${B}/payments/:paymentId/otp`]: null,
  [`GET ${B}/payments/:paymentId`]: null,
  [`GET ${B}/payment-methods`]: null,
  [`GET ${B}/orders`]: null,
  [`GET ${B}/orders/:orderId`]: null,
  [`PUT ${B}/orders/:orderId`]: 'manageInventory',
  // Ends the till sign-in (switching staff, the idle timeout).
  'POST /api/till/sign-out': null,
};

const routeKey = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

export const permissionRequired = () =>
  new AppError('PERMISSION_REQUIRED', STAFF_MESSAGES.permissionRequired, 403);

/** onRequest, for a staff token: a route not listed is refused before anything else runs. */
export function assertStaffRoute(request: FastifyRequest): void {
  if (!(routeKey(request) in STAFF_ROUTES)) {
    throw new AppError('STAFF_NOT_ALLOWED', STAFF_MESSAGES.staffNotAllowed, 403);
  }
}

/**
 * Once the business of the request is known: a staff member sees their own business only (any
 * other answers 404 as for a stranger), and the route's permission must be theirs.
 */
export function assertStaffAccess(
  request: FastifyRequest,
  staff: StaffPrincipal,
  businessId: string,
) {
  if (businessId !== staff.businessId) throw businessNotFound();
  const needed = STAFF_ROUTES[routeKey(request)];
  if (needed === undefined)
    throw new AppError('STAFF_NOT_ALLOWED', STAFF_MESSAGES.staffNotAllowed, 403);
  const all = needed === null ? [] : Array.isArray(needed) ? needed : [needed];
  if (all.some((p) => !staff.permissions[p])) throw permissionRequired();
}

/** Routes whose answers carry cost: a member without `viewCostAndProfit` gets them without. */
export const COST_STRIPPED_ROUTES = new Set([
  `GET ${B}/inventory`,
  `GET ${B}/inventory/:itemId`,
  `GET ${B}/sales`,
  `GET ${B}/sales/:saleId`,
  `POST ${B}/sales`,
]);

export const shouldStripCost = (request: FastifyRequest) =>
  COST_STRIPPED_ROUTES.has(routeKey(request));

/** Keys of answers a staff member without `viewCostAndProfit` does not receive. */
const COST_KEYS = new Set([
  'cost',
  'cogs',
  'profit',
  'grossProfit',
  'margin',
  'valueAtCost',
  'potentialProfit',
  'stockValueAtCost',
]);

/** The answer without cost and profit, at any depth (inventory items, sale lines). */
export function withoutCost(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCost);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !COST_KEYS.has(k))
      .map(([k, v]) => [k, withoutCost(v)]),
  );
}
