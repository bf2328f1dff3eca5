import type { PushPayload, PushSubscriptionBody } from '@app/contracts';
import type { DbOrTx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { vapidDetails } from './push.keys.ts';
import * as repo from './push.repo.ts';

/** The one job that pushes a notification (or a whole broadcast) to its recipients' browsers. */
export const PUSH_JOB = 'notifications.push';
export type PushJobPayload = { notificationId: number } | { adminNotificationId: string };

/** Push services keep an undelivered push this long (a phone switched off for the night). */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
/** Pushes in flight at once within one job, and the rows read per slice of a broadcast. */
const CONCURRENCY = 16;
const SLICE = 500;
/** A push payload is at most ~4 KB once encrypted: long bodies are cut (the app shows it all). */
const MAX_BODY_CHARS = 1000;
const SEND_TIMEOUT_MS = 10_000;

export function publicKey(deps: AppDeps) {
  return { publicKey: vapidDetails(deps.config).publicKey };
}

export async function subscribe(
  deps: AppDeps,
  userId: string,
  body: PushSubscriptionBody,
  userAgent: string | undefined,
) {
  await repo.upsertSubscription(deps.db, {
    userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
}

export async function unsubscribe(deps: AppDeps, userId: string, endpoint: string) {
  return repo.deleteSubscription(deps.db, userId, endpoint);
}

/**
 * Enqueues the push of an important notification in the caller's transaction: one job per
 * notification or per admin notification (however many recipients), never one per request.
 */
export async function enqueuePush(deps: AppDeps, tx: DbOrTx, payload: PushJobPayload) {
  await deps.jobs.enqueue(tx, PUSH_JOB, payload, { maxAttempts: 3 });
}

function payloadOf(t: repo.PushTarget): PushPayload {
  return {
    id: Number(t.notification_id),
    title: t.title,
    body: t.body.length > MAX_BODY_CHARS ? `${t.body.slice(0, MAX_BODY_CHARS - 1)}…` : t.body,
    action_url: t.action_url,
    created_at: new Date(t.created_at).toISOString(),
  };
}

function ttlOf(t: repo.PushTarget, now: Date) {
  if (!t.expires_at) return DEFAULT_TTL_SECONDS;
  const left = Math.floor((new Date(t.expires_at).getTime() - now.getTime()) / 1000);
  return Math.max(0, Math.min(left, DEFAULT_TTL_SECONDS));
}

export interface PushResult {
  sent: number;
  removed: number;
  failed: number;
}

/**
 * The push job: every subscribed browser of the recipients gets its own row, encrypted with its
 * keys (aes128gcm, VAPID-signed). A 404 or 410 means the subscription is gone: it is deleted.
 * Other failures are logged and not retried, so a retry of the job never pushes twice to the
 * browsers that already got it; the notification stays in the app either way.
 */
export async function runPush(deps: AppDeps, target: PushJobPayload): Promise<PushResult> {
  const vapid = vapidDetails(deps.config);
  const result: PushResult = { sent: 0, removed: 0, failed: 0 };
  let after: string | null = null;
  for (;;) {
    const now = deps.now();
    const slice = await repo.pushTargets(deps.db, target, now, after, SLICE);
    if (slice.length === 0) break;
    after = slice.at(-1)!.subscription_id;
    const delivered: string[] = [];
    for (let i = 0; i < slice.length; i += CONCURRENCY) {
      await Promise.all(
        slice.slice(i, i + CONCURRENCY).map(async (t) => {
          try {
            const { default: webpush } = await import('web-push');
            await webpush.sendNotification(
              { endpoint: t.endpoint, keys: { p256dh: t.p256dh, auth: t.auth } },
              JSON.stringify(payloadOf(t)),
              {
                vapidDetails: vapid,
                TTL: ttlOf(t, now),
                urgency: 'high',
                contentEncoding: 'aes128gcm',
                timeout: SEND_TIMEOUT_MS,
              },
            );
            delivered.push(t.subscription_id);
            result.sent++;
          } catch (err) {
            const status = (err as { statusCode?: number }).statusCode;
            if (status === 404 || status === 410) {
              await repo.deleteById(deps.db, t.subscription_id);
              result.removed++;
              return;
            }
            result.failed++;
            deps.log.warn({ err, status, endpoint: new URL(t.endpoint).origin }, 'push failed');
          }
        }),
      );
    }
    await repo.markPushed(deps.db, delivered, deps.now());
    if (slice.length < SLICE) break;
  }
  return result;
}
