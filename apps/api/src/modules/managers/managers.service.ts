import {
  BUSINESS_MESSAGES,
  MAX_MANAGERS_PER_BUSINESS,
  type Manager,
  UUID_PATTERN,
} from '@app/contracts';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import { assertPaidFeature, assertWriteAccess } from '#src/platform/access.ts';
import {
  assertOwner,
  businessChanged,
  loadBusinessForUser,
  type BusinessAccess,
} from '#src/platform/business-access.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import * as repo from './managers.repo.ts';

const toManagerDto = (m: { userId: string; username: string; addedAt: Date }): Manager => ({
  userId: m.userId,
  username: m.username,
  addedAt: m.addedAt.toISOString(),
});

/** Only the owner sees and manages the people of a business. */
export async function listManagers(deps: AppDeps, access: BusinessAccess): Promise<Manager[]> {
  assertOwner(access);
  return (await repo.listManagers(deps.db, access.id)).map(toManagerDto);
}

/**
 * Adds an existing, verified user (by username or email) as a manager. Managers are a paid
 * feature, so the owner passes the subscription guard. The count runs under a lock on the
 * business row, so concurrent adds cannot pass the limit.
 */
export async function addManager(
  deps: AppDeps,
  owner: UserRow,
  access: BusinessAccess,
  identifier: string,
): Promise<Manager> {
  assertOwner(access);
  // An account without access at all hears that first (SUBSCRIPTION_REQUIRED); then managers are
  // a paid benefit: an active plan once the free trial or beta is over (ADR 027).
  await assertWriteAccess(deps, owner, 'add_manager');
  await assertPaidFeature(deps, owner, 'add_manager');
  const target = await repo.findVerifiedUserByIdentifier(deps.db, identifier);
  if (!target) {
    throw new AppError('USER_NOT_FOUND', BUSINESS_MESSAGES.managerUserNotFound, 404, {
      details: [{ field: 'identifier', message: BUSINESS_MESSAGES.managerUserNotFound }],
    });
  }
  if (target.id === access.row.ownerId) {
    throw new AppError('VALIDATION_FAILED', BUSINESS_MESSAGES.managerIsOwner, 400, {
      details: [{ field: 'identifier', message: BUSINESS_MESSAGES.managerIsOwner }],
    });
  }
  const added = await deps.db.transaction(async (tx) => {
    await loadBusinessForUser(deps, owner.id, access.id, { role: 'owner', db: tx, lock: true });
    if ((await repo.countManagers(tx, access.id)) >= MAX_MANAGERS_PER_BUSINESS) {
      throw new AppError('MANAGER_LIMIT_REACHED', BUSINESS_MESSAGES.managerLimit, 409);
    }
    return repo.insertManager(tx, {
      businessId: access.id,
      userId: target.id,
      addedBy: owner.id,
      createdAt: deps.now(),
    });
  });
  if (!added) throw new AppError('MANAGER_EXISTS', BUSINESS_MESSAGES.managerExists, 409);
  await businessChanged(deps, access.id);
  return toManagerDto({ userId: added.userId, username: target.username, addedAt: added.addedAt });
}

export async function removeManager(
  deps: AppDeps,
  owner: UserRow,
  access: BusinessAccess,
  userId: string,
): Promise<{ message: string }> {
  assertOwner(access);
  await assertWriteAccess(deps, owner, 'remove_manager');
  const removed =
    UUID_PATTERN.test(userId) && (await repo.deleteManager(deps.db, access.id, userId));
  if (!removed) throw new AppError('NOT_FOUND', BUSINESS_MESSAGES.managerNotFound, 404);
  // The manager is refused at once, on every instance.
  await businessChanged(deps, access.id);
  return { message: BUSINESS_MESSAGES.managerRemoved };
}
