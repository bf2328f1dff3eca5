import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessManagers, customers } from '#src/db/schema/index.ts';
import type { OpenApiDocument } from '#src/plugins/openapi-document.ts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { startSession } from '#src/modules/auth/sessions.service.ts';
import { createUser, type TestUser, forgetAccessCache } from '#test/builders.ts';
import { createBusinessRow } from '#test/businesses.ts';

/*
 * Route x role matrix, generated from the OpenAPI document: every operation is called
 * as each role and must be let through or refused exactly as its policy says. A route missing from
 * POLICIES fails the test, so a new route cannot ship without saying who may call it.
 */

type Role =
  | 'anonymous'
  | 'unverified'
  | 'owner'
  | 'manager'
  | 'stranger'
  | 'admin'
  | 'superAdmin'
  | 'expired'
  // A staff member signed in by PIN at the owner's till, with a cashier's defaults (ADR 076).
  | 'cashier'
  // A till device's own token sent as a bearer: it is no sign-in.
  | 'device';
/** ok: let through (any answer but 401, 403, the tenancy 404 or 5xx). hidden: the tenancy 404. */
type Outcome = 'ok' | 401 | 403 | 'hidden';

type Policy =
  | 'public' // anyone
  | 'session' // any signed-in user, verified or not
  | 'verified' // a verified user, for their own account
  | 'verifiedWrite' // ... and a write that needs an active trial or plan
  | 'member' // the business's owner or managers: reads
  | 'memberWrite' // ... writes (an expired trial may not)
  | 'owner' // the business's owner only
  | 'ownerWrite'
  | 'admin' // admins and super admins
  | 'superAdmin'
  | 'till'; // a staff member signed in at a till only

// The cashier's column: a staff token reaches only the routes listed for staff
// (platform/staff-access.ts) and, there, what its permissions allow; CASHIER_OK lists those.
const EXPECTED: Record<Policy, Record<Role, Outcome>> = {
  public: row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  session: row(401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 403, 401),
  verified: row(401, 403, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 403, 401),
  verifiedWrite: row(401, 403, 'ok', 'ok', 'ok', 'ok', 'ok', 403, 403, 401),
  member: row(401, 403, 'ok', 'ok', 'hidden', 'hidden', 'hidden', 'ok', 403, 401),
  memberWrite: row(401, 403, 'ok', 'ok', 'hidden', 'hidden', 'hidden', 403, 403, 401),
  // A manager knows the business exists: owner-only routes refuse them with 403.
  owner: row(401, 403, 'ok', 403, 'hidden', 'hidden', 'hidden', 'ok', 403, 401),
  ownerWrite: row(401, 403, 'ok', 403, 'hidden', 'hidden', 'hidden', 403, 403, 401),
  admin: row(401, 403, 403, 403, 403, 'ok', 'ok', 403, 403, 401),
  superAdmin: row(401, 403, 403, 403, 403, 403, 'ok', 403, 403, 401),
  till: row(401, 403, 403, 403, 403, 403, 403, 403, 'ok', 401),
};

/** What a cashier (defaults: no discount, shifts only) may call in their own business. */
const CASHIER_OK = new Set([
  'businesses.get',
  'inventory.list',
  'inventory.get',
  'categories.list',
  'sales.list',
  'sales.create',
  'sales.get',
  'receipts.get',
  'syncStatus.update',
  'customers.list',
  'customers.get',
  'customersService.list',
  'customersService.get',
  'shifts.list',
  'shifts.create',
  'shifts.get',
  'shifts.cashMovements',
  'shifts.close',
  'shop.listOrders',
  'shop.getOrder',
  'payments.requestMpesa',
  'payments.requestPaystack',
  'payments.submitPaystackOtp',
  'payments.availableMethods',
  'payments.get',
]);

function row(...outcomes: Outcome[]): Record<Role, Outcome> {
  const roles: Role[] = [
    'anonymous',
    'unverified',
    'owner',
    'manager',
    'stranger',
    'admin',
    'superAdmin',
    'expired',
    'cashier',
    'device',
  ];
  return Object.fromEntries(roles.map((r, i) => [r, outcomes[i]!])) as Record<Role, Outcome>;
}

const POLICIES: Record<string, Policy> = {
  'health.get': 'public',
  'health.getLive': 'public',
  'auth.getConfig': 'public',
  'auth.getAltchaChallenge': 'public',
  'auth.register': 'public',
  'auth.login': 'public',
  'auth.getCheck': 'session',
  'auth.logout': 'session',
  'auth.deleteAccount': 'session',
  'auth.changePassword': 'session',
  'auth.preferences': 'session',
  'auth.resendVerification': 'public',
  'auth.verifyEmail': 'public',
  'auth.getCheckUsername': 'public',
  'auth.setUsername': 'session',
  'auth.confirmUsername': 'session',
  'auth.forgotPassword': 'public',
  'auth.resetPassword': 'public',
  'auth.google': 'public',
  'auth.googleCallback': 'public',
  'admin.getCheck': 'session',
  'admin.getAudit': 'admin',
  'admin.listUsers': 'admin',
  'admin.getUser': 'admin',
  'admin.usersMakeAdmin': 'superAdmin',
  'admin.usersRemoveAdmin': 'superAdmin',
  'admin.getStats': 'admin',
  'admin.getStatsDaily': 'admin',
  'admin.getHealth': 'superAdmin',
  'admin.jobsRetry': 'superAdmin',
  'admin.jobsDiscard': 'superAdmin',
  'admin.testEmail': 'superAdmin',
  'admin.usersSubscription': 'admin',
  'appVersions.getCurrent': 'public',
  'appVersions.listAdminAppVersions': 'superAdmin',
  'appVersions.createAdminAppVersions': 'superAdmin',
  'appVersions.updateAdminAppVersion': 'superAdmin',
  'appVersions.deleteAdminAppVersion': 'superAdmin',
  'trial.getTrialStatusCurrent': 'session',
  'trial.getTrialStatusAccess': 'session',
  'subscriptions.getPlans': 'session',
  'subscriptions.getCurrent': 'session',
  'subscriptions.checkout': 'verified',
  'subscriptions.cancel': 'verified',
  'businesses.list': 'verified',
  'businesses.create': 'verifiedWrite',
  'businesses.get': 'member',
  'businesses.update': 'ownerWrite',
  'businesses.delete': 'ownerWrite',
  'businesses.updateLogo': 'ownerWrite',
  'businesses.deleteLogo': 'ownerWrite',
  'managers.list': 'owner',
  'managers.create': 'ownerWrite',
  'managers.delete': 'ownerWrite',
  'inventory.list': 'member',
  'inventory.create': 'memberWrite',
  'inventory.getExportCsv': 'member',
  'inventory.import': 'memberWrite',
  'inventory.get': 'member',
  'inventory.update': 'memberWrite',
  'inventory.delete': 'memberWrite',
  'inventory.settingsShowInShop': 'memberWrite',
  'inventory.settings': 'memberWrite',
  'inventory.updateImage': 'memberWrite',
  'inventory.deleteImage': 'memberWrite',
  'inventory.barcode': 'memberWrite',
  'categories.list': 'member',
  'categories.create': 'memberWrite',
  'categories.reorder': 'memberWrite',
  'categories.update': 'memberWrite',
  'categories.delete': 'memberWrite',
  'stock.create': 'memberWrite',
  'stock.list': 'member',
  'stock.getProduct': 'member',
  'stockCounts.list': 'member',
  'stockCounts.create': 'memberWrite',
  'stockCounts.get': 'member',
  'stockCounts.update': 'memberWrite',
  'stockCounts.apply': 'memberWrite',
  'stockCounts.cancel': 'memberWrite',
  // Mobile money (ADR 077): settings are the owner's; the till asks, reads and matches.
  'payments.getSettings': 'owner',
  'payments.putMpesaSettings': 'ownerWrite',
  'payments.registerPaymentUrls': 'ownerWrite',
  'payments.requestMpesa': 'memberWrite',
  'payments.putPaystackSettings': 'ownerWrite',
  'payments.requestPaystack': 'memberWrite',
  'payments.submitPaystackOtp': 'memberWrite',
  'payments.availableMethods': 'member',
  'payments.list': 'member',
  'payments.get': 'member',
  'payments.update': 'memberWrite',
  'transfers.list': 'member',
  'transfers.create': 'ownerWrite',
  'transfers.get': 'member',
  'reports.getStock': 'member',
  'sales.list': 'member',
  'sales.create': 'memberWrite',
  'sales.get': 'member',
  'sales.update': 'memberWrite',
  'sales.delete': 'memberWrite',
  'sales.refunds': 'memberWrite',
  // A device reporting its offline queue: allowed on an expired trial too (not a paid write).
  'syncStatus.update': 'member',
  'customers.list': 'member',
  'customers.create': 'memberWrite',
  'customers.get': 'member',
  'customers.update': 'memberWrite',
  'customers.delete': 'memberWrite',
  'customers.getSales': 'member',
  'customers.listPayments': 'member',
  'customers.createPayments': 'memberWrite',
  'customersService.list': 'member',
  'customersService.create': 'memberWrite',
  'customersService.get': 'member',
  'customersService.update': 'memberWrite',
  'receipts.verify': 'public',
  'receipts.get': 'member',
  'expenses.list': 'member',
  'expenses.create': 'memberWrite',
  'expenses.getExpenseCategories': 'member',
  'expenses.get': 'member',
  'expenses.update': 'memberWrite',
  'expenses.delete': 'memberWrite',
  'expenses.updateReceipt': 'memberWrite',
  'expenses.deleteReceipt': 'memberWrite',
  'expenses.listRecurringExpenses': 'member',
  'expenses.createRecurringExpenses': 'memberWrite',
  'expenses.getRecurringExpense': 'member',
  'expenses.updateRecurringExpense': 'memberWrite',
  'expenses.deleteRecurringExpense': 'memberWrite',
  'shifts.list': 'member',
  'shifts.create': 'memberWrite',
  'shifts.get': 'member',
  'shifts.cashMovements': 'memberWrite',
  'shifts.close': 'memberWrite',
  'suppliers.list': 'member',
  'suppliers.create': 'memberWrite',
  'suppliers.get': 'member',
  'suppliers.update': 'memberWrite',
  'suppliers.delete': 'memberWrite',
  'suppliers.listPayments': 'member',
  'suppliers.createPayments': 'memberWrite',
  // The owner's data (ADR 078): the owner only, even on an expired plan (their data
  // is theirs to take out); a manager neither takes the whole history out nor restores into it.
  'data.createExports': 'owner',
  'data.listExports': 'owner',
  'data.getExport': 'owner',
  'data.getExportsDownload': 'owner',
  'data.createAccountExports': 'verified',
  'data.listAccountExports': 'verified',
  'data.getAccountExport': 'verified',
  'data.getAccountExportsDownload': 'verified',
  'data.imports': 'ownerWrite',
  'data.getImport': 'owner',
  'data.importsApply': 'ownerWrite',
  'purchaseOrders.list': 'member',
  'purchaseOrders.create': 'memberWrite',
  'purchaseOrders.get': 'member',
  'purchaseOrders.update': 'memberWrite',
  'purchaseOrders.receipts': 'memberWrite',
  'purchaseOrders.getReorderSuggestions': 'member',
  'analytics.get': 'member',
  'dashboard.get': 'member',
  'shop.get': 'public',
  'shop.getPreviewJpg': 'public',
  'shop.placeOrder': 'public',
  'shop.getShopSettings': 'member',
  'shop.updateShopSettings': 'ownerWrite',
  'shop.updateShopSettingsBanner': 'ownerWrite',
  'shop.deleteShopSettingsBanner': 'ownerWrite',
  'shop.listOrders': 'member',
  'shop.getOrder': 'member',
  'shop.updateOrder': 'memberWrite',
  'notifications.list': 'session',
  'notifications.getHistory': 'session',
  'notifications.read': 'session',
  'notifications.updateRead': 'session',
  'notifications.readAll': 'session',
  'notifications.delete': 'session',
  // Answers `{ valid: false }` without a session (SPEC section 7).
  'notifications.getSocketAuth': 'public',
  'notifications.getPreferences': 'session',
  'notifications.updatePreferences': 'session',
  // Web Push: a device's subscription belongs to whoever is signed in on it, verified or not.
  'notifications.getPushPublicKey': 'session',
  'notifications.createPushSubscriptions': 'session',
  'notifications.deletePushSubscriptions': 'session',
  'notifications.listAdminNotifications': 'admin',
  'notifications.createAdminNotifications': 'admin',
  'notifications.getAdminNotification': 'admin',
  'notifications.updateAdminNotification': 'admin',
  'notifications.deleteAdminNotification': 'admin',
  'notifications.send': 'admin',
  'notifications.broadcast': 'admin',
  'notifications.broadcastPreview': 'admin',
  'notifications.getAdminWebsocketStats': 'admin',
  'assistant.messages': 'memberWrite',
  'assistant.listConversations': 'member',
  'assistant.getConversation': 'member',
  'assistant.deleteConversation': 'member',
  'staff.list': 'member',
  'staff.create': 'memberWrite',
  'staff.update': 'memberWrite',
  'staff.delete': 'member',
  'staff.listDevices': 'member',
  'staff.createDevices': 'memberWrite',
  'staff.deleteDevice': 'member',
  'staff.getReportsStaff': 'member',
  'staff.tillDevice': 'public',
  'staff.tillSignIn': 'public',
  'staff.tillSignOut': 'till',
};

/** These end the caller's session or business: each role calls them last. */
// A till sign-out ends the cashier's sign-in: it comes last too.
const LAST = [
  'staff.tillSignOut',
  'auth.changePassword',
  'businesses.delete',
  'auth.logout',
  'auth.deleteAccount',
];

async function createCustomer(t: TestContext, businessId: string) {
  const [row] = await t.database.db
    .insert(customers)
    .values({ businessId, name: 'Ada' })
    .returning({ id: customers.id });
  return row!;
}

/** An account, or a till's token (no account of its own). */
type Actor = TestUser | TillActor;
interface TillActor {
  headers: Record<string, string>;
  /** A sign-in of its own, for a call that ends it. */
  fresh: () => Promise<Record<string, string>>;
}

interface Operation {
  id: string;
  method: string;
  path: string;
}

describe('route x role matrix', () => {
  let t: TestContext;
  let operations: Operation[];
  const users = {} as Record<Exclude<Role, 'anonymous' | 'cashier' | 'device'>, TestUser>;
  let business: string;
  let expiredBusiness: string;
  /** A customer of each business: /customers/{id} finds its business through it. */
  let customer: string;
  let expiredCustomer: string;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestContext();
    const doc = (
      await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    ).json<OpenApiDocument>();
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ id: op.operationId!, method, path })),
    );
    operations.sort((a, b) => LAST.indexOf(a.id) - LAST.indexOf(b.id));
  }, 60_000);
  afterAll(() => t.close());

  /** Fresh users and businesses per role: a role's calls (a logout, a delete) never touch another's. */
  async function actors(role: Role) {
    const owner = await createUser(t);
    business = (await createBusinessRow(t, owner, { slug: `shop-${randomUUID().slice(0, 8)}` })).id;
    const manager = await createUser(t);
    await t.database.db
      .insert(businessManagers)
      .values({ businessId: business, userId: manager.user.id, addedBy: owner.user.id });
    forgetAccessCache(t);
    const expired = await createUser(t, {
      createdAt: new Date(t.clock.now().getTime() - 90 * DAY),
    });
    expiredBusiness = (await createBusinessRow(t, expired)).id;
    customer = (await createCustomer(t, business)).id;
    expiredCustomer = (await createCustomer(t, expiredBusiness)).id;
    users.owner = owner;
    users.manager = manager;
    users.expired = expired;
    users.unverified = await createUser(t, { isVerified: false });
    users.stranger = await createUser(t);
    users.admin = await createUser(t, { adminRole: 'admin' });
    users.superAdmin = await createUser(t, { adminRole: 'super_admin' });
    if (role === 'cashier' || role === 'device') return tillActor(role, owner);
    return role === 'anonymous' ? null : users[role];
  }

  /** A cashier of the owner's business signed in at a till, or that till's own token. */
  async function tillActor(role: 'cashier' | 'device', owner: TestUser): Promise<Actor> {
    const staff = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business}/staff`,
      headers: owner.headers,
      payload: { name: 'Amina', role: 'cashier', pin: '2468' },
    });
    const device = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business}/devices`,
      headers: owner.headers,
      payload: { name: 'Till' },
    });
    const { deviceToken } = device.json<{ deviceToken: string }>();
    if (role === 'device') {
      const headers = { authorization: `Bearer ${deviceToken}` };
      return { headers, fresh: async () => headers };
    }
    const staffId = staff.json<{ staff: { id: string } }>().staff.id;
    const fresh = async () => {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/till/sign-in',
        payload: { deviceToken, staffId, pin: '2468' },
      });
      return { authorization: `Bearer ${signIn.json<{ token: string }>().token}` };
    };
    return { headers: await fresh(), fresh };
  }

  function urlOf(op: Operation, role: Role): string {
    const own = role === 'expired' ? expiredBusiness : business;
    // The customers service finds the business in the query (lists, creates) or the customer.
    if (op.path === '/api/customers') return `${op.path}?businessId=${own}`;
    return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name === 'id' && op.path.startsWith('/api/businesses/')) return own;
      if (name === 'id' && op.path.startsWith('/api/customers/')) {
        return role === 'expired' ? expiredCustomer : customer;
      }
      if (name === 'operation') return 'create_sale';
      if (name === 'code') return 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
      if (name === 'identifier') return 'no-such-shop';
      return randomUUID();
    });
  }

  async function outcomeOf(op: Operation, role: Role, user: Actor | null) {
    // A new address per call: the per-client limits must not answer for the guard.
    ip++;
    // A call that ends the session gets a session of its own, so later calls keep theirs.
    const session = !user
      ? undefined
      : !LAST.includes(op.id)
        ? user.headers
        : 'user' in user
          ? { authorization: `Bearer ${await startSession(t.app.deps, t.database.db, user.user)}` }
          : await user.fresh();
    const url = urlOf(op, role);
    const res = await t.app.inject({
      method: op.method.toUpperCase() as 'GET',
      url,
      headers: session ?? {},
      remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
      ...(op.method === 'get' || op.method === 'delete' ? {} : { payload: {} }),
    });
    const errorCode = String(res.headers['content-type'] ?? '').includes('json')
      ? // A JSON body may be null (no app version released yet).
        (res.json() as { errorCode?: string } | null)?.errorCode
      : undefined;
    if (res.statusCode >= 500) return `5xx (${res.statusCode} ${errorCode})`;
    if (res.statusCode === 401 || res.statusCode === 403) return res.statusCode;
    if (res.statusCode === 404 && errorCode === 'BUSINESS_NOT_FOUND') return 'hidden';
    // A real customer of someone else's business is as unknown as a missing one.
    if (res.statusCode === 404 && url.startsWith('/api/customers/')) return 'hidden';
    return 'ok';
  }

  it('has a policy for every operation in the API document', () => {
    const missing = operations.map((op) => op.id).filter((id) => !(id in POLICIES));
    const gone = Object.keys(POLICIES).filter((id) => !operations.some((op) => op.id === id));
    expect({ missing, gone }).toEqual({ missing: [], gone: [] });
  });

  it.each<Role>([
    'anonymous',
    'unverified',
    'owner',
    'manager',
    'stranger',
    'admin',
    'superAdmin',
    'expired',
    'cashier',
    'device',
  ])(
    'lets %s through exactly where the policy says',
    async (role) => {
      const user = await actors(role);
      const wrong: string[] = [];
      for (const op of operations) {
        const policy = POLICIES[op.id];
        if (!policy) continue;
        const expected =
          role === 'cashier' && CASHIER_OK.has(op.id) ? 'ok' : EXPECTED[policy][role];
        const actual = await outcomeOf(op, role, user);
        if (actual !== expected) {
          wrong.push(`${op.id} (${policy}): expected ${expected}, got ${actual}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );
});
