import { sql, type SQL } from 'drizzle-orm';
import type { Audience, NotificationDemographic } from '@app/contracts';
import type { DbOrTx } from '#src/platform/db.ts';

export interface NotificationRow {
  id: number;
  title: string;
  body: string;
  action_url: string | null;
  metadata: Record<string, unknown> | null;
  is_important: boolean;
  read_at: Date | string | null;
  expires_at: Date | string | null;
  created_at: Date | string;
}

export interface AdminNotificationRow {
  id: string;
  kind: 'send' | 'broadcast';
  title: string;
  body: string;
  action_url: string | null;
  metadata: Record<string, unknown> | null;
  is_important: boolean;
  platform: 'all' | 'web' | 'app' | 'mobile';
  channels: string[];
  demographics: string[];
  user_ids: string[] | null;
  active: boolean;
  send_at: Date | string;
  expires_at: Date | string | null;
  sent_at: Date | string | null;
  recipients: number;
  read_count: number;
  created_at: Date | string;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

const WEEK = sql`interval '7 days'`;

/** The visible notifications of a user on a platform: live admin ones and product events. */
function visible(userId: string, platform: string, now: Date): SQL {
  const platformCond = platform === 'all' ? sql`true` : sql`n.platform in ('all', ${platform})`;
  return sql`n.user_id = ${userId} and ${platformCond}
    and (n.expires_at is null or n.expires_at > ${now})
    and (n.admin_notification_id is null or exists (
      select 1 from admin_notifications a where a.id = n.admin_notification_id and a.active))`;
}

const columns = sql`n.id::int as id, n.title, n.body, n.action_url, n.metadata, n.is_important,
  n.read_at, n.expires_at, n.created_at`;

export async function listLatest(
  db: DbOrTx,
  userId: string,
  platform: string,
  now: Date,
  limit: number,
) {
  const list = rows<NotificationRow>(
    await db.execute(sql`select ${columns} from notifications n
      where ${visible(userId, platform, now)} order by n.id desc limit ${limit}`),
  );
  const [count] = rows<{ unread: number }>(
    await db.execute(sql`select count(*)::int as unread from notifications n
      where ${visible(userId, platform, now)} and n.read_at is null`),
  );
  return { list, unread: count?.unread ?? 0 };
}

export async function listPage(
  db: DbOrTx,
  userId: string,
  platform: string,
  now: Date,
  opts: { beforeId?: number; afterId?: number; limit: number },
) {
  const cursor =
    opts.afterId !== undefined
      ? sql`and n.id > ${opts.afterId}`
      : opts.beforeId !== undefined
        ? sql`and n.id < ${opts.beforeId}`
        : sql``;
  const order = opts.afterId !== undefined ? sql`n.id asc` : sql`n.id desc`;
  return rows<NotificationRow>(
    await db.execute(sql`select ${columns} from notifications n
      where ${visible(userId, platform, now)} ${cursor} order by ${order} limit ${opts.limit + 1}`),
  );
}

export async function markRead(db: DbOrTx, userId: string, id: number, now: Date) {
  return rows<NotificationRow>(
    await db.execute(sql`update notifications n set read_at = coalesce(n.read_at, ${now})
      where ${visible(userId, 'all', now)} and n.id = ${id} returning ${columns}`),
  )[0];
}

export async function markAllRead(db: DbOrTx, userId: string, now: Date) {
  const result = await db.execute(sql`update notifications n set read_at = ${now}
    where ${visible(userId, 'all', now)} and n.read_at is null returning n.id`);
  return rows(result).length;
}

export async function remove(db: DbOrTx, userId: string, id: number) {
  const result = await db.execute(
    sql`delete from notifications where user_id = ${userId} and id = ${id} returning id`,
  );
  return rows(result).length > 0;
}

export async function insertForUser(
  db: DbOrTx,
  row: {
    userId: string;
    source: string;
    title: string;
    body: string;
    actionUrl?: string | null;
    metadata?: Record<string, unknown> | null;
    isImportant?: boolean;
    now: Date;
  },
) {
  return rows<NotificationRow>(
    await db.execute(sql`insert into notifications as n
      (user_id, source, title, body, action_url, metadata, is_important, created_at)
      values (${row.userId}, ${row.source}, ${row.title}, ${row.body}, ${row.actionUrl ?? null},
        ${row.metadata ? JSON.stringify(row.metadata) : null}::jsonb, ${row.isImportant ?? false},
        ${row.now})
      returning ${columns}`),
  )[0]!;
}

// ---- preferences ----
export async function optedOut(db: DbOrTx, userId: string) {
  return rows<{ channel: string }>(
    await db.execute(sql`select channel from notification_opt_outs where user_id = ${userId}`),
  ).map((r) => r.channel);
}

export async function setPreference(db: DbOrTx, userId: string, channel: string, on: boolean) {
  await db.execute(
    on
      ? sql`delete from notification_opt_outs where user_id = ${userId} and channel = ${channel}`
      : sql`insert into notification_opt_outs (user_id, channel) values (${userId}, ${channel})
          on conflict do nothing`,
  );
}

export async function wantsEvent(db: DbOrTx, userId: string, channel: string) {
  const found = rows(
    await db.execute(sql`select 1 from notification_opt_outs
      where user_id = ${userId} and channel = ${channel}`),
  );
  return found.length === 0;
}

/** Claims a once-per-occurrence event for a user; false when it was claimed before. */
export async function claimEventMark(db: DbOrTx, userId: string, event: string, key: string) {
  return (
    rows(
      await db.execute(sql`insert into notification_event_marks (user_id, event, key)
        values (${userId}, ${event}, ${key}) on conflict do nothing returning key`),
    ).length > 0
  );
}

// ---- audiences ----
function demographic(d: NotificationDemographic, now: Date): SQL {
  const anySale = sql`exists (select 1 from sales s join businesses b on b.id = s.business_id
    where b.owner_id = u.id)`;
  const recentSale = sql`exists (select 1 from sales s join businesses b on b.id = s.business_id
    where b.owner_id = u.id and s.created_at >= ${now}::timestamptz - ${WEEK})`;
  switch (d) {
    case 'neverCreatedSale':
      return sql`not ${anySale}`;
    case 'activeUser':
      return recentSale;
    case 'inactiveForWeek':
      return sql`(not ${recentSale} and u.created_at < ${now}::timestamptz - ${WEEK})`;
    case 'newUser':
      return sql`u.created_at >= ${now}::timestamptz - ${WEEK}`;
    case 'businessWithNoInventory':
      return sql`exists (select 1 from businesses b where b.owner_id = u.id and not exists (
        select 1 from inventory_items i where i.business_id = b.id))`;
  }
}

/**
 * Who an audience reaches: users subscribed to at least one chosen channel (none chosen: everyone)
 * and in at least one chosen demographic (none chosen: everyone).
 */
export function audienceWhere(audience: Pick<Audience, 'channels' | 'demographics'>, now: Date) {
  const parts: SQL[] = [sql`true`];
  if (audience.channels.length > 0) {
    const list = sql.join(
      audience.channels.map((c) => sql`${c}`),
      sql`, `,
    );
    parts.push(sql`(select count(*) from notification_opt_outs o
      where o.user_id = u.id and o.channel in (${list})) < ${audience.channels.length}`);
  }
  if (audience.demographics.length > 0) {
    parts.push(
      sql`(${sql.join(
        audience.demographics.map((d) => demographic(d, now)),
        sql` or `,
      )})`,
    );
  }
  return sql.join(parts, sql` and `);
}

export async function countAudience(
  db: DbOrTx,
  audience: Pick<Audience, 'channels' | 'demographics'>,
  now: Date,
) {
  const [row] = rows<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from users u where ${audienceWhere(audience, now)}`,
    ),
  );
  return row?.n ?? 0;
}

/** Copies an admin notification to every recipient in one INSERT ... SELECT; returns the count. */
export async function deliver(db: DbOrTx, admin: AdminNotificationRow, now: Date) {
  const who =
    admin.kind === 'send'
      ? sql`u.id in (select jsonb_array_elements_text(a.user_ids)::uuid
          from admin_notifications a where a.id = ${admin.id})`
      : audienceWhere(
          {
            channels: admin.channels as Audience['channels'],
            demographics: admin.demographics as Audience['demographics'],
          },
          now,
        );
  const result = await db.execute(sql`insert into notifications
      (user_id, admin_notification_id, source, title, body, action_url, metadata, is_important,
       platform, expires_at, created_at)
    select u.id, a.id, 'admin', a.title, a.body, a.action_url, a.metadata, a.is_important,
       a.platform, a.expires_at, ${now}
    from users u cross join admin_notifications a
    where a.id = ${admin.id} and ${who}
    order by u.id
    on conflict (admin_notification_id, user_id) where admin_notification_id is not null
    do nothing`);
  const count =
    (result as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0;
  await db.execute(sql`update admin_notifications set sent_at = ${now},
    recipients = (select count(*) from notifications where admin_notification_id = ${admin.id})
    where id = ${admin.id}`);
  return count;
}

// ---- admin notifications ----
const adminColumns = sql`a.id, a.kind, a.title, a.body, a.action_url, a.metadata, a.is_important,
  a.platform, a.channels, a.demographics, a.user_ids, a.active, a.send_at, a.expires_at,
  a.sent_at, a.recipients, a.created_at,
  (select count(*)::int from notifications n where n.admin_notification_id = a.id
    and n.read_at is not null) as read_count`;

export async function getAdmin(db: DbOrTx, id: string) {
  return rows<AdminNotificationRow>(
    await db.execute(sql`select ${adminColumns} from admin_notifications a where a.id = ${id}`),
  )[0];
}

export interface AdminInsert {
  kind: 'send' | 'broadcast';
  title: string;
  body: string;
  actionUrl: string | null;
  metadata: Record<string, unknown> | null;
  isImportant: boolean;
  platform: string;
  channels: string[];
  demographics: string[];
  userIds: string[] | null;
  sendAt: Date;
  expiresAt: Date | null;
  createdBy: string;
  now: Date;
}

export async function insertAdmin(db: DbOrTx, v: AdminInsert) {
  const [row] = rows<{ id: string }>(
    await db.execute(sql`insert into admin_notifications (kind, title, body, action_url, metadata,
      is_important, platform, channels, demographics, user_ids, send_at, expires_at, created_by,
      created_at, updated_at)
    values (${v.kind}, ${v.title}, ${v.body}, ${v.actionUrl}, ${v.metadata ? JSON.stringify(v.metadata) : null}::jsonb,
      ${v.isImportant}, ${v.platform}, ${JSON.stringify(v.channels)}::jsonb,
      ${JSON.stringify(v.demographics)}::jsonb, ${v.userIds ? JSON.stringify(v.userIds) : null}::jsonb,
      ${v.sendAt}, ${v.expiresAt}, ${v.createdBy}, ${v.now}, ${v.now})
    returning id`),
  );
  return row!.id;
}

export async function updateAdmin(db: DbOrTx, id: string, set: SQL[], now: Date) {
  if (set.length === 0) return;
  await db.execute(sql`update admin_notifications set ${sql.join(set, sql`, `)},
    updated_at = ${now} where id = ${id}`);
}

export async function syncRecipientsCopy(db: DbOrTx, id: string) {
  await db.execute(sql`update notifications n set title = a.title, body = a.body,
    action_url = a.action_url, metadata = a.metadata, is_important = a.is_important,
    platform = a.platform, expires_at = a.expires_at
    from admin_notifications a where a.id = ${id} and n.admin_notification_id = a.id`);
}

export async function deleteAdmin(db: DbOrTx, id: string) {
  return (
    rows(await db.execute(sql`delete from admin_notifications where id = ${id} returning id`))
      .length > 0
  );
}

export async function listAdmin(
  db: DbOrTx,
  f: {
    active?: boolean;
    platform?: string;
    includeExpired?: boolean;
    onlyExpired?: boolean;
    page: number;
    limit: number;
  },
  now: Date,
) {
  const where: SQL[] = [sql`true`];
  if (f.active !== undefined) where.push(sql`a.active = ${f.active}`);
  if (f.platform) where.push(sql`a.platform = ${f.platform}`);
  const expired = sql`(a.expires_at is not null and a.expires_at <= ${now})`;
  if (f.onlyExpired) where.push(expired);
  else if (!f.includeExpired) where.push(sql`not ${expired}`);
  const cond = sql.join(where, sql` and `);
  const list = rows<AdminNotificationRow>(
    await db.execute(sql`select ${adminColumns} from admin_notifications a where ${cond}
      order by a.created_at desc, a.id desc limit ${f.limit} offset ${(f.page - 1) * f.limit}`),
  );
  const [total] = rows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from admin_notifications a where ${cond}`),
  );
  return { list, total: total?.n ?? 0 };
}
