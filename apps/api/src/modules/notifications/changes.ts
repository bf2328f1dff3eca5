import type { ChangeSignal, ChangeTopic } from '@app/contracts';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { businessMembers } from '#src/platform/business-access.ts';

/** The resource written (the route segment after /businesses/:id/) -> what changed. */
const TOPICS: Record<string, ChangeTopic[]> = {
  sales: ['sales', 'stock', 'inventory', 'customers'],
  stock: ['stock', 'inventory'],
  inventory: ['inventory', 'stock'],
  categories: ['inventory'],
  expenses: ['expenses'],
  'recurring-expenses': ['expenses'],
  customers: ['customers', 'sales'],
  orders: ['sales', 'stock', 'inventory'],
  // An applied count and a transfer change stock levels (a transfer also signals the
  // receiving business: transfers.routes.ts).
  'stock-counts': ['stock', 'inventory'],
  transfers: ['stock', 'inventory'],
  // Receiving an order moves stock (and may pay the supplier from the till's expenses).
  suppliers: ['purchasing'],
  'purchase-orders': ['purchasing', 'stock', 'inventory', 'expenses'],
  // Another device's pay-in, close or opening shows on this till's chip and Shifts screen.
  shifts: ['shifts'],
  // An applied import or restore writes items, customers, or every record of the business.
  imports: ['inventory', 'stock', 'customers', 'sales', 'expenses', 'purchasing', 'shifts'],
};

export function changeTopicsFor(routeUrl: string): ChangeTopic[] | null {
  const match = /^\/api\/businesses\/:id\/([a-z-]+)/.exec(routeUrl);
  return match ? (TOPICS[match[1]!] ?? null) : null;
}

/**
 * After any successful write to a business's sales, stock, inventory, expenses, customers,
 * purchasing or shifts, its
 * owner and managers get one small `changed` signal on the bus ({ businessId, topics }); their
 * open apps refresh the matching queries. One hook for every write route, so no write is missed.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The write's change signal rode in its own transaction (`foldChangeSignal`). */
    changeSignalFolded: boolean;
  }
}

/** The change signal of this write request: its business, topics and audience (or null). */
async function changeSignalOf(request: FastifyRequest) {
  const topics = changeTopicsFor(request.routeOptions.url ?? '');
  const businessId = (request.params as { id?: unknown } | undefined)?.id;
  if (!topics || typeof businessId !== 'string') return null;
  const members = await businessMembers(request.server.deps, businessId);
  if (members.length === 0) return null;
  const payload: ChangeSignal = { businessId, topics };
  return { audience: members, type: 'changed', payload };
}

/**
 * The change signal as SQL to fold into the write's own transaction (PostgreSQL: NOTIFY, sent at
 * commit, so it costs no statement); the hook below then sends nothing. Null on PGlite, where the
 * hook's in-process publish costs none either.
 */
export async function foldChangeSignal(request: FastifyRequest): Promise<SQL | null> {
  const event = await changeSignalOf(request);
  const expression = event && request.server.deps.bus.notifyExpression(event);
  if (!expression) return null;
  request.changeSignalFolded = true;
  return expression;
}

export const changeSignals = fp(async (app: FastifyInstance) => {
  app.decorateRequest('changeSignalFolded', false);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
      return;
    }
    if (reply.statusCode >= 300 || request.changeSignalFolded) return;
    try {
      const event = await changeSignalOf(request);
      if (event) await app.deps.bus.publish(event);
    } catch (err) {
      request.log.warn({ err }, 'change signal not published');
    }
  });
});
