import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/platform/db.ts';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A browser may keep this many subscriptions per user; older ones are dropped on subscribe. */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

export async function upsertSubscription(
  db: DbOrTx,
  s: { userId: string; endpoint: string; p256dh: string; auth: string; userAgent: string | null },
) {
  // The endpoint names one browser profile: subscribing again (or as another user after a sign
  // in on the same browser) moves it, keys and all.
  await db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, user_agent)
    values (${s.userId}, ${s.endpoint}, ${s.p256dh}, ${s.auth}, ${s.userAgent})
    on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh,
      auth = excluded.auth, user_agent = excluded.user_agent, created_at = now()`);
  await db.execute(sql`delete from push_subscriptions where user_id = ${s.userId} and id not in (
    select id from push_subscriptions where user_id = ${s.userId}
    order by created_at desc limit ${MAX_SUBSCRIPTIONS_PER_USER})`);
}

export async function deleteSubscription(db: DbOrTx, userId: string, endpoint: string) {
  return (
    rows(
      await db.execute(sql`delete from push_subscriptions
        where user_id = ${userId} and endpoint = ${endpoint} returning id`),
    ).length > 0
  );
}

export async function deleteById(db: DbOrTx, id: string) {
  await db.execute(sql`delete from push_subscriptions where id = ${id}`);
}

export async function markPushed(db: DbOrTx, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db.execute(sql`update push_subscriptions set last_pushed_at = ${now}
    where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`);
}

export interface PushTarget {
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  notification_id: number;
  title: string;
  body: string;
  action_url: string | null;
  created_at: Date | string;
  expires_at: Date | string | null;
}

/**
 * The browsers to push one notification (or every recipient row of an admin notification) to:
 * rows the web app shows (platform all or web), still unread and unexpired, whose user has a
 * subscription. Paged by subscription id so a broadcast to many is read in slices.
 */
export async function pushTargets(
  db: DbOrTx,
  target: { notificationId: number } | { adminNotificationId: string },
  now: Date,
  after: string | null,
  limit: number,
) {
  const which: SQL =
    'notificationId' in target
      ? sql`n.id = ${target.notificationId}`
      : sql`n.admin_notification_id = ${target.adminNotificationId}`;
  return rows<PushTarget>(
    await db.execute(sql`select s.id as subscription_id, s.endpoint, s.p256dh, s.auth,
        n.id::int as notification_id, n.title, n.body, n.action_url, n.created_at, n.expires_at
      from notifications n join push_subscriptions s on s.user_id = n.user_id
      where ${which} and n.platform in ('all', 'web') and n.read_at is null
        and (n.expires_at is null or n.expires_at > ${now})
        ${after ? sql`and s.id > ${after}` : sql``}
      order by s.id limit ${limit}`),
  );
}
