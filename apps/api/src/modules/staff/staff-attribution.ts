import { discountGiven, discountWithinCap } from '@app/contracts/domain/staff-discount';
import { toCents } from '@app/contracts/domain/money';
import { STAFF_MESSAGES, UUID_PATTERN } from '@app/contracts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { AppError } from '#src/platform/errors.ts';
import * as repo from './staff.repo.ts';

/**
 * Who a write is recorded against (ADR 076). A staff token's own member, unless the body names
 * another member of the same business: a write queued offline on a till and sent later under
 * whoever is signed in then keeps who made it. An account's writes name no staff member.
 */
export async function attributedStaffId(
  db: DbOrTx,
  access: BusinessAccess,
  claimed: string | undefined,
): Promise<string | null> {
  if (!access.staff) return null;
  const id = claimed?.toLowerCase();
  if (id && id !== access.staff.id && UUID_PATTERN.test(id)) {
    const names = await repo.staffNames(db, access.id, [id]);
    if (names.has(id)) return id;
  }
  return access.staff.id;
}

export interface PricedForCap {
  quantity: number;
  listPrice: string;
  unitPrice: string;
  discount: string;
}

/**
 * A staff member may give at most `discountPercentMax` % of the list-price subtotal in line
 * discounts, the order discount and prices below list together; beyond it, 403.
 */
export function assertDiscountWithinCap(
  access: BusinessAccess,
  lines: PricedForCap[],
  orderDiscount: string,
): void {
  if (!access.staff) return;
  // Charging another price than the list's is "changing prices at the till".
  if (
    !access.staff.permissions.changePrices &&
    lines.some((l) => toCents(l.unitPrice) !== toCents(l.listPrice))
  ) {
    throw new AppError('PERMISSION_REQUIRED', STAFF_MESSAGES.permissionRequired, 403, {
      permission: 'changePrices',
    });
  }
  const given = discountGiven(
    lines.map((l) => ({
      quantity: l.quantity,
      listPrice: toCents(l.listPrice),
      unitPrice: toCents(l.unitPrice),
      discount: toCents(l.discount),
    })),
    toCents(orderDiscount),
  );
  if (!discountWithinCap(given, access.staff.permissions.discountPercentMax)) {
    throw new AppError('PERMISSION_REQUIRED', STAFF_MESSAGES.discountTooLarge, 403, {
      permission: 'discountPercentMax',
    });
  }
}

/**
 * A sale that leaves a balance is credit given to the customer: a staff member needs `giveCredit`
 * for it, as for a payment on a customer's account (the till hides credit from them as well).
 */
export function assertCreditAllowed(access: BusinessAccess, balance: string): void {
  if (!access.staff || access.staff.permissions.giveCredit || balance === '0.00') return;
  throw new AppError('PERMISSION_REQUIRED', STAFF_MESSAGES.permissionRequired, 403, {
    permission: 'giveCredit',
  });
}
