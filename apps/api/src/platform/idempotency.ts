import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '#src/db/schema/index.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import type { DbOrTx } from './db.ts';
import type { AppDeps } from './deps.ts';
import { AppError } from './errors.ts';

/*
 * Idempotent creation for POSTs that write money or stock (sales, stock entries, expenses).
 *
 *   app.post('/businesses/:id/sales', { onRequest: [app.requireVerified], preHandler: [...], schema },
 *     (request, reply) =>
 *       withIdempotency(request, reply, 'create_sale', async (db) => ({
 *         statusCode: 201,
 *         body: { sale: await salesService.createSale(app.deps, db, ...) },
 *       })));
 *
 * Without an `Idempotency-Key` header the work runs once on `deps.db` and its answer is sent.
 * With one, everything happens in ONE transaction: the (user, key) row is inserted first with
 * ON CONFLICT DO NOTHING, then the work runs on that transaction, then the exact serialized answer
 * is stored in the row, then it commits. So the key row exists exactly when the work committed:
 * - a retry with the same key and request gets the stored status and bytes back (header
 *   `Idempotent-Replayed: true`) and runs nothing;
 * - the same key with another method, route, URL or body answers 409 IDEMPOTENCY_CONFLICT (not 422: SPEC's client ends the session on any 422);
 * - a concurrent duplicate blocks on the uncommitted key row (PostgreSQL's unique index) until
 *   the first commits, then replays its answer; if the first failed (threw, rolled back), the
 *   duplicate runs the work itself. Failures are therefore never stored: a retry tries again.
 * The work must use the `db` it is given (a transaction; nest with `db.transaction()` if
 * needed), never `deps.db`: that would need a second connection while holding the first.
 * Keys live 24 hours; older rows are ignored and purged opportunistically.
 *
 * A record the client names itself (a sale made offline carries its own `id`) is keyed by that id,
 * `<routeKey>:<id>`, whatever the header says: a phone that resends its sale from another tab, or
 * after losing the key, is still answered by this one mechanism (the only one: `register-replay.ts`
 * uses this table too). The record's primary key stays the last word once the key has expired.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,200}$/;
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 10 * 60 * 1000;

export interface IdempotentResult<T = unknown> {
  statusCode: number;
  body: T;
}

/** What the key row keeps: the bytes sent, verbatim (jsonb would reorder an object's keys). */
interface StoredResponse {
  contentType: string;
  payload: string;
}

/** The request's key, null when absent; a malformed key is a 400. */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) {
    const message = 'Idempotency-Key must be 1 to 200 characters of letters, digits, _ - : .';
    throw new AppError('VALIDATION_FAILED', `Validation failed: Idempotency-Key: ${message}`, 400, {
      details: [{ field: 'Idempotency-Key', message }],
    });
  }
  return raw;
}

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function hashIdempotentRequest(request: FastifyRequest, routeKey: string): string {
  return createHash('sha256')
    .update(canonicalJson([request.method, routeKey, request.url, request.body ?? null]))
    .digest('hex');
}

const lastPurge = new WeakMap<AppDeps, number>();

/** Deletes keys past their 24 hours, at most once every 10 minutes per server instance. */
async function purgeExpiredKeys(deps: AppDeps, now: Date): Promise<void> {
  const last = lastPurge.get(deps);
  if (last !== undefined && now.getTime() - last < PURGE_EVERY_MS) return;
  lastPurge.set(deps, now.getTime());
  try {
    await deps.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
  } catch (err) {
    deps.log.warn({ err }, 'idempotency key purge failed');
  }
}

type Outcome = { replayed: boolean; statusCode: number; stored: StoredResponse };

export interface IdempotencyOptions {
  /** The record's client-made id (validated by the route's schema): it becomes the key. */
  clientId?: string;
  /** What a client id reused for another request answers (default IDEMPOTENCY_CONFLICT). */
  conflict?: () => AppError;
}

function keyConflict(): AppError {
  const message = 'This Idempotency-Key was already used for a different request';
  return new AppError('IDEMPOTENCY_CONFLICT', message, 409);
}

/**
 * Runs `handler` at most once per (user, Idempotency-Key) and sends its answer; resolves once the
 * answer is sent, so a route returns it: `(request, reply) => withIdempotency(...)`.
 */
export async function withIdempotency<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  routeKey: string,
  handler: (db: DbOrTx) => Promise<IdempotentResult<T>>,
  options: IdempotencyOptions = {},
): Promise<void> {
  const deps = request.server.deps;
  const headerKey = readIdempotencyKey(request);
  const key = options.clientId ? `${routeKey}:${options.clientId.toLowerCase()}` : headerKey;
  if (key === null) {
    const result = await handler(deps.db);
    // Awaiting the reply (it is thenable) tells Fastify the async handler already answered.
    await reply.code(result.statusCode).send(result.body);
    return;
  }
  const userId = currentAuth(request).user.id;
  const requestHash = hashIdempotentRequest(request, routeKey);
  const now = deps.now();
  await purgeExpiredKeys(deps, now);
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const thisKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    // An expired row is as good as absent: the key starts over.
    await tx.delete(idempotencyKeys).where(and(thisKey, lt(idempotencyKeys.createdAt, cutoff)));
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, route: routeKey, requestHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });

    if (claimed.length === 0) {
      // Someone committed this key first (we waited for them if they were still running).
      const [existing] = await tx.select().from(idempotencyKeys).where(thisKey);
      if (existing && existing.requestHash !== requestHash) {
        throw (options.conflict ?? keyConflict)();
      }
      if (!existing || existing.statusCode === null || !existing.responseBody) {
        const message = 'A request with this Idempotency-Key is still being processed';
        throw new AppError('IDEMPOTENCY_CONFLICT', message, 409);
      }
      return {
        replayed: true,
        statusCode: existing.statusCode,
        stored: existing.responseBody as StoredResponse,
      };
    }

    const result = await handler(tx);
    reply.code(result.statusCode);
    // The route's response schema serializes it, exactly as a normal send would.
    const stored: StoredResponse = {
      contentType: 'application/json; charset=utf-8',
      payload: reply.serialize(result.body) as string,
    };
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: result.statusCode, responseBody: stored })
      .where(thisKey);
    return { replayed: false, statusCode: result.statusCode, stored };
  });

  reply.code(outcome.statusCode).header('content-type', outcome.stored.contentType);
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  await reply.send(outcome.stored.payload);
}
