import { z } from 'zod';
import { IdSchema } from './ids.ts';
import { AdminRoleSchema, UserSchema } from './auth.ts';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from './constants.ts';
import { BusinessSyncHealthSchema } from './sync-status.ts';
import { TrialCategorySchema, TrialStatusValueSchema } from './trial.ts';

/** The back office (SPEC sections 2, 3, 6, 7, 8; ADR 029). */

const pageQuery = {
  page: z.coerce.number().int('Must be a whole number').min(1, 'Must be at least 1').default(1),
  limit: z.coerce
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(LIST_MAX_LIMIT, `Must be at most ${LIST_MAX_LIMIT}`)
    .default(LIST_DEFAULT_LIMIT),
};

/** What an admin did; other modules add their own (e.g. 'grant_plan') with recordAdminAction. */
export const ADMIN_ACTIONS = {
  makeAdmin: 'make_admin',
  removeAdmin: 'remove_admin',
  createAppVersion: 'create_app_version',
  updateAppVersion: 'update_app_version',
  deleteAppVersion: 'delete_app_version',
  retryJob: 'retry_job',
  discardJob: 'discard_job',
  sendTestEmail: 'send_test_email',
  grantPlan: 'grant_plan',
  extendPlan: 'extend_plan',
  cancelPlan: 'cancel_plan',
} as const;

/** GET /admin/audit: newest first; filters narrow to one actor, action or target. */
export const AuditListQuerySchema = z.object({
  ...pageQuery,
  action: z.string().trim().min(1).max(100).optional(),
  actorId: IdSchema.optional(),
  targetType: z.string().trim().min(1).max(100).optional(),
  targetId: z.string().trim().min(1).max(200).optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;

/** SPEC section 8's admin texts, and the rules of promotion (SPEC section 6). */
export const ADMIN_MESSAGES = {
  onlySuperAdminsCreate: 'Unauthorized access. Only super admins can create new admins.',
  onlySuperAdminsRemove: 'Unauthorized access. Only super admins can remove admins.',
  cannotRemoveSelf: 'You cannot remove your own admin rights',
  configuredSuperAdmin:
    'This account is a super admin through SUPER_ADMIN_EMAILS; remove it there first',
  userNotFound: 'User not found',
  loadUsersFailed: 'Failed to load users',
  makeAdminFailed: 'Failed to make user admin',
  removeAdminFailed: 'Failed to remove admin privileges',
  madeAdmin: 'User is now an admin',
  removedAdmin: 'Admin privileges removed',
} as const;

/** Days covered by `recent` in GET /admin/stats, and by its time series. */
export const ADMIN_RECENT_DAYS = 7;
export const ADMIN_SERIES_DAYS = 90;

const boolQuery = z
  .enum(['true', 'false'], { error: 'Use true or false' })
  .transform((v) => v === 'true');

export const ADMIN_USER_SORTS = [
  'created_at',
  'email',
  'username',
  'last_active',
  'sales_count',
  'businesses_count',
] as const;

/** GET /admin/users: search matches email or username (case-insensitive, part of the text). */
export const AdminUsersQuerySchema = z.object({
  ...pageQuery,
  search: z.string().trim().max(200).optional(),
  verified: boolQuery.optional(),
  admin: boolQuery.optional(),
  trialCategory: TrialCategorySchema.exclude(['unknown']).optional(),
  hasSales: boolQuery.optional(),
  createdFrom: z.iso.date('Use a date (YYYY-MM-DD)').optional(),
  createdTo: z.iso.date('Use a date (YYYY-MM-DD)').optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

export const AdminUserSchema = UserSchema.extend({
  last_login_at: z.string().nullable(),
  /** The latest of sign-in, session start and a sale the user recorded. */
  last_active_at: z.string().nullable(),
  businesses_count: z.number().int(),
  sales_count: z.number().int(),
  trial_status: TrialStatusValueSchema,
  trial_category: TrialCategorySchema,
  trial_deadline: z.string().nullable(),
  plan: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersResponseSchema = z.object({
  users: z.array(AdminUserSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;

export const AdminUserParamsSchema = z.object({ id: z.string() });

export const AdminUserBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  created_at: z.string(),
  sales_count: z.number().int(),
  last_sale_at: z.string().nullable(),
});
export const AdminUserDetailResponseSchema = z.object({
  user: AdminUserSchema,
  businesses: z.array(AdminUserBusinessSchema),
  audit: z.array(AuditEntrySchema),
});
export type AdminUserDetailResponse = z.infer<typeof AdminUserDetailResponseSchema>;

export const AdminRoleChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: z.object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    is_admin: z.boolean(),
    admin_role: AdminRoleSchema.nullable(),
  }),
});
export type AdminRoleChangeResponse = z.infer<typeof AdminRoleChangeResponseSchema>;

/** Money per currency, exact to the cent: `{ NGN: 1234.5, USD: 10 }`. */
export const MoneyByCurrencySchema = z.record(z.string(), z.number());
export type MoneyByCurrency = z.infer<typeof MoneyByCurrencySchema>;

export const AdminStatsSeriesPointSchema = z.object({
  date: z.string(),
  signups: z.number().int(),
  sales: z.number().int(),
  sales_amount: MoneyByCurrencySchema,
  active_businesses: z.number().int(),
});
export type AdminStatsSeriesPoint = z.infer<typeof AdminStatsSeriesPointSchema>;

/**
 * SPEC section 3's Admin stats: `counts` over all time (total_sales_amount per currency), `recent`
 * over the last ADMIN_RECENT_DAYS days, and a daily series over ADMIN_SERIES_DAYS days (UTC).
 */
export const AdminStatsResponseSchema = z.object({
  counts: z.object({
    users: z.number().int(),
    businesses: z.number().int(),
    inventory: z.number().int(),
    sales: z.number().int(),
    customers: z.number().int(),
    total_sales_amount: MoneyByCurrencySchema,
  }),
  recent: z.object({
    users: z.number().int(),
    businesses: z.number().int(),
    sales: z.number().int(),
    orders: z.number().int(),
  }),
  recent_days: z.number().int(),
  series: z.array(AdminStatsSeriesPointSchema),
  generated_at: z.string(),
});
export type AdminStatsResponse = z.infer<typeof AdminStatsResponseSchema>;

export const AdminDailyStatsQuerySchema = z.object({
  date: z.iso.date('Use a date (YYYY-MM-DD)').optional(),
});
/** GET /admin/stats/daily: one UTC day. */
export const AdminDailyStatsResponseSchema = z.object({
  date: z.string(),
  users: z.number().int(),
  businesses: z.number().int(),
  sales: z.number().int(),
  sales_amount: MoneyByCurrencySchema,
  orders: z.number().int(),
  active_businesses: z.number().int(),
  customers: z.number().int(),
});
export type AdminDailyStatsResponse = z.infer<typeof AdminDailyStatsResponseSchema>;

/** One server instance as its last heartbeat reported it. */
export const AdminInstanceSchema = z.object({
  id: z.string(),
  version: z.string(),
  /** The instance that answered this request. */
  current: z.boolean(),
  started_at: z.string(),
  last_beat_at: z.string(),
  uptime_seconds: z.number(),
  rss_bytes: z.number(),
  websocket: z.object({ users: z.number().int(), connections: z.number().int() }),
  jobs: z.object({
    running: z.number().int(),
    done: z.number().int(),
    failed: z.number().int(),
  }),
  email: z.object({
    sent_since_start: z.number().int(),
    failed_attempts_since_start: z.number().int(),
  }),
});
export type AdminInstance = z.infer<typeof AdminInstanceSchema>;

/** One read replica (DATABASE_READ_URLS) as the instance that answered sees it (ADR 080). */
export const AdminReadReplicaSchema = z.object({
  /** host:port/database: never the user or the password. */
  name: z.string(),
  up: z.boolean(),
  /** How far its replay is behind the primary; null while down or not yet measured. */
  lag_ms: z.number().int().nullable(),
  /** No read goes there now (down, past the lag bound, or every read on the primary for a while). */
  skipped: z.boolean(),
});
export type AdminReadReplica = z.infer<typeof AdminReadReplicaSchema>;

/** GET /admin/health (super admins): the platform at a glance. */
export const AdminHealthResponseSchema = z.object({
  checked_at: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    latency_ms: z.number(),
    size_bytes: z.number().nullable(),
  }),
  jobs: z.object({
    queued: z.number().int(),
    running: z.number().int(),
    failed: z.number().int(),
    oldest_due_seconds: z.number(),
    failed_jobs: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        attempts: z.number().int(),
        last_error: z.string().nullable(),
        failed_at: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
  email: z.object({
    transport: z.enum(['smtp', 'log']),
    queued: z.number().int(),
    failed: z.number().int(),
    sent_since_start: z.number().int(),
    failed_attempts_since_start: z.number().int(),
    last_error: z.object({ message: z.string(), at: z.string() }).nullable(),
  }),
  /** Summed over the live instances. */
  websocket: z.object({ users: z.number().int(), connections: z.number().int() }),
  /** What the file store holds (the bucket with S3), not one instance's folder. */
  storage: z.object({
    kind: z.enum(['disk', 's3']),
    uploads_bytes: z.number(),
    uploads_files: z.number().int(),
  }),
  /** The instance that answered (`instances` has every one). */
  process: z.object({
    instance_id: z.string(),
    uptime_seconds: z.number(),
    rss_bytes: z.number(),
  }),
  /** The read replicas and their lag bound; `replicas` is empty without DATABASE_READ_URLS. */
  read_replicas: z.object({
    max_lag_ms: z.number().int(),
    replicas: z.array(AdminReadReplicaSchema),
  }),
  /** Every instance whose heartbeat is current, oldest first (ADR 066). */
  instances: z.array(AdminInstanceSchema),
  /** Sales waiting on offline devices, as the devices last reported (waiting first, then stalest). */
  sync: z.object({ businesses: z.array(BusinessSyncHealthSchema) }),
});
export type AdminHealthResponse = z.infer<typeof AdminHealthResponseSchema>;

export const AdminJobParamsSchema = z.object({
  id: z.coerce.number().int('Must be a whole number').positive('Must be positive'),
});
export const ADMIN_HEALTH_MESSAGES = {
  jobNotFound: 'No failed job with this id',
  jobRetried: 'Job queued again',
  jobDiscarded: 'Job discarded',
  testEmailQueued: 'Test email queued',
  testEmailSubject: 'ShopBook test email',
} as const;
export const AdminActionResultSchema = z.object({ success: z.literal(true), message: z.string() });
