import { isReadOperation, type TrialStatus } from '@app/contracts';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { computeTrialStatus } from './trial-status.ts';
import * as repo from './trial.repo.ts';

export interface OperationAccessDecision {
  hasAccess: boolean;
  reason: string;
  operation: string;
  trialStatus: TrialStatus;
}

/** The user's trial status now, from the account, its subscription and the configuration. */
export async function getTrialStatus(deps: AppDeps, user: UserRow): Promise<TrialStatus> {
  const now = deps.now();
  // The user's subscriptions come from memory (access-cache.ts): every change to them drops it.
  const subscription = user.adminRole
    ? null
    : repo.decisiveSubscription(
        (await deps.access.user('plan', user.id, () =>
          repo.findAccessSubscriptions(deps.db, user.id),
        )) ?? [],
        now,
      );
  return computeTrialStatus({
    now,
    userCreatedAt: user.createdAt,
    adminRole: user.adminRole,
    subscription,
    freeTrialDays: deps.config.FREE_TRIAL_DAYS,
    gracePeriodDays: deps.config.GRACE_PERIOD_DAYS,
    betaEndsAt: deps.config.BETA_ENDS_AT ?? null,
  });
}

/** SPEC section 6: admins and users with full access may do anything; everyone may read. */
export function decideOperationAccess(
  trialStatus: TrialStatus,
  operation: string,
): OperationAccessDecision {
  const decide = (hasAccess: boolean, reason: string) => ({
    hasAccess,
    reason,
    operation,
    trialStatus,
  });
  if (trialStatus.hasFullAccess) return decide(true, trialStatus.message);
  if (isReadOperation(operation)) return decide(true, 'Read operations are always allowed');
  return decide(false, trialStatus.message);
}

export async function getOperationAccess(
  deps: AppDeps,
  user: UserRow,
  operation: string,
): Promise<OperationAccessDecision> {
  return decideOperationAccess(await getTrialStatus(deps, user), operation);
}
