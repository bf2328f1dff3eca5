import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  DELIVER_JOB,
  DELIVERED_EVENT,
  runDelivery,
  toNotification,
} from './notifications.service.ts';
import type { NotificationRow } from './notifications.repo.ts';
import { vapidDetails } from './push.keys.ts';
import { PUSH_JOB, runPush, type PushJobPayload } from './push.service.ts';

/**
 * The delivery and push jobs, and the per-instance fan-out: when a delivery finishes on any instance, each
 * instance sends every recipient connected to it their own new row (one query per delivery).
 */
export const notificationsDelivery = fp(async (app: FastifyInstance) => {
  app.deps.jobs.register<{ id: string }>(DELIVER_JOB, async ({ id }) => {
    await runDelivery(app.deps, id);
  });
  // The VAPID keys are made (or read) at start, not at the first push: a broken key file fails
  // the start, and the public key is the same for every browser from the first request on.
  vapidDetails(app.deps.config);
  app.deps.jobs.register<PushJobPayload>(PUSH_JOB, async (target, { log }) => {
    const result = await runPush(app.deps, target);
    if (result.sent + result.removed + result.failed > 0) log.info({ ...result, target }, 'pushed');
  });

  const unsubscribe = app.deps.bus.subscribe((event) => {
    if (event.type !== DELIVERED_EVENT) return;
    const { id } = event.payload as { id: string };
    const connected = app.sockets.connectedUserIds();
    if (connected.length === 0) return;
    void (async () => {
      const result = await app.deps.db.execute(sql`select n.user_id, n.id::int as id, n.title,
          n.body, n.action_url, n.metadata, n.is_important, n.read_at, n.expires_at, n.created_at
        from notifications n
        where n.admin_notification_id = ${id}
          and n.platform in ('all', 'web')
          and n.user_id in (select jsonb_array_elements_text(${JSON.stringify(connected)}::jsonb)::uuid)`);
      for (const row of (result as unknown as { rows: (NotificationRow & { user_id: string })[] })
        .rows) {
        app.sockets.sendToUser(row.user_id, 'notification', toNotification(row));
      }
    })().catch((err: unknown) => app.log.warn({ err }, 'notification fan-out failed'));
  });
  app.addHook('onClose', async () => unsubscribe());
});
