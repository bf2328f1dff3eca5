import {
  ADMIN_ACTIONS,
  ADMIN_MESSAGES,
  ADMIN_RECENT_DAYS,
  ADMIN_SERIES_DAYS,
  type AdminDailyStatsResponse,
  type AdminRoleChangeResponse,
  type AdminStatsResponse,
  type AdminUser,
  type AdminUserDetailResponse,
  type AdminUsersQuery,
  type AdminUsersResponse,
  type MoneyByCurrency,
  UUID_PATTERN,
} from '@app/contracts';
import { isSuperAdminEmail } from '#src/modules/auth/super-admin.ts';
import { toUserDto, userChanged, type UserRow } from '#src/modules/auth/sessions.service.ts';
import * as trialService from '#src/modules/trial/trial.service.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import * as repo from './admin.repo.ts';
import { listAdminActions, recordAdminAction } from './audit.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function trialRules(deps: AppDeps): repo.TrialRules {
  return {
    now: deps.now(),
    freeTrialDays: deps.config.FREE_TRIAL_DAYS,
    gracePeriodDays: deps.config.GRACE_PERIOD_DAYS,
    betaEndsAt: deps.config.BETA_ENDS_AT ?? null,
  };
}

async function toAdminUser(
  deps: AppDeps,
  user: UserRow,
  aggregate: repo.UserAggregate,
): Promise<AdminUser> {
  const trial = await trialService.getTrialStatus(deps, user);
  return {
    ...toUserDto(user),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    last_active_at: aggregate.last_active_at?.toISOString() ?? null,
    businesses_count: aggregate.businesses_count,
    sales_count: aggregate.sales_count,
    trial_status: trial.status,
    trial_category: trial.category,
    trial_deadline: trial.subscriptionDeadline,
    plan: trial.subscriptionDetails.plan,
  };
}

/** GET /admin/users. */
export async function listUsers(
  deps: AppDeps,
  query: AdminUsersQuery,
): Promise<AdminUsersResponse> {
  const { rows, total } = await repo.listUsers(deps.db, query, trialRules(deps));
  const byId = new Map(
    (
      await repo.findUsers(
        deps.db,
        rows.map((r) => r.id),
      )
    ).map((u) => [u.id, u]),
  );
  const list: AdminUser[] = [];
  for (const row of rows) {
    const user = byId.get(row.id);
    if (user) list.push(await toAdminUser(deps, user, row));
  }
  return { users: list, page: query.page, limit: query.limit, total };
}

const userNotFound = () => new AppError('USER_NOT_FOUND', ADMIN_MESSAGES.userNotFound, 404);

/** GET /admin/users/{id}: the user, their businesses and what admins did to the account. */
export async function getUserDetail(deps: AppDeps, id: string): Promise<AdminUserDetailResponse> {
  if (!UUID_PATTERN.test(id)) throw userNotFound();
  const user = await repo.findUser(deps.db, id);
  if (!user) throw userNotFound();
  const { rows } = await repo.listUsers(
    deps.db,
    { page: 1, limit: 1, sort: 'created_at', order: 'desc' },
    trialRules(deps),
    id,
  );
  const aggregate = rows[0] ?? { id, businesses_count: 0, sales_count: 0, last_active_at: null };
  const [businesses, audit] = await Promise.all([
    repo.userBusinesses(deps.db, id),
    listAdminActions(deps.db, { page: 1, limit: 50, targetType: 'user', targetId: id }),
  ]);
  return { user: await toAdminUser(deps, user, aggregate), businesses, audit: audit.entries };
}

function roleView(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    is_admin: user.adminRole !== null,
    admin_role: user.adminRole,
  };
}

/** POST /admin/users/{id}/make-admin (super admins only; the route checks). */
export async function makeAdmin(
  deps: AppDeps,
  actor: UserRow,
  targetId: string,
): Promise<AdminRoleChangeResponse> {
  if (actor.adminRole !== 'super_admin') {
    throw new AppError('SUPER_ADMIN_REQUIRED', ADMIN_MESSAGES.onlySuperAdminsCreate, 403);
  }
  if (!UUID_PATTERN.test(targetId)) throw userNotFound();
  const user = await deps.db.transaction(async (tx) => {
    const target = await repo.findUserForUpdate(tx, targetId);
    if (!target) throw userNotFound();
    // Already an admin (or a super admin, who stays one): nothing changes, nothing recorded.
    if (target.adminRole) return target;
    const updated = await repo.setAdminRole(tx, target.id, 'admin', deps.now());
    await recordAdminAction(tx, {
      actor,
      action: ADMIN_ACTIONS.makeAdmin,
      targetType: 'user',
      targetId: target.id,
      before: { admin_role: target.adminRole },
      after: { admin_role: updated.adminRole },
      at: deps.now(),
    });
    return updated;
  });
  await userChanged(deps, user.id);
  return { success: true, message: ADMIN_MESSAGES.madeAdmin, user: roleView(user) };
}

/** POST /admin/users/{id}/remove-admin: never one's own rights, never a configured super admin. */
export async function removeAdmin(
  deps: AppDeps,
  actor: UserRow,
  targetId: string,
): Promise<AdminRoleChangeResponse> {
  if (actor.adminRole !== 'super_admin') {
    throw new AppError('SUPER_ADMIN_REQUIRED', ADMIN_MESSAGES.onlySuperAdminsRemove, 403);
  }
  if (targetId === actor.id) {
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.cannotRemoveSelf, 403);
  }
  if (!UUID_PATTERN.test(targetId)) throw userNotFound();
  const user = await deps.db.transaction(async (tx) => {
    const target = await repo.findUserForUpdate(tx, targetId);
    if (!target) throw userNotFound();
    if (!target.adminRole) return target;
    if (isSuperAdminEmail(deps, target.email)) {
      throw new AppError('CONFLICT', ADMIN_MESSAGES.configuredSuperAdmin, 409);
    }
    const updated = await repo.setAdminRole(tx, target.id, null, deps.now());
    await recordAdminAction(tx, {
      actor,
      action: ADMIN_ACTIONS.removeAdmin,
      targetType: 'user',
      targetId: target.id,
      before: { admin_role: target.adminRole },
      after: { admin_role: null },
      at: deps.now(),
    });
    return updated;
  });
  await userChanged(deps, user.id);
  return { success: true, message: ADMIN_MESSAGES.removedAdmin, user: roleView(user) };
}

// ---- statistics ----

/** Decimal strings (numeric sums) to numbers: two decimals at most, so exact to the cent. */
function money(
  rows: { currency: string; amount: string }[] | Record<string, string>,
): MoneyByCurrency {
  const entries = Array.isArray(rows)
    ? rows.map((r) => [r.currency, r.amount] as const)
    : Object.entries(rows);
  return Object.fromEntries(entries.map(([c, a]) => [c, Number(a)]));
}

const startOfUtcDay = (d: Date) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** GET /admin/stats: SPEC's counts and recent, plus 90 days of daily figures (UTC). */
export async function getStats(deps: AppDeps): Promise<AdminStatsResponse> {
  const now = deps.now();
  const recentFrom = new Date(now.getTime() - ADMIN_RECENT_DAYS * DAY_MS);
  const seriesFrom = new Date(startOfUtcDay(now).getTime() - (ADMIN_SERIES_DAYS - 1) * DAY_MS);
  const db = deps.db;
  const totals = await repo.totals(db);
  const sold = await repo.salesByCurrency(db);
  const recent = await repo.countsBetween(db, recentFrom, new Date(now.getTime() + 1));
  const series = await repo.dailySeries(db, seriesFrom, ADMIN_SERIES_DAYS);
  return {
    counts: {
      users: Number(totals.users),
      businesses: Number(totals.businesses),
      inventory: Number(totals.inventory),
      sales: sold.reduce((n, c) => n + Number(c.sales), 0),
      customers: Number(totals.customers),
      total_sales_amount: money(sold),
    },
    recent: {
      users: recent.users!,
      businesses: recent.businesses!,
      sales: recent.sales!,
      orders: recent.orders!,
    },
    recent_days: ADMIN_RECENT_DAYS,
    series: series.map((p) => ({
      date: p.date,
      signups: Number(p.signups),
      sales: Number(p.sales),
      sales_amount: money(
        typeof p.amounts === 'string'
          ? (JSON.parse(p.amounts) as Record<string, string>)
          : p.amounts,
      ),
      active_businesses: Number(p.active_businesses),
    })),
    generated_at: now.toISOString(),
  };
}

/** GET /admin/stats/daily?date=: one UTC day, today by default. */
export async function getDailyStats(
  deps: AppDeps,
  date?: string,
): Promise<AdminDailyStatsResponse> {
  const from = date ? new Date(`${date}T00:00:00.000Z`) : startOfUtcDay(deps.now());
  const to = new Date(from.getTime() + DAY_MS);
  const counts = await repo.countsBetween(deps.db, from, to);
  const amounts = await repo.salesByCurrency(deps.db, from, to);
  return {
    date: from.toISOString().slice(0, 10),
    users: counts.users!,
    businesses: counts.businesses!,
    sales: counts.sales!,
    sales_amount: money(amounts),
    orders: counts.orders!,
    active_businesses: counts.active_businesses!,
    customers: counts.customers!,
  };
}
