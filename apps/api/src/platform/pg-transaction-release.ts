import { NodePgSession } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/*
 * drizzle-orm 0.45's node-postgres `transaction()` takes a client from the pool and sends BEGIN
 * before its try/finally: when BEGIN fails (the pool handed out a connection PostgreSQL had just
 * terminated: a restart, a failover, pg_terminate_backend), the client is never released. The
 * pool then counts it as in use forever and `pool.end()`, so the shutdown, never finishes (seen
 * in db-outage.test.ts). Here the pool's client is taken and always released around drizzle's
 * own transaction, run on that client (where drizzle neither takes nor releases one). A released
 * client whose connection broke is dropped by the pool, not reused.
 */
type Transaction = NodePgSession<Record<string, unknown>, never>['transaction'];

let installed = false;

export function releaseClientsOfFailedTransactions(): void {
  if (installed) return;
  installed = true;
  const proto = NodePgSession.prototype as unknown as {
    transaction: Transaction;
    client: unknown;
    dialect: unknown;
    schema: unknown;
    options: unknown;
  };
  const original = proto.transaction;
  proto.transaction = async function (this: typeof proto, ...args: Parameters<Transaction>) {
    if (!(this.client instanceof pg.Pool)) return original.apply(this, args);
    const client = await this.client.connect();
    const Session = NodePgSession as unknown as new (...a: unknown[]) => typeof proto;
    const session = new Session(client, this.dialect, this.schema, this.options);
    try {
      return await original.apply(session, args);
    } finally {
      client.release();
    }
  } as Transaction;
}
