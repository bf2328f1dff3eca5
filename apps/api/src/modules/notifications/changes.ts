import type { ChangeSignal, ChangeTopic } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
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
};

export function changeTopicsFor(routeUrl: string): ChangeTopic[] | null {
  const match = /^\/api\/businesses\/:id\/([a-z-]+)/.exec(routeUrl);
  return match ? (TOPICS[match[1]!] ?? null) : null;
}

/**
 * After any successful write to a business's sales, stock, inventory, expenses or customers, its
 * owner and managers get one small `changed` signal on the bus ({ businessId, topics }); their
 * open apps refresh the matching queries. One hook for every write route, so no write is missed.
 */
export const changeSignals = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
      return;
    }
    if (reply.statusCode >= 300) return;
    const topics = changeTopicsFor(request.routeOptions.url ?? '');
    const businessId = (request.params as { id?: unknown } | undefined)?.id;
    if (!topics || typeof businessId !== 'string') return;
    try {
      const members = await businessMembers(app.deps, businessId);
      if (members.length === 0) return;
      const payload: ChangeSignal = { businessId, topics };
      await app.deps.bus.publish({ audience: members, type: 'changed', payload });
    } catch (err) {
      request.log.warn({ err }, 'change signal not published');
    }
  });
});
