import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createBusinessRow } from '#test/businesses.ts';
import { createUser, injectAs, type InjectMethod, type TestUser } from '#test/builders.ts';
import { DELIVER_JOB, notifyUser } from './notifications.service.ts';

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe('notifications', () => {
  let t: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestContext();
    admin = await createUser(t, { adminRole: 'admin' });
  });
  afterAll(() => t.close());

  // `t` is set in beforeAll: read it at call time.
  const inject = (who: TestUser | null, method: InjectMethod, url: string, payload?: unknown) =>
    injectAs(t, who, method, url, payload);

  async function addSale(owner: TestUser, at: Date) {
    const b = await createBusinessRow(t, owner);
    await t.database.db.execute(sql`insert into sales (business_id, receipt_number, receipt_code,
      subtotal, total, amount_paid, payment_method, sold_at, created_at)
      values (${b.id}, 1, ${randomBytes(4).toString('hex')}, 10, 10, 10, 'cash', ${at}, ${at})`);
    return b;
  }

  async function recipients(adminNotificationId: string) {
    await expect
      .poll(
        async () =>
          rows<{ sent: boolean }>(
            await t.database.db.execute(sql`select sent_at is not null as sent
              from admin_notifications where id = ${adminNotificationId}`),
          )[0]?.sent,
        { timeout: 5_000 },
      )
      .toBe(true);
    return rows<{ user_id: string }>(
      await t.database.db.execute(sql`select user_id from notifications
        where admin_notification_id = ${adminNotificationId}`),
    ).map((r) => r.user_id);
  }

  async function sendTo(users: TestUser[], extra: Record<string, unknown> = {}) {
    const res = await inject(admin, 'POST', '/notifications/send', {
      title: 'Hello',
      body: 'World',
      user_ids: users.map((u) => u.user.id),
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().notification.id as string;
    await recipients(id);
    return id;
  }

  it('lists, pages history by before_id (15), marks read, reads all and deletes', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    for (let i = 0; i < 17; i++) await sendTo([u], { title: `N${i}` });
    await sendTo([other], { title: 'not yours' });

    const list = await inject(u, 'GET', '/notifications?platform=web');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.notifications).toHaveLength(17);
    expect(body.unread_count).toBe(17);
    expect(body.notifications[0]).toMatchObject({
      title: 'N16',
      body: 'World',
      message: 'World',
      read: false,
      action_url: null,
      is_important: false,
    });
    expect(body.notifications.some((n: { title: string }) => n.title === 'not yours')).toBe(false);

    const page1 = (await inject(u, 'GET', '/notifications/history?platform=web')).json();
    expect(page1.notifications).toHaveLength(15);
    expect(page1.has_more).toBe(true);
    const last = page1.notifications[14].id;
    const page2 = (
      await inject(u, 'GET', `/notifications/history?platform=web&before_id=${last}&limit=15`)
    ).json();
    expect(page2.notifications.map((n: { title: string }) => n.title)).toEqual(['N1', 'N0']);
    expect(page2.has_more).toBe(false);
    const since = (
      await inject(u, 'GET', `/notifications/history?platform=web&after_id=${last}`)
    ).json();
    expect(since.notifications[0].title).toBe('N3');

    const first = body.notifications[0].id;
    const r1 = await inject(u, 'PUT', `/notifications/${first}/read`);
    expect(r1.statusCode).toBe(200);
    expect(r1.json().notification.read).toBe(true);
    const r2 = await inject(u, 'PUT', `/notifications/read/${body.notifications[1].id}`);
    expect(r2.json().notification.read).toBe(true);
    expect((await inject(u, 'GET', '/notifications')).json().unread_count).toBe(15);
    // Someone else's id is not found, and changes nothing.
    expect((await inject(other, 'PUT', `/notifications/${first}/read`)).statusCode).toBe(404);
    expect((await inject(u, 'PUT', '/notifications/abc/read')).statusCode).toBe(400);

    const all = await inject(u, 'PUT', '/notifications/read-all');
    expect(all.json()).toEqual({ success: true, updated: 15 });
    expect((await inject(u, 'GET', '/notifications')).json().unread_count).toBe(0);

    expect((await inject(other, 'DELETE', `/notifications/${first}`)).statusCode).toBe(404);
    expect((await inject(u, 'DELETE', `/notifications/${first}`)).json()).toEqual({
      success: true,
    });
    expect((await inject(u, 'DELETE', `/notifications/${first}`)).statusCode).toBe(404);
    expect((await inject(u, 'GET', '/notifications')).json().notifications).toHaveLength(16);
    expect((await inject(null, 'GET', '/notifications')).statusCode).toBe(401);
  });

  it('keeps at most 20 in the list and filters by platform', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 21; i++) await sendTo([u]);
    await sendTo([u], { platform: 'mobile', title: 'mobile only' });
    const web = (await inject(u, 'GET', '/notifications?platform=web')).json();
    expect(web.notifications).toHaveLength(20);
    expect(web.unread_count).toBe(21);
    const mobile = (await inject(u, 'GET', '/notifications?platform=mobile')).json();
    expect(mobile.notifications[0].title).toBe('mobile only');
    expect((await inject(u, 'GET', '/notifications?platform=tv')).statusCode).toBe(400);
  });

  it('answers socket/auth with valid, never 401', async () => {
    const u = await createUser(t);
    expect((await inject(u, 'GET', '/notifications/socket/auth')).json()).toEqual({ valid: true });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/socket/auth',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual({ valid: false });
    expect((await inject(null, 'GET', '/notifications/socket/auth')).json()).toEqual({
      valid: false,
    });
  });

  it("refuses every admin call to non-admins with 'Unauthorized access'", async () => {
    const u = await createUser(t);
    const calls: [Parameters<typeof inject>[1], string][] = [
      ['GET', '/notifications/admin/notifications'],
      ['POST', '/notifications/admin/notifications'],
      ['GET', `/notifications/admin/notifications/${crypto.randomUUID()}`],
      ['PUT', `/notifications/admin/notifications/${crypto.randomUUID()}`],
      ['DELETE', `/notifications/admin/notifications/${crypto.randomUUID()}`],
      ['POST', '/notifications/send'],
      ['POST', '/notifications/broadcast'],
      ['POST', '/notifications/broadcast/preview'],
      ['GET', '/notifications/admin/websocket-stats'],
    ];
    for (const [method, url] of calls) {
      const res = await inject(
        u,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toBe('Unauthorized access');
    }
  });

  it('reaches exactly the demographics and channels chosen', async () => {
    const now = t.clock.now();
    const fresh = await createUser(t); // new, never sold
    const active = await createUser(t, { createdAt: new Date(now.getTime() - 30 * DAY) });
    await addSale(active, new Date(now.getTime() - 2 * DAY));
    const lapsed = await createUser(t, { createdAt: new Date(now.getTime() - 30 * DAY) });
    await addSale(lapsed, new Date(now.getTime() - 10 * DAY));
    const optedOut = await createUser(t, { createdAt: new Date(now.getTime() - 30 * DAY) });
    await inject(optedOut, 'PUT', '/notifications/preferences', { tips: false });

    const broadcast = async (audience: Record<string, unknown>) => {
      const preview = await inject(admin, 'POST', '/notifications/broadcast/preview', audience);
      expect(preview.statusCode).toBe(200);
      const res = await inject(admin, 'POST', '/notifications/broadcast', {
        title: 'B',
        body: 'b',
        ...audience,
      });
      expect(res.statusCode, res.body).toBe(201);
      const got = await recipients(res.json().notification.id);
      expect(got.length).toBe(preview.json().count);
      return new Set(got);
    };
    const has = (set: Set<string>, ...users: TestUser[]) => users.map((u) => set.has(u.user.id));

    expect(has(await broadcast({ demographics: ['newUser'] }), fresh, active, lapsed)).toEqual([
      true,
      false,
      false,
    ]);
    expect(has(await broadcast({ demographics: ['activeUser'] }), fresh, active, lapsed)).toEqual([
      false,
      true,
      false,
    ]);
    expect(
      has(await broadcast({ demographics: ['inactiveForWeek'] }), fresh, active, lapsed),
    ).toEqual([false, false, true]);
    expect(
      has(await broadcast({ demographics: ['neverCreatedSale'] }), fresh, active, lapsed),
    ).toEqual([true, false, false]);
    // 'active' and 'lapsed' each own a business without inventory.
    expect(
      has(await broadcast({ demographics: ['businessWithNoInventory'] }), fresh, active, lapsed),
    ).toEqual([false, true, true]);
    expect(has(await broadcast({ channels: ['tips'] }), optedOut, fresh)).toEqual([false, true]);
    expect(has(await broadcast({ channels: ['tips', 'updates'] }), optedOut)).toEqual([true]);
    const everyone = await broadcast({});
    expect(has(everyone, fresh, active, lapsed, optedOut, admin)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(
      (await inject(admin, 'POST', '/notifications/broadcast/preview', { demographics: ['x'] }))
        .statusCode,
    ).toBe(400);
  });

  it('lists admin notifications with filters and pages, edits, expires and deletes', async () => {
    const target = await createUser(t);
    const soon = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const id = await sendTo([target], { title: 'Expiring', expires_at: soon, platform: 'app' });
    const res = await inject(admin, 'GET', `/notifications/admin/notifications/${id}`);
    expect(res.json().notification).toMatchObject({
      title: 'Expiring',
      kind: 'send',
      recipients: 1,
      expired: false,
      platform: 'app',
    });
    const list = (
      await inject(admin, 'GET', '/notifications/admin/notifications?platform=app')
    ).json();
    expect(list).toMatchObject({ page: 1, limit: 10 });
    expect(list.notifications.map((n: { id: string }) => n.id)).toContain(id);

    const edited = await inject(admin, 'PUT', `/notifications/admin/notifications/${id}`, {
      title: 'Edited',
      is_important: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().notification).toMatchObject({ title: 'Edited', is_important: true });
    const mine = (await inject(target, 'GET', '/notifications?platform=app')).json();
    expect(mine.notifications[0]).toMatchObject({ title: 'Edited', is_important: true });

    t.clock.advance(120_000);
    try {
      expect(
        (await inject(target, 'GET', '/notifications?platform=app')).json().notifications,
      ).toEqual([]);
      const active = (
        await inject(admin, 'GET', '/notifications/admin/notifications?limit=100')
      ).json();
      expect(active.notifications.map((n: { id: string }) => n.id)).not.toContain(id);
      const expired = (
        await inject(admin, 'GET', '/notifications/admin/notifications?onlyExpired=true')
      ).json();
      expect(expired.notifications.map((n: { id: string }) => n.id)).toEqual([id]);
      const incl = (
        await inject(
          admin,
          'GET',
          '/notifications/admin/notifications?includeExpired=true&limit=100',
        )
      ).json();
      expect(incl.total).toBe(active.total + 1);
    } finally {
      t.clock.reset();
    }
    const page2 = (
      await inject(admin, 'GET', '/notifications/admin/notifications?page=2&limit=1')
    ).json();
    expect(page2.notifications).toHaveLength(1);

    expect(
      (await inject(admin, 'DELETE', `/notifications/admin/notifications/${id}`)).json(),
    ).toEqual({ success: true });
    expect(
      (await inject(admin, 'GET', `/notifications/admin/notifications/${id}`)).statusCode,
    ).toBe(404);
    expect((await inject(admin, 'GET', '/notifications/admin/notifications/nope')).statusCode).toBe(
      400,
    );
    const bad = await inject(admin, 'POST', '/notifications/send', {
      title: '',
      body: 'x',
      user_ids: ['nope'],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('holds a scheduled notification until send_at, and can move it', async () => {
    const u = await createUser(t);
    const at = new Date(t.clock.now().getTime() + 3_600_000);
    const res = await inject(admin, 'POST', '/notifications/admin/notifications', {
      title: 'Later',
      body: 'later',
      user_ids: [u.user.id],
      send_at: at.toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().notification.id;
    expect(res.json().notification.sent_at).toBeNull();
    const job = rows<{ run_at: Date }>(
      await t.database.db.execute(sql`select run_at from jobs where name = ${DELIVER_JOB}
        and payload->>'id' = ${id}`),
    );
    expect(new Date(job[0]!.run_at).getTime()).toBe(at.getTime());
    // Moved to now: the new job delivers; the old one will find it sent and do nothing.
    const moved = await inject(admin, 'PUT', `/notifications/admin/notifications/${id}`, {
      send_at: null,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await recipients(id)).toEqual([u.user.id]);
    expect(
      (await inject(admin, 'PUT', `/notifications/admin/notifications/${id}`, { demographics: [] }))
        .statusCode,
    ).toBe(400);
  });

  it('stores product events unless the user turned them off; reports websocket stats', async () => {
    const u = await createUser(t);
    const n = await notifyUser(t.app.deps, u.user.id, {
      source: 'low_stock',
      text: () => ({ title: 'Low stock', body: 'Soap' }),
    });
    expect(n?.title).toBe('Low stock');
    expect((await inject(u, 'GET', '/notifications/preferences')).json()).toEqual({
      sales_reminders: true,
      updates: true,
      tips: true,
      low_stock: true,
      shop_order: true,
      plan_ending: true,
      sale_refused: true,
      staff_locked: true,
      data_export: true,
    });
    await inject(u, 'PUT', '/notifications/preferences', { low_stock: false });
    expect(
      await notifyUser(t.app.deps, u.user.id, {
        source: 'low_stock',
        text: () => ({ title: 'x', body: 'y' }),
      }),
    ).toBeNull();
    const stats = await inject(admin, 'GET', '/notifications/admin/websocket-stats');
    expect(stats.json()).toEqual({
      users: 0,
      connections: 0,
      instance_listening: true,
      instances: 1,
    });
  });
});
