import { z } from 'zod';
import { IdSchema } from './ids.ts';
import { ADMIN_NOTIFICATION_DEFAULT_LIMIT, NOTIFICATION_HISTORY_PAGE_SIZE } from './constants.ts';

/** SPEC section 3: notification channels, audience demographics and platforms. */
export const NOTIFICATION_CHANNELS = ['sales_reminders', 'updates', 'tips'] as const;
export const NOTIFICATION_DEMOGRAPHICS = [
  'neverCreatedSale',
  'inactiveForWeek',
  'activeUser',
  'newUser',
  'businessWithNoInventory',
] as const;
export const NOTIFICATION_PLATFORMS = ['all', 'web', 'app', 'mobile'] as const;
/**
 * Product events a user can turn off like a channel: an item's stock falling to its low-stock
 * threshold, a shop order, the trial or paid plan ending in 3 days, a sale made offline that the
 * server refused when it synced.
 */
export const NOTIFICATION_EVENTS = [
  'low_stock',
  'shop_order',
  'plan_ending',
  'sale_refused',
  'staff_locked',
  'data_export',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const NOTIFICATION_PREFERENCE_KEYS = [
  ...NOTIFICATION_CHANNELS,
  ...NOTIFICATION_EVENTS,
] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type NotificationDemographic = (typeof NOTIFICATION_DEMOGRAPHICS)[number];
export type NotificationPlatform = (typeof NOTIFICATION_PLATFORMS)[number];

/** What the socket says (SPEC section 4), plus `changed` signals for live data. */
export const SOCKET_MESSAGE_TYPES = [
  'connected',
  'notification',
  'notification_deleted',
  'ping',
  'pong',
  'changed',
  'subscription_changed',
] as const;
/**
 * The signed-in user's plan changed (a payment webhook landed, an admin granted or cancelled):
 * the open app refetches its trial status and plan, so it unlocks or locks without a reload.
 */
export const SUBSCRIPTION_CHANGED = 'subscription_changed';
/** Which business data changed: the web app maps each to the queries to refresh. */
export const CHANGE_TOPICS = [
  'sales',
  'stock',
  'inventory',
  'expenses',
  'customers',
  'purchasing',
  'shifts',
  // The owner's data exports: progress and ready (sent to the owner who asked only).
  'exports',
] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];
export interface ChangeSignal {
  businessId: string;
  topics: ChangeTopic[];
}

export const NotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  message: z.string(),
  created_at: z.string(),
  read: z.boolean(),
  action_url: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  is_important: z.boolean(),
  expires_at: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

const platformQuery = z.enum(NOTIFICATION_PLATFORMS).default('web');

export const NotificationListQuerySchema = z.object({ platform: platformQuery });
export const NotificationListResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  unread_count: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

export const NotificationHistoryQuerySchema = z.object({
  platform: platformQuery,
  before_id: z.coerce.number().int().positive().optional(),
  /** Newer than this id, oldest first: what a reconnecting client missed. */
  after_id: z.coerce.number().int().nonnegative().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_HISTORY_PAGE_SIZE),
});
export const NotificationHistoryResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  has_more: z.boolean(),
});
export type NotificationHistoryResponse = z.infer<typeof NotificationHistoryResponseSchema>;

export const NotificationIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const NotificationReadResponseSchema = z.object({
  success: z.literal(true),
  notification: NotificationSchema,
});
export const ReadAllResponseSchema = z.object({ success: z.literal(true), updated: z.number() });
export const SuccessResponseSchema = z.object({ success: z.literal(true) });
export const SocketAuthResponseSchema = z.object({ valid: z.boolean() });

export const NotificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_PREFERENCE_KEYS.map((k) => [k, z.boolean()])) as Record<
    (typeof NOTIFICATION_PREFERENCE_KEYS)[number],
    z.ZodBoolean
  >,
);
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
export const NotificationPreferencesBodySchema = NotificationPreferencesSchema.partial();

// ---- Web Push ----
export const PushPublicKeyResponseSchema = z.object({
  /** The server's VAPID public key (URL-safe base64): `applicationServerKey` of subscribe(). */
  publicKey: z.string(),
});
const base64url = (bytes: number) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be URL-safe base64')
    .refine(
      (v) => Math.floor((v.replace(/=+$/, '').length * 3) / 4) === bytes,
      `Must be ${bytes} bytes`,
    );
const pushEndpoint = z
  .string()
  .trim()
  .max(2000)
  .url()
  .refine((v) => v.startsWith('https://'), 'Must be an https URL');
/** What the browser's PushSubscription.toJSON() gives (expirationTime is ignored). */
export const PushSubscriptionBodySchema = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;
export const PushUnsubscribeQuerySchema = z.object({ endpoint: pushEndpoint });
export const PushUnsubscribeResponseSchema = z.object({
  success: z.literal(true),
  removed: z.boolean(),
});
/** What a push carries to the service worker: enough to show it and open its page. */
export interface PushPayload {
  id: number;
  title: string;
  body: string;
  action_url: string | null;
  created_at: string;
}

// ---- admin ----
const text = (max: number) => z.string().trim().min(1).max(max);
const isoDate = z.coerce.date();

export const AudienceSchema = z.object({
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)).max(3).default([]),
  demographics: z.array(z.enum(NOTIFICATION_DEMOGRAPHICS)).max(5).default([]),
  platform: z.enum(NOTIFICATION_PLATFORMS).default('all'),
});
export type Audience = z.infer<typeof AudienceSchema>;

const contentShape = {
  title: text(120),
  body: text(2000),
  action_url: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), 'Must be a path or http(s) URL')
    .nullable()
    .optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  is_important: z.boolean().default(false),
  send_at: isoDate.nullable().optional(),
  expires_at: isoDate.nullable().optional(),
};

export const BroadcastBodySchema = z.object({ ...contentShape, ...AudienceSchema.shape });
export type BroadcastBody = z.input<typeof BroadcastBodySchema>;
export const SendBodySchema = z.object({
  ...contentShape,
  platform: z.enum(NOTIFICATION_PLATFORMS).default('all'),
  user_ids: z.array(IdSchema).min(1).max(10_000),
});
export type SendBody = z.input<typeof SendBodySchema>;
export const CreateAdminNotificationBodySchema = z.union([SendBodySchema, BroadcastBodySchema]);
export const UpdateAdminNotificationBodySchema = z
  .object({
    title: contentShape.title,
    body: contentShape.body,
    action_url: contentShape.action_url,
    metadata: contentShape.metadata,
    is_important: z.boolean(),
    send_at: contentShape.send_at,
    expires_at: contentShape.expires_at,
    active: z.boolean(),
    channels: z.array(z.enum(NOTIFICATION_CHANNELS)).max(3),
    demographics: z.array(z.enum(NOTIFICATION_DEMOGRAPHICS)).max(5),
    platform: z.enum(NOTIFICATION_PLATFORMS),
  })
  .partial();

export const AdminNotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['send', 'broadcast']),
  title: z.string(),
  body: z.string(),
  action_url: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  is_important: z.boolean(),
  platform: z.enum(NOTIFICATION_PLATFORMS),
  channels: z.array(z.string()),
  demographics: z.array(z.string()),
  user_ids: z.array(z.string()).nullable(),
  active: z.boolean(),
  expired: z.boolean(),
  send_at: z.string(),
  expires_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  recipients: z.number(),
  read_count: z.number(),
  created_at: z.string(),
});
export type AdminNotification = z.infer<typeof AdminNotificationSchema>;

const boolQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
export const AdminNotificationListQuerySchema = z.object({
  active: boolQuery,
  platform: z.enum(NOTIFICATION_PLATFORMS).optional(),
  includeExpired: boolQuery,
  onlyExpired: boolQuery,
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_NOTIFICATION_DEFAULT_LIMIT),
});
export const AdminNotificationListResponseSchema = z.object({
  notifications: z.array(AdminNotificationSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export const AdminNotificationIdParamsSchema = z.object({ id: IdSchema });
export const AdminNotificationResponseSchema = z.object({ notification: AdminNotificationSchema });
export const AudiencePreviewResponseSchema = z.object({ count: z.number() });
/** Sockets summed over every live server instance (their heartbeats, ADR 066). */
export const WebsocketStatsResponseSchema = z.object({
  users: z.number(),
  connections: z.number(),
  /** Whether the answering instance hears the realtime bus. */
  instance_listening: z.boolean(),
  /** The live instances counted. */
  instances: z.number(),
});
export type WebsocketStatsResponse = z.infer<typeof WebsocketStatsResponseSchema>;
