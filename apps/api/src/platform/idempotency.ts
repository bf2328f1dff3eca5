import { createHash } from 'node:crypto';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '#src/db/schema/index.ts';
import { foldChangeSignal } from '#src/modules/notifications/changes.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import type { DbOrTx, Tx } from './db.ts';
import type { AppDeps } from './deps.ts';
import { AppError } from './errors.ts';
import { textWithSql } from './sql-text.ts';
import { refusalOf, refuseWhen } from './statement-refusal.ts';

/*
 * Idempotent creation for POSTs that write money or stock (sales, stock entries, expenses).
 *
 *   app.post('/businesses/:id/things', { onRequest: [app.requireVerified], preHandler: [...], schema },
 *     (request, reply) =>
 *       withIdempotency(request, reply, 'create_thing', async (db) => ({
 *         statusCode: 201,
 *         body: { thing: await thingsService.createThing(app.deps, db, ...) },
 *       })));
 *
 * Without an `Idempotency-Key` header the work runs once on `deps.db` and its answer is sent.
 * With one, everything happens in ONE transaction: the (user, key) row is inserted first (an
 * expired row is taken over by the same upsert), then the work runs on that transaction, then the
 * exact serialized answer is stored in the row, then it commits. A sale folds the claim and the
 * store into the one statement that writes it (`withIdempotentStatement`, ADR 039). So the key row exists
 * exactly when the work committed:
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
export interface StoredResponse {
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

/** Without the body's `unhashed` fields: they say when the request was sent, not what it asks. */
export function hashIdempotentRequest(
  request: FastifyRequest,
  routeKey: string,
  unhashed: readonly string[] = [],
): string {
  let body = request.body ?? null;
  if (unhashed.length > 0 && body && typeof body === 'object' && !Array.isArray(body)) {
    body = Object.fromEntries(Object.entries(body).filter(([k]) => !unhashed.includes(k)));
  }
  return createHash('sha256')
    .update(canonicalJson([request.method, routeKey, request.url, body]))
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
  /**
   * Body fields left out of the request's hash: a resend that differs only in them is the same
   * request (a sale's `sentAt`, the device's clock at each attempt).
   */
  unhashed?: readonly string[];
}

/** The record's client-made id when it has one (it is the key), else the Idempotency-Key header. */
function requestKey(request: FastifyRequest, routeKey: string, options: IdempotencyOptions) {
  if (options.clientId) return `${routeKey}:${options.clientId.toLowerCase()}`;
  return readIdempotencyKey(request);
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The answer as it will be sent: the route's response schema serializes it, as a normal send. */
function serializedAnswer(reply: FastifyReply, result: IdempotentResult): StoredResponse {
  reply.code(result.statusCode);
  return { contentType: JSON_CONTENT_TYPE, payload: reply.serialize(result.body) as string };
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
  const key = requestKey(request, routeKey, options);
  if (key === null) {
    const result = await handler(deps.db);
    // Awaiting the reply (it is thenable) tells Fastify the async handler already answered.
    await reply.code(result.statusCode).send(result.body);
    return;
  }
  const claim = await prepareClaim(request, reply, routeKey, key, options.unhashed);
  // The write's change signal rides in the statement that stores the answer (PostgreSQL).
  const signal = await foldChangeSignal(request);
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const claimed = rowsOf(await tx.execute(claim.claimSql));
    if (claimed.length === 0) {
      request.changeSignalFolded = false;
      return replay(tx, claim, options);
    }
    const result = await handler(withoutSavepoints(tx));
    const store = claim.store(result);
    await tx.execute(signal ? sql`with stored as (${store}) select ${signal}` : store);
    return { replayed: false, statusCode: result.statusCode, stored: claim.stored! };
  });
  await sendOutcome(reply, outcome);
}

/**
 * The request's key as SQL. `claimSql` claims it: a statement that returns a row when this
 * request owns the key; `store(result)` is the UPDATE that keeps the answer. Work done in ONE
 * statement (a sale, ADR 039) folds `claimWithAnswer` into that statement instead, and
 * `refuseUnclaimed` after it.
 */
export interface KeyClaim {
  claimSql: SQL;
  store(result: IdempotentResult): SQL;
  /**
   * The claim and the answer in one INSERT, a CTE body: the answer serialized here, with SQL
   * text filled in at each placeholder of `fills` (values only the statement knows, read from
   * `source`, a CTE of one row). Returns `payload`, the bytes stored; nothing when the key was
   * someone else's first.
   */
  claimWithAnswer(result: IdempotentResult, fills: Record<string, SQL>, source: SQL): SQL;
  /** What `store` kept: the bytes sent. */
  stored: StoredResponse | null;
  requestHash: string;
  userId: string;
  key: string;
  /** Rows created before it have expired: as good as absent. */
  cutoff: Date;
}

/** The refusal of a statement whose claim (the CTE `claim`) returned no row. */
const KEY_TAKEN_REFUSAL = 'idempotency:key_taken';

/** A select expression for the statement that folds `claimWithAnswer` in as the CTE `claim`. */
export const refuseUnclaimed = (claim: SQL) =>
  refuseWhen(sql`not exists (select 1 from ${claim})`, KEY_TAKEN_REFUSAL);

/** What work done in one statement answers: with a key, the bytes its statement stored. */
export interface StatementResult<T> extends IdempotentResult<T> {
  storedPayload: string | null;
}

/**
 * `withIdempotency` for work done in ONE statement that claims the key and stores its answer
 * itself (`claimWithAnswer`, `refuseUnclaimed`): no transaction is opened, the statement is its
 * own. The work gets the claim (null without a key). When the key was someone else's first, the
 * statement refuses itself, nothing is written, and the stored answer is replayed (or refused)
 * as `withIdempotency` does.
 */
export async function withIdempotentStatement<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  routeKey: string,
  work: (claim: KeyClaim | null) => Promise<StatementResult<T>>,
  options: IdempotencyOptions = {},
): Promise<void> {
  const deps = request.server.deps;
  const key = requestKey(request, routeKey, options);
  const claim =
    key === null ? null : await prepareClaim(request, reply, routeKey, key, options.unhashed);
  let outcome: Outcome;
  try {
    const result = await work(claim);
    // With a key, what is sent is what the statement stored, byte for byte, as a replay sends.
    const stored = claim
      ? { contentType: JSON_CONTENT_TYPE, payload: result.storedPayload! }
      : serializedAnswer(reply, result);
    outcome = { replayed: false, statusCode: result.statusCode, stored };
  } catch (err) {
    if (!claim) throw err;
    if (refusalOf(err, KEY_TAKEN_REFUSAL)) {
      outcome = await replay(deps.db, claim, options);
    } else {
      // The work checks what it read before its statement claims the key: a refusal it met
      // (stock sold out, a record gone) may be this key's first request's doing. Its stored
      // answer is replayed then, as a claim before the work would have; else the refusal stands.
      if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
      const stored = await replayIfStored(deps.db, claim, options);
      if (!stored) throw err;
      outcome = stored;
    }
    // A replay: a change signal folded into the refused statement was never sent.
    request.changeSignalFolded = false;
  }
  await sendOutcome(reply, outcome);
}

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/**
 * The key's transaction as handed to the work: a `transaction()` the work opens inside it runs
 * on it directly. A savepoint would cost two statements and buy nothing here: whatever the work
 * throws ends the whole transaction (the key is not kept either), nothing is retried inside it.
 */
function withoutSavepoints(tx: Tx): Tx {
  return new Proxy(tx, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        return <T>(work: (inner: Tx) => Promise<T>) => work(receiver as Tx);
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

async function prepareClaim(
  request: FastifyRequest,
  reply: FastifyReply,
  routeKey: string,
  key: string,
  unhashed?: readonly string[],
): Promise<KeyClaim> {
  const deps = request.server.deps;
  const userId = currentAuth(request).user.id;
  const requestHash = hashIdempotentRequest(request, routeKey, unhashed);
  const now = deps.now();
  await purgeExpiredKeys(deps, now);
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const k = idempotencyKeys;
  const claim: KeyClaim = {
    userId,
    key,
    requestHash,
    cutoff,
    stored: null,
    // Inserted, or an expired row taken over (as good as absent: the key starts over). A row
    // still being written by a concurrent duplicate is waited for, then this finds it.
    claimSql: sql`insert into ${k} (user_id, key, route, request_hash, created_at)
      values (${userId}, ${key}, ${routeKey}, ${requestHash}, ${now.toISOString()}::timestamptz)
      on conflict (user_id, key) do update set route = excluded.route,
        request_hash = excluded.request_hash, status_code = null, response_body = null,
        created_at = excluded.created_at
      where ${k}.created_at < ${cutoff.toISOString()}::timestamptz
      returning key`,
    store(result) {
      const stored = serializedAnswer(reply, result);
      claim.stored = stored;
      return sql`update ${k} set status_code = ${result.statusCode},
        response_body = ${JSON.stringify(stored)}::jsonb
        where user_id = ${userId} and key = ${key}`;
    },
    claimWithAnswer(result, fills, source) {
      const stored = serializedAnswer(reply, result);
      const payload = textWithSql(stored.payload, fills);
      return sql`insert into ${k} (user_id, key, route, request_hash, created_at, status_code,
          response_body)
        select ${userId}, ${key}, ${routeKey}, ${requestHash}, ${now.toISOString()}::timestamptz,
          ${result.statusCode}, jsonb_build_object('contentType', ${stored.contentType}::text,
            'payload', ${payload})
        from ${source}
        on conflict (user_id, key) do update set route = excluded.route,
          request_hash = excluded.request_hash, status_code = excluded.status_code,
          response_body = excluded.response_body, created_at = excluded.created_at
        where ${k}.created_at < ${cutoff.toISOString()}::timestamptz
        returning response_body ->> 'payload' as payload`;
    },
  };
  return claim;
}

/** Someone committed this key first (we waited for them if they were still running). */
async function replay(tx: DbOrTx, claim: KeyClaim, options: IdempotencyOptions): Promise<Outcome> {
  return (await replayIfStored(tx, claim, options, true))!;
}

/** The replay of the key's row, null when there is none (and `mustExist` is false). */
async function replayIfStored(
  tx: DbOrTx,
  claim: KeyClaim,
  options: IdempotencyOptions,
  mustExist = false,
): Promise<Outcome | null> {
  const thisKey = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
  const [existing] = await tx.select().from(idempotencyKeys).where(thisKey);
  const absent = !existing || existing.createdAt < claim.cutoff;
  if (absent && !mustExist) return null;
  if (existing && existing.requestHash !== claim.requestHash) {
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

async function sendOutcome(reply: FastifyReply, outcome: Outcome): Promise<void> {
  reply.code(outcome.statusCode).header('content-type', outcome.stored.contentType);
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  await reply.send(outcome.stored.payload);
}
