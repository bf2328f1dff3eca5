// Throughput of POST /api/businesses/{id}/sales against one instance and against two.
// Usage (instances already running on one PostgreSQL database, started with TRUST_PROXY=true):
//   DATABASE_URL=postgres://... node scripts/bench-instances.mjs http://127.0.0.1:4400 http://127.0.0.1:4402
// Each request carries a random X-Forwarded-For, so the per-client rate limits (shared across
// instances, ADR 020) do not turn the run into a 429 benchmark. With two URLs the connections
// are split evenly, each half hitting one instance directly (what a round-robin balancer does).
import { randomBytes, randomInt } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';

const [first, ...others] = process.argv.slice(2);
const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function api(base, method, path, body, token) {
  const res = await fetch(base + path, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

const name = `bench_${randomBytes(4).toString('hex')}`;
const registered = await api(first, 'POST', '/api/auth/register', {
  username: name,
  email: `${name}@example.com`,
  password: 'correct horse battery',
});
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();
await db.query('update users set is_verified = true where id = $1', [registered.user.id]);
await db.end();
const token = registered.access_token;
// BENCH_BUSINESSES shops with one item each; every request sells in a random one of them (one
// shop serialises its sales on its receipt counter and its item's stock row).
const SHOPS = Number(process.env.BENCH_BUSINESSES ?? 1);
const bodies = [];
for (let i = 0; i < SHOPS; i++) {
  const { business } = await api(
    first,
    'POST',
    '/api/businesses',
    {
      name: `Bench Shop ${i}`,
      description: 'Benchmark',
      country: 'NG',
      currency: 'NGN',
    },
    token,
  );
  const { item } = await api(
    first,
    'POST',
    `/api/businesses/${business.id}/inventory`,
    {
      name: 'Rice 5kg',
      price: 12.5,
      stock: 1_000_000,
    },
    token,
  );
  bodies.push({
    path: `/api/businesses/${business.id}/sales`,
    body: JSON.stringify({ items: [{ productId: item.id, quantity: 1 }], paymentMethod: 'cash' }),
  });
}

function run(url, connections) {
  return autocannon({
    url: `${url}${bodies[0].path}`,
    method: 'POST',
    connections,
    duration: DURATION,
    requests: [
      {
        setupRequest: (req) => {
          const pick = bodies[randomInt(bodies.length)];
          return {
            ...req,
            path: pick.path,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${token}`,
              'x-forwarded-for': ip(),
            },
            body: pick.body,
          };
        },
      },
    ],
  });
}

const urls = [first, ...others];
const results = await Promise.all(urls.map((u) => run(u, Math.floor(CONNECTIONS / urls.length))));
const ok = results.reduce((n, r) => n + r['2xx'], 0);
const other = results.reduce((n, r) => n + r.non2xx + r.errors, 0);
const p99 = Math.max(...results.map((r) => r.latency.p99));
const p50 = Math.max(...results.map((r) => r.latency.p50));
console.log(
  JSON.stringify({
    instances: urls.length,
    businesses: SHOPS,
    connections: CONNECTIONS,
    seconds: DURATION,
    salesPerSecond: +(ok / DURATION).toFixed(1),
    non2xxOrErrors: other,
    p50ms: p50,
    p99ms: p99,
  }),
);
