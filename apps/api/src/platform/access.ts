import type { FastifyReply, FastifyRequest } from 'fastify';
import { isReadOperation, UPGRADE_URL } from '@app/contracts';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import * as trialService from '#src/modules/trial/trial.service.ts';
import { getUserForAccess } from '#src/modules/auth/users.service.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import type { AppDeps } from './deps.ts';
import { AppError } from './errors.ts';

/**
 * The trial/subscription guard every write to business content passes (SPEC section 6).
 * Admins and users with full access pass, read operations always pass; anyone else gets
 * 403 SUBSCRIPTION_REQUIRED with SPEC section 8's error data.
 */
export async function assertWriteAccess(
  deps: AppDeps,
  user: UserRow,
  operation: string,
): Promise<void> {
  // Neither needs the subscription lookup.
  if (user.adminRole || isReadOperation(operation)) return;
  const decision = await trialService.getOperationAccess(deps, user, operation);
  if (decision.hasAccess) return;
  throw new AppError('SUBSCRIPTION_REQUIRED', decision.reason, 403, {
    trialStatus: decision.trialStatus,
    requiredOperation: operation,
    upgradeUrl: UPGRADE_URL,
  });
}

/**
 * The same guard as a route hook, after `app.requireVerified` (or `app.authenticate`) set
 * `request.auth`: `{ onRequest: [app.requireVerified], preHandler: [requireWriteAccess('create_sale')] }`.
 * On a per-business route (after `requireBusiness`), a manager writes under the owner's plan:
 * managers are the owner's paid multi-user feature (SPEC section 6), so the owner's trial or
 * subscription decides, not the manager's own account.
 */
export function requireWriteAccess(operation: string) {
  return async function writeAccessGuard(
    request: FastifyRequest,
    _reply: FastifyReply,
  ): Promise<void> {
    const { deps } = request.server;
    const caller = currentAuth(request).user;
    const business = request.business;
    if (business && business.role === 'manager' && !caller.adminRole) {
      await assertWriteAccess(deps, await getUserForAccess(deps, business.row.ownerId), operation);
      return;
    }
    await assertWriteAccess(deps, caller, operation);
  };
}

/** Statuses that may use the paid benefits (managers, the AI assistant): paid, or still free. */
const PAID_FEATURE_STATUSES = new Set([
  'admin_access',
  'active_subscription',
  'subscribed',
  'free_beta',
  'beta_ending_soon',
  'free_trial_active',
]);

/**
 * The guard of the paid benefits (ADR 027): managers (multi-user) and the AI assistant need an
 * active subscription once the free trial or beta is over. The grace period after the free trial
 * keeps writes open but not these; the grace period after a failed renewal of a paid plan keeps
 * them too. Anyone else gets 403 PREMIUM_FEATURE_REQUIRED naming the operation.
 */
export async function assertPaidFeature(
  deps: AppDeps,
  user: UserRow,
  operation: string,
): Promise<void> {
  if (user.adminRole) return;
  const trialStatus = await trialService.getTrialStatus(deps, user);
  if (PAID_FEATURE_STATUSES.has(trialStatus.status)) return;
  if (trialStatus.status === 'grace_period' && trialStatus.subscriptionDetails.plan) return;
  throw new AppError(
    'PREMIUM_FEATURE_REQUIRED',
    'This premium feature requires subscription. Please upgrade to keep using it.',
    403,
    { trialStatus, requiredOperation: operation, upgradeUrl: UPGRADE_URL },
  );
}

/** `assertPaidFeature` as a route hook (after `app.requireVerified`); managers use the owner's plan. */
export function requirePaidFeature(operation: string) {
  return async function paidFeatureGuard(request: FastifyRequest): Promise<void> {
    const { deps } = request.server;
    const caller = currentAuth(request).user;
    const business = request.business;
    if (business && business.role === 'manager' && !caller.adminRole) {
      await assertPaidFeature(deps, await getUserForAccess(deps, business.row.ownerId), operation);
      return;
    }
    await assertPaidFeature(deps, caller, operation);
  };
}
