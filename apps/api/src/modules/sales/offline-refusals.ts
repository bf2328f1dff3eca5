import type {
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
} from 'fastify';
import { notifyUser } from '#src/modules/notifications/notifications.service.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { translate } from '#src/platform/i18n/i18n.ts';
import { reasonIn, refusalReason, type RefusalReason } from './refusal-reason.ts';
import { saleTimeMs } from './sale-time.ts';
import { UUID_PATTERN } from '@app/contracts';

/*
 * "A sale refused on offline sync" as a notification. The web app's offline queue
 * (features/sales/offline/outbox-sync.ts) keeps a refused sale on the device under "needs
 * attention" and tells nobody else; it sends the same request as a live checkout, so the server
 * cannot be told apart by a header. The rule the server applies instead:
 *
 *   a POST /businesses/:id/sales refused as the queue counts a refusal (any 4xx but 401, 408 and
 *   429, which it retries), whose body carries a client-made `id` and a `soldAt` at least
 *   OFFLINE_SALE_MIN_AGE_MS old, is an offline sale refused on sync.
 *
 * "Old" on the server's clock: with `sentAt`, the time the device says passed since the sale
 * (sale-time.ts), so a phone whose clock is hours off is judged as any other.
 *
 * A live checkout stamps soldAt when the seller charges and is answered within seconds; only a
 * sale kept on a device arrives minutes later. The seller who sent it hears it once per sale id
 * (a retry by hand of the same sale does not notify again).
 */
export const OFFLINE_SALE_MIN_AGE_MS = 5 * 60_000;

export interface OfflineRefusal {
  saleId: string;
  soldAt: string;
  itemCount: number;
}

/** The outbox's own split (isTransient): these it tries again, every other 4xx is a refusal. */
const isRefusal = (status: number) =>
  status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;

export function offlineRefusal(status: number, body: unknown, now: Date): OfflineRefusal | null {
  if (!isRefusal(status) || !body || typeof body !== 'object') return null;
  const { id, soldAt, sentAt, items } = body as Record<string, unknown>;
  if (typeof id !== 'string' || !UUID_PATTERN.test(id) || typeof soldAt !== 'string') return null;
  const soldAtMs = Date.parse(soldAt);
  if (Number.isNaN(soldAtMs)) return null;
  // On the server's clock, as the sale would have been recorded (a refused body may carry a
  // malformed sentAt: then soldAt alone).
  const sentAtMs = typeof sentAt === 'string' ? Date.parse(sentAt) : NaN;
  const at = saleTimeMs(soldAtMs, Number.isNaN(sentAtMs) ? undefined : sentAtMs, now.getTime());
  if (at > now.getTime() - OFFLINE_SALE_MIN_AGE_MS) return null;
  return {
    saleId: id.toLowerCase(),
    soldAt: new Date(at).toISOString(),
    itemCount: Array.isArray(items) ? items.length : 0,
  };
}

const pending = new WeakMap<
  FastifyRequest,
  OfflineRefusal & { reason: RefusalReason; userId: string }
>();

export async function notifySaleRefused(
  deps: AppDeps,
  userId: string,
  businessId: string,
  refusal: OfflineRefusal & { reason: RefusalReason },
) {
  return notifyUser(deps, userId, {
    source: 'sale_refused',
    text: (language) => ({
      title: translate(language, 'notification.saleRefused.title'),
      body: translate(language, 'notification.saleRefused.body', {
        items: refusal.itemCount,
        reason: reasonIn(language, refusal.reason),
      }),
    }),
    actionUrl: `/sales/${businessId}`,
    metadata: {
      businessId,
      saleId: refusal.saleId,
      soldAt: refusal.soldAt,
      // The server's English message, as the device shows it.
      reason: refusal.reason.message,
    },
    isImportant: true,
    onceKey: refusal.saleId,
  });
}

/**
 * Route hooks for POST /businesses/:id/sales: onSend notes a refusal (with the reason it sends),
 * onResponse notifies once the answer is on its way, so the device never waits for it.
 */
export function offlineRefusalHooks(deps: AppDeps): {
  onSend: onSendHookHandler;
  onResponse: onResponseHookHandler;
} {
  return {
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const userId = request.auth?.user.id;
      const refusal = userId ? offlineRefusal(reply.statusCode, request.body, deps.now()) : null;
      if (userId && refusal)
        pending.set(request, { ...refusal, userId, reason: refusalReason(payload) });
      return payload;
    },
    onResponse: async (request: FastifyRequest) => {
      const refusal = pending.get(request);
      if (!refusal) return;
      pending.delete(request);
      const businessId = (request.params as { id?: unknown }).id;
      try {
        await notifySaleRefused(deps, refusal.userId, String(businessId), refusal);
      } catch (err) {
        request.log.warn({ err }, 'refused offline sale: notification not stored');
      }
    },
  };
}
