import type { FastifyInstance } from 'fastify';
import type { Db } from './db.ts';
import type { ReadReplicas } from './read-replicas.ts';
import type { RealtimeBus } from './realtime.ts';

/*
 * Read-your-writes across instances with read replicas (ADR 080). A write to a business (an HTTP
 * write on its route that succeeded) is noted here and, before its answer leaves, announced on
 * the event bus, so whichever instance takes the next request sends that business's reads to
 * the primary until a replica has replayed past the write. The NOTIFY commits before the answer
 * is sent: the other instances hear of it before the client can ask them anything.
 */

export const BUSINESS_WRITES_CHANNEL = 'business_writes';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Wires a server's replicas to its bus and its writes; nothing without DATABASE_READ_URLS. */
export function followWrites(app: FastifyInstance, bus: RealtimeBus, replicas: ReadReplicas): void {
  bus.onChannel(BUSINESS_WRITES_CHANNEL, (businessId) => {
    if (businessId) replicas.noteWrite(businessId);
    // A LISTEN made again: writes may have gone unheard meanwhile; replicas within the bound
    // have them all once the bound has passed.
    else if (businessId === null && bus.generation > 1) replicas.primaryOnlyFor(replicas.maxLagMs);
  });
  app.addHook('onSend', async (request, reply) => {
    const businessId = request.business?.id;
    if (!businessId || READS.has(request.method) || reply.statusCode >= 400) return;
    replicas.noteWrite(businessId);
    try {
      await bus.notifyChannel(BUSINESS_WRITES_CHANNEL, businessId);
    } catch (err) {
      // The write stands; another instance may read it from a replica within the lag bound.
      request.log.warn({ err }, 'could not announce a write to the other instances');
    }
  });
}

/**
 * Runs a read that a replica may answer (a report, a list, the public shop, the assistant): on a
 * replica in step with this business's writes when DATABASE_READ_URLS is set, else on the primary.
 * `businessId` null: a read that follows no business's writes.
 */
export function fromReplica<T>(
  deps: { db: Db; database: { replicas?: ReadReplicas } },
  businessId: string | null,
  read: (db: Db) => Promise<T>,
): Promise<T> {
  const { replicas } = deps.database;
  return replicas ? replicas.read(deps.db, businessId, read) : read(deps.db);
}
