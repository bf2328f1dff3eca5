import { randomUUID } from 'node:crypto';
import autocannon, { type Request } from 'autocannon';

/**
 * One load scenario, run in its own process so that firing requests never competes with the
 * server for its event loop: `node --import tsx load.ts '<LoadSpec JSON>'` prints a LoadResult.
 * run.ts imports its types only.
 */
export interface LoadSpec {
  title: string;
  url: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  durationSeconds: number;
  /** A fixed number of requests instead of a duration (the same work for runs to compare). */
  amount?: number;
  connections: number;
  /** Each request a new sale of 1-3 of these products, with its own Idempotency-Key. */
  saleProductIds?: string[];
  /** Each request searches one of these words: `${path}${word}`. */
  searchWords?: string[];
  /**
   * Many businesses selling at once (bench:scale): each connection takes the next of these and
   * sends that business's sales (1-3 of its products each), signed in as its owner.
   */
  businesses?: Array<{ path: string; token: string; productIds: string[] }>;
}

export interface LoadResult {
  title: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

/** A client address per request: the API's per-IP ceiling (600/min) is for one client. */
const randomClient = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** A sale of 1-3 of these products. */
function saleBody(productIds: string[]): string {
  const count = 1 + Math.floor(Math.random() * 3);
  const items = Array.from({ length: count }, () => ({
    productId: pick(productIds),
    quantity: 1 + Math.floor(Math.random() * 2),
  }));
  return JSON.stringify({ items, paymentMethod: pick(['cash', 'mobile_money', 'card']) });
}

function setup(spec: LoadSpec) {
  let nextBusiness = 0;
  return (request: Request, context: Record<string, unknown>): Request => {
    const headers = { ...request.headers, 'x-forwarded-for': randomClient() };
    if (spec.businesses) {
      context.business ??= spec.businesses[nextBusiness++ % spec.businesses.length];
      const business = context.business as NonNullable<LoadSpec['businesses']>[number];
      return {
        ...request,
        path: business.path,
        headers: {
          ...headers,
          authorization: `Bearer ${business.token}`,
          'idempotency-key': randomUUID(),
        },
        body: saleBody(business.productIds),
      };
    }
    if (spec.saleProductIds) {
      return {
        ...request,
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: saleBody(spec.saleProductIds),
      };
    }
    if (spec.searchWords) {
      return {
        ...request,
        headers,
        path: `${spec.path}${encodeURIComponent(pick(spec.searchWords))}`,
      };
    }
    return { ...request, headers };
  };
}

async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    ...(spec.amount ? { amount: spec.amount } : { duration: spec.durationSeconds }),
    timeout: 60,
    requests: [
      {
        method: spec.method ?? 'GET',
        path: spec.path,
        headers: {
          ...spec.headers,
          ...(spec.method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        setupRequest: setup(spec),
      },
    ],
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, s]) => [code, Number(s.count)]),
  );
  return {
    title: spec.title,
    requests: Object.values(statusCodes).reduce((a, b) => a + b, 0),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
  };
}

const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
runLoad(spec)
  .then((result) => process.stdout.write(`${JSON.stringify(result)}\n`))
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
