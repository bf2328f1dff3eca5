import { sql, type SQL } from 'drizzle-orm';
import {
  MAX_STORED_NOTIFICATIONS,
  MESSAGES,
  NOTIFICATION_PREFERENCE_KEYS,
  type AdminNotification,
  type Audience,
  type Notification,
  type NotificationEvent,
  type NotificationPreferences,
  type Language,
  type WebsocketStatsResponse,
} from '@app/contracts';
import { getUserForAccess } from '#src/modules/auth/users.service.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { listLiveInstances } from '#src/platform/instances.ts';
import * as repo from './notifications.repo.ts';
import * as push from './push.service.ts';

export const DELIVER_JOB = 'notifications.deliver';
/** Bus event (not forwarded to sockets as is): an admin notification reached its recipients. */
export const DELIVERED_EVENT = 'internal:notifications_delivered';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

export function toNotification(r: repo.NotificationRow): Notification {
  return {
    id: Number(r.id),
    title: r.title,
    body: r.body,
    message: r.body,
    created_at: iso(r.created_at),
    read: r.read_at !== null,
    action_url: r.action_url,
    metadata: r.metadata,
    is_important: r.is_important,
    expires_at: isoOrNull(r.expires_at),
  };
}

function toAdmin(r: repo.AdminNotificationRow, now: Date): AdminNotification {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    action_url: r.action_url,
    metadata: r.metadata,
    is_important: r.is_important,
    platform: r.platform,
    channels: r.channels,
    demographics: r.demographics,
    user_ids: r.user_ids,
    active: r.active,
    expired: r.expires_at !== null && new Date(r.expires_at) <= now,
    send_at: iso(r.send_at),
    expires_at: isoOrNull(r.expires_at),
    sent_at: isoOrNull(r.sent_at),
    recipients: r.recipients,
    read_count: r.read_count,
    created_at: iso(r.created_at),
  };
}

const notificationNotFound = () =>
  new AppError('NOTIFICATION_NOT_FOUND', 'Notification not found', 404);

// ---- the user's own ----
export async function list(deps: AppDeps, userId: string, platform: string) {
  const { list, unread } = await repo.listLatest(
    deps.db,
    userId,
    platform,
    deps.now(),
    MAX_STORED_NOTIFICATIONS,
  );
  return { notifications: list.map(toNotification), unread_count: unread };
}

export async function history(
  deps: AppDeps,
  userId: string,
  q: { platform: string; before_id?: number; after_id?: number; limit: number },
) {
  const found = await repo.listPage(deps.db, userId, q.platform, deps.now(), {
    beforeId: q.before_id,
    afterId: q.after_id,
    limit: q.limit,
  });
  return {
    notifications: found.slice(0, q.limit).map(toNotification),
    has_more: found.length > q.limit,
  };
}

export async function markRead(deps: AppDeps, userId: string, id: number) {
  const row = await repo.markRead(deps.db, userId, id, deps.now());
  if (!row) throw notificationNotFound();
  return toNotification(row);
}

export async function markAllRead(deps: AppDeps, userId: string) {
  return repo.markAllRead(deps.db, userId, deps.now());
}

export async function remove(deps: AppDeps, userId: string, id: number) {
  if (!(await repo.remove(deps.db, userId, id))) throw notificationNotFound();
  await deps.bus.publish({ audience: userId, type: 'notification_deleted', payload: { id } });
}

export async function preferences(deps: AppDeps, userId: string) {
  const off = new Set(await repo.optedOut(deps.db, userId));
  return Object.fromEntries(
    NOTIFICATION_PREFERENCE_KEYS.map((k) => [k, !off.has(k)]),
  ) as NotificationPreferences;
}

export async function setPreferences(
  deps: AppDeps,
  userId: string,
  body: Partial<NotificationPreferences>,
) {
  for (const [key, on] of Object.entries(body)) {
    if (on !== undefined) await repo.setPreference(deps.db, userId, key, on);
  }
  return preferences(deps, userId);
}

export interface ProductEvent {
  source: NotificationEvent;
  /**
   * The title and body in the recipient's language (platform/i18n): stored so, and pushed so,
   * as each row has one reader.
   */
  text: (language: Language) => { title: string; body: string };
  actionUrl?: string;
  metadata?: Record<string, unknown>;
  /** Important ones are also pushed to the user's browsers (Web Push) when the app is closed. */
  isImportant?: boolean;
  /**
   * Once per occurrence: a second event with the same key for this user and source is dropped
   * (the plan's deadline, an offline sale's id). Kept apart from the rows, which users delete.
   */
  onceKey?: string;
}

/**
 * A product event for one user (low stock, a shop order, the plan ending, a refused offline
 * sale), unless they turned that event off. Stored first (with its push job, in one
 * transaction), then signalled, so a socket that misses it still finds it on the next fetch.
 */
export async function notifyUser(deps: AppDeps, userId: string, event: ProductEvent) {
  if (!(await repo.wantsEvent(deps.db, userId, event.source))) return null;
  const { language } = await getUserForAccess(deps, userId);
  const { title, body } = event.text(language);
  const row = await deps.db.transaction(async (tx) => {
    if (event.onceKey !== undefined) {
      if (!(await repo.claimEventMark(tx, userId, event.source, event.onceKey))) return null;
    }
    const inserted = await repo.insertForUser(tx, {
      ...event,
      title,
      body,
      userId,
      now: deps.now(),
    });
    if (event.isImportant) {
      await push.enqueuePush(deps, tx, { notificationId: Number(inserted.id) });
    }
    return inserted;
  });
  if (!row) return null;
  if (event.isImportant) void deps.jobs.kick();
  const notification = toNotification(row);
  await deps.bus.publish({ audience: userId, type: 'notification', payload: notification });
  return notification;
}

// ---- admin ----
export async function previewAudience(deps: AppDeps, audience: Audience) {
  return repo.countAudience(deps.db, audience, deps.now());
}

interface Content {
  title: string;
  body: string;
  action_url?: string | null;
  metadata?: Record<string, unknown> | null;
  is_important: boolean;
  send_at?: Date | null;
  expires_at?: Date | null;
  platform: Audience['platform'];
}

function checkDates(sendAt: Date, expiresAt: Date | null | undefined, now: Date) {
  if (expiresAt && expiresAt <= sendAt) {
    throw new AppError('VALIDATION_FAILED', 'expires_at must be after send_at', 400, {
      details: [{ field: 'expires_at', message: 'Must be after the send time' }],
    });
  }
  if (expiresAt && expiresAt <= now) {
    throw new AppError('VALIDATION_FAILED', 'expires_at must be in the future', 400, {
      details: [{ field: 'expires_at', message: 'Must be in the future' }],
    });
  }
}

/** Stores an admin notification and enqueues its one delivery job at its send time. */
export async function create(
  deps: AppDeps,
  adminId: string,
  body: Content & ({ user_ids: string[] } | { channels: string[]; demographics: string[] }),
) {
  const now = deps.now();
  const sendAt = body.send_at && body.send_at > now ? body.send_at : now;
  checkDates(sendAt, body.expires_at, now);
  const isSend = 'user_ids' in body;
  const id = await deps.db.transaction(async (tx) => {
    const id = await repo.insertAdmin(tx, {
      kind: isSend ? 'send' : 'broadcast',
      title: body.title,
      body: body.body,
      actionUrl: body.action_url ?? null,
      metadata: body.metadata ?? null,
      isImportant: body.is_important,
      platform: body.platform,
      channels: isSend ? [] : body.channels,
      demographics: isSend ? [] : body.demographics,
      userIds: isSend ? [...new Set(body.user_ids)] : null,
      sendAt,
      expiresAt: body.expires_at ?? null,
      createdBy: adminId,
      now,
    });
    await deps.jobs.enqueue(tx, DELIVER_JOB, { id }, { runAt: sendAt });
    return id;
  });
  return getAdmin(deps, id);
}

export async function getAdmin(deps: AppDeps, id: string) {
  const row = await repo.getAdmin(deps.db, id);
  if (!row) throw notificationNotFound();
  return toAdmin(row, deps.now());
}

export async function listAdmin(deps: AppDeps, q: Parameters<typeof repo.listAdmin>[1]) {
  const now = deps.now();
  const { list, total } = await repo.listAdmin(deps.db, q, now);
  return { notifications: list.map((r) => toAdmin(r, now)), total, page: q.page, limit: q.limit };
}

export async function updateAdmin(
  deps: AppDeps,
  id: string,
  body: Partial<Content & { active: boolean; channels: string[]; demographics: string[] }>,
) {
  const now = deps.now();
  const current = await repo.getAdmin(deps.db, id);
  if (!current) throw notificationNotFound();
  const set: SQL[] = [];
  const put = (column: string, value: unknown) =>
    set.push(sql`${sql.identifier(column)} = ${value}`);
  if (body.title !== undefined) put('title', body.title);
  if (body.body !== undefined) put('body', body.body);
  if (body.action_url !== undefined) put('action_url', body.action_url);
  if (body.metadata !== undefined) {
    set.push(sql`metadata = ${body.metadata ? JSON.stringify(body.metadata) : null}::jsonb`);
  }
  if (body.is_important !== undefined) put('is_important', body.is_important);
  if (body.active !== undefined) put('active', body.active);
  if (body.platform !== undefined) put('platform', body.platform);
  if (body.expires_at !== undefined) put('expires_at', body.expires_at);
  const unsent = current.sent_at === null;
  let reschedule: Date | null = null;
  if (unsent) {
    if (body.channels !== undefined)
      set.push(sql`channels = ${JSON.stringify(body.channels)}::jsonb`);
    if (body.demographics !== undefined) {
      set.push(sql`demographics = ${JSON.stringify(body.demographics)}::jsonb`);
    }
    if (body.send_at !== undefined) {
      reschedule = body.send_at && body.send_at > now ? body.send_at : now;
      put('send_at', reschedule);
    }
  } else if (
    body.channels !== undefined ||
    body.demographics !== undefined ||
    body.send_at !== undefined
  ) {
    throw new AppError('VALIDATION_FAILED', 'A sent notification keeps its audience and time', 400);
  }
  const sendAt = reschedule ?? new Date(current.send_at);
  const expiresAt =
    body.expires_at !== undefined
      ? body.expires_at
      : current.expires_at
        ? new Date(current.expires_at)
        : null;
  if (body.expires_at !== undefined || reschedule) checkDates(sendAt, expiresAt, now);
  await deps.db.transaction(async (tx) => {
    await repo.updateAdmin(tx, id, set, now);
    if (!unsent) await repo.syncRecipientsCopy(tx, id);
    if (reschedule) await deps.jobs.enqueue(tx, DELIVER_JOB, { id }, { runAt: reschedule });
  });
  if (!unsent) {
    await deps.bus.publish({ audience: 'all', type: 'notification', payload: { refetch: true } });
  }
  return getAdmin(deps, id);
}

export async function deleteAdmin(deps: AppDeps, id: string) {
  if (!(await repo.deleteAdmin(deps.db, id))) throw notificationNotFound();
  await deps.bus.publish({
    audience: 'all',
    type: 'notification_deleted',
    payload: { admin_notification_id: id },
  });
}

/** The delivery job: once, at send time, for an admin notification still active. */
export async function runDelivery(deps: AppDeps, id: string) {
  const row = await repo.getAdmin(deps.db, id);
  const now = deps.now();
  // Deleted, deactivated, already delivered, or moved later (that later job will run).
  if (!row || !row.active || row.sent_at !== null || new Date(row.send_at) > now) return;
  if (row.expires_at && new Date(row.expires_at) <= now) return;
  const count = await deps.db.transaction(async (tx) => {
    const delivered = await repo.deliver(tx, row, now);
    // Important and meant for the web app: one push job for all its recipients' browsers.
    if (row.is_important && (row.platform === 'all' || row.platform === 'web')) {
      await push.enqueuePush(deps, tx, { adminNotificationId: id });
    }
    return delivered;
  });
  if (row.is_important) void deps.jobs.kick();
  await deps.bus.publish({ audience: 'all', type: DELIVERED_EVENT, payload: { id, count } });
  return count;
}

export function unauthorized() {
  return new AppError('ADMIN_REQUIRED', MESSAGES.unauthorizedAccess, 403);
}

/**
 * GET /notifications/admin/websocket-stats: the sockets of every live instance (their
 * heartbeats, this one's written just now), not only of the instance that answers.
 */
export async function websocketStats(deps: AppDeps): Promise<WebsocketStatsResponse> {
  await deps.instance.beat();
  const instances = await listLiveInstances(deps.db);
  return {
    users: instances.reduce((n, i) => n + i.sockets.users, 0),
    connections: instances.reduce((n, i) => n + i.sockets.connections, 0),
    instance_listening: deps.bus.listening,
    instances: instances.length,
  };
}
