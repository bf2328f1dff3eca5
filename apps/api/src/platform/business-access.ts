import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BUSINESS_MESSAGES, type BusinessRole, UUID_PATTERN } from '@app/contracts';
import { businessManagers, businesses } from '#src/db/schema/index.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import type { StaffPrincipal } from '#src/platform/staff-sessions.ts';
import type { DbOrTx } from './db.ts';
import type { AppDeps } from './deps.ts';
import { AppError, businessNotFound } from './errors.ts';
import { assertStaffAccess, shouldStripCost, withoutCost } from './staff-access.ts';

export type BusinessRow = typeof businesses.$inferSelect;

/** Who may pass: the owner only, or the owner and the business's managers. */
export type BusinessAccessRole = 'owner' | 'member';

export interface BusinessAccess {
  id: string;
  row: BusinessRow;
  role: BusinessRole;
  /** The staff member signed in at a till, when the caller is one (ADR 076). */
  staff?: StaffPrincipal;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireBusiness(...)`: the business of the URL, which the caller may use. */
    business: BusinessAccess | null;
  }
}

export interface LoadBusinessOptions {
  role: BusinessAccessRole;
  /** Run inside this transaction (without it and `lock`, the access cache answers). */
  db?: DbOrTx;
  /** Lock the business row (SELECT ... FOR UPDATE OF businesses) until the transaction ends. */
  lock?: boolean;
}

/**
 * The tenancy check, from memory or in one query: the business exists and the caller owns it
 * (or, for 'member', manages it). Anything else, including an id that is not a uuid, is 404 'Business not found',
 * so another user's business is indistinguishable from one that does not exist.
 */
export async function loadBusinessForUser(
  deps: Pick<AppDeps, 'db' | 'access'>,
  userId: string,
  businessId: string,
  { role, db, lock = false }: LoadBusinessOptions,
): Promise<BusinessAccess> {
  if (!UUID_PATTERN.test(businessId)) throw businessNotFound();
  // Outside a transaction, from memory: the business and who manages it (dropped on any change).
  if (!db && !lock) {
    const known = await cachedBusiness(deps, businessId);
    if (!known) throw businessNotFound();
    const isOwner = known.row.ownerId === userId;
    if (!isOwner && (role === 'owner' || !known.managers.includes(userId))) {
      throw businessNotFound();
    }
    return { id: known.row.id, row: known.row, role: isOwner ? 'owner' : 'manager' };
  }
  return lockedBusinessForUser(db ?? deps.db, userId, businessId, role, lock);
}

interface KnownBusiness {
  row: BusinessRow;
  /** The user ids of its managers. */
  managers: string[];
}

/** The business and its managers, in one read, kept by the access cache. */
function cachedBusiness(deps: Pick<AppDeps, 'db' | 'access'>, businessId: string) {
  return deps.access.business<KnownBusiness>(businessId, async () => {
    const [found] = await deps.db
      .select({
        row: businesses,
        managers: sql<string[]>`to_json(array(select ${businessManagers.userId}::text
          from ${businessManagers} where ${businessManagers.businessId} = ${businesses.id}))`,
      })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .limit(1);
    return found;
  });
}

/** Owner and managers of a business: who hears about its changes (none when it is gone). */
export async function businessMembers(
  deps: Pick<AppDeps, 'db' | 'access'>,
  businessId: string,
): Promise<string[]> {
  if (!UUID_PATTERN.test(businessId)) return [];
  const known = await cachedBusiness(deps, businessId);
  return known ? [known.row.ownerId, ...known.managers] : [];
}

/** After a committed change to a business or its managers: every instance rereads it. */
export const businessChanged = (deps: Pick<AppDeps, 'access'>, businessId: string) =>
  deps.access.changed({ businesses: [businessId] });

async function lockedBusinessForUser(
  db: DbOrTx,
  userId: string,
  businessId: string,
  role: BusinessAccessRole,
  lock: boolean,
): Promise<BusinessAccess> {
  const membership = and(
    eq(businessManagers.businessId, businesses.id),
    eq(businessManagers.userId, userId),
  );
  const allowed =
    role === 'owner'
      ? eq(businesses.ownerId, userId)
      : or(eq(businesses.ownerId, userId), isNotNull(businessManagers.userId));
  const query = db
    .select({ row: businesses })
    .from(businesses)
    .leftJoin(businessManagers, membership)
    .where(and(eq(businesses.id, businessId), allowed))
    .limit(1);
  const [found] = lock ? await query.for('update', { of: businesses }) : await query;
  if (!found) throw businessNotFound();
  const accessRole: BusinessRole = found.row.ownerId === userId ? 'owner' : 'manager';
  return { id: found.row.id, row: found.row, role: accessRole };
}

/**
 * The hook every per-business route runs after `app.requireVerified` (or `app.authenticate`):
 * reads `params.businessId` (or `params.id`), checks access and sets `request.business`.
 * Register it as `preValidation`, so tenancy is decided before the body is validated and a
 * stranger learns nothing, not even from a 400. 'owner' answers a manager 403 (ownerOnly).
 */
export function requireBusiness(role: BusinessAccessRole = 'member') {
  return async function businessAccessGuard(
    request: FastifyRequest,
    _reply: FastifyReply,
  ): Promise<void> {
    const params = (request.params ?? {}) as { id?: unknown; businessId?: unknown };
    const raw = params.businessId ?? params.id;
    const businessId = typeof raw === 'string' ? raw : '';
    const auth = currentAuth(request);
    if (auth.staff) assertStaffAccess(request, auth.staff, businessId);
    // A manager knows the business exists: an owner-only route refuses them with 403, not 404.
    const access = await loadBusinessForUser(request.server.deps, auth.user.id, businessId, {
      role: 'member',
    });
    request.business = withStaff(access, auth.staff);
    if (role === 'owner') assertOwner(request.business);
  };
}

/** A staff member acts as a manager would (never as the owner), with their permissions. */
export function withStaff(
  access: BusinessAccess,
  staff: StaffPrincipal | undefined,
): BusinessAccess {
  return staff ? { ...access, role: 'manager', staff } : access;
}

/** The business `requireBusiness` loaded for this request. */
export function currentBusiness(request: FastifyRequest): BusinessAccess {
  if (!request.business) throw new Error('requireBusiness() must run before this handler');
  return request.business;
}

/** Managers may use a business but not change its settings, delete it or manage its people. */
export function assertOwner(access: BusinessAccess): void {
  if (access.role !== 'owner') throw new AppError('FORBIDDEN', BUSINESS_MESSAGES.ownerOnly, 403);
}

/** Declares `request.business` once for every module (registered first in modules/index.ts). */
export const businessAccessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('business', null);
  // A staff member without `viewCostAndProfit` receives items and sale lines without cost.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const staff = request.auth?.staff;
    if (!staff || staff.permissions.viewCostAndProfit || !shouldStripCost(request)) return payload;
    return withoutCost(payload);
  });
});
