import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, users } from '#src/db/schema/index.ts';
import { createItem, createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';
import { createCustomer, recordSale } from '#src/modules/sales/sales.fixtures.ts';
import type { OpenApiDocument } from '#src/plugins/openapi-document.ts';
import { createTestContext, TEST_DB_KIND, type TestContext } from '#test/app.ts';
import { forgetAccessCache } from '#test/builders.ts';

/*
 * Fuzzing every write route: for each operation of the OpenAPI document that takes a
 * JSON body, FUZZ_RUNS malformed bodies built from its own schema (wrong types, huge strings, NUL,
 * emoji, deep nesting, numbers as strings, negative/NaN/1e308 money, missing and extra fields,
 * arrays for objects, raw JSON that is not JSON) are sent as the owner of a real business. Every
 * answer must be a 4xx, never a 5xx, and a 4xx must leave the database as it was. A body that
 * happens to be valid may be taken (2xx); only then may something change.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/** Bookkeeping a refused request writes on purpose: per-client limits and failed sign-ins. */
const WRITTEN_ON_REFUSAL = new Set(['rate_limit_counters', 'login_failures']);
/**
 * Written by the job worker on its own schedule, not by the request: checked through its sequence.
 * Each instance's heartbeat (ADR 066) is written on its own timer.
 */
const WORKER_TABLES = new Set(['jobs', 'job_schedules', 'instance_heartbeats']);
/** A taken body here would end the caller's session: it runs last. */
const LAST = ['auth.changePassword'];

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  enum?: unknown[];
  maxLength?: number;
  maxItems?: number;
};

interface Operation {
  id: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  schema: Schema;
}

// ---- Generators --------------------------------------------------------------------------------

/** Placeholders replaced in the serialised body by what JSON cannot say. */
const RAW = ['NaN', 'Infinity', '-Infinity', '1e400', '-1e400', '1e-400'] as const;
const raw = fc.constantFrom(...RAW).map((r) => `\u0001RAW:${r}\u0001`);

const hugeString = fc
  .tuple(
    fc.constantFrom('x', '€', '😀', '\u0000', 'a\u0301', '\ud800'),
    fc.integer({ min: 1_000, max: 100_000 }),
  )
  .map(([unit, n]) => unit.repeat(n));

const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '😀👨‍👩‍👧‍👦🇳🇬',
    '\ud83d',
    '12',
    '-5',
    '0',
    '-0',
    '1e308',
    '-1e308',
    '1e400',
    'NaN',
    'Infinity',
    '0x10',
    '1,000.50',
    '12abc',
    '9'.repeat(400),
    "'; drop table sales; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'null',
    'true',
    '[]',
    '{}',
    '2030-02-30',
    '00000000-0000-0000-0000-000000000000',
  ),
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    -1,
    -0.01,
    0,
    -0,
    0.001,
    0.1 + 0.2,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    2 ** 31,
    -(2 ** 31) - 1,
    5e-324,
  ),
  raw,
);

/** Nested `depth` levels deep: arrays, objects or both. */
const deep = fc
  .tuple(fc.integer({ min: 20, max: 3_000 }), fc.constantFrom('array', 'object', 'mixed'))
  .map(([depth, kind]) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) {
      const asArray = kind === 'array' || (kind === 'mixed' && i % 2 === 0);
      value = asArray ? [value] : { a: value };
    }
    return value;
  });

const scalar = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));

/** Any value a clumsy or hostile client might put where something else belongs. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 2, arbitrary: fc.dictionary(nastyString, scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: fc.array(fc.constant({}), { minLength: 1_001, maxLength: 1_200 }) },
);

/** The schema's object branches (a union offers several), merged into one list of properties. */
function propertiesOf(schema: Schema): { properties: Record<string, Schema>; required: string[] } {
  const branches = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  const properties: Record<string, Schema> = {};
  const required = new Set<string>();
  for (const b of branches) {
    Object.assign(properties, b.properties ?? {});
    for (const r of b.required ?? []) required.add(r);
  }
  return { properties, required: [...required] };
}

/** What the field accepts, so a value of another kind can be chosen. */
function kindsOf(schema: Schema): Set<string> {
  const kinds = new Set<string>();
  for (const s of [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    for (const k of [s.type ?? []].flat()) kinds.add(k);
  }
  return kinds;
}

/** A value the field does not accept: another type, or its own type past its rules. */
function wrongFor(schema: Schema): fc.Arbitrary<unknown> {
  const kinds = kindsOf(schema);
  const any = kinds.size === 0;
  const options: fc.Arbitrary<unknown>[] = [hugeString, deep];
  if (!any && !kinds.has('string')) options.push(nastyString);
  if (!any && !kinds.has('number') && !kinds.has('integer')) options.push(nastyNumber);
  if (!any && !kinds.has('boolean')) options.push(fc.boolean());
  if (!any && !kinds.has('null')) options.push(fc.constant(null));
  if (!any && !kinds.has('array')) options.push(fc.array(scalar, { minLength: 0, maxLength: 4 }));
  if (!any && !kinds.has('object'))
    options.push(fc.dictionary(nastyString, scalar, { maxKeys: 3 }));
  if (kinds.has('string')) {
    options.push(fc.string().map((s) => `${s}\u0000`));
    if (schema.enum) options.push(nastyString.filter((s) => !schema.enum!.includes(s)));
  }
  if (kinds.has('number') || kinds.has('integer') || kinds.has('string')) {
    // Money and quantities: negative, too big, not a number, or a number written as a string.
    options.push(nastyNumber, nastyNumber.map(String));
  }
  if (kinds.has('array')) {
    options.push(fc.array(nasty, { minLength: 1, maxLength: 4 }));
    if (schema.maxItems) {
      const filler = schema.items?.type === 'string' ? 'x' : {};
      options.push(fc.constant(Array(schema.maxItems + 1).fill(filler)));
    }
  }
  return fc.oneof(...options);
}

/** A plausible value, so that the wrong one is not the only thing a route sees. */
function plausibleFor(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const kinds = kindsOf(schema);
  if (kinds.has('boolean')) return fc.boolean();
  if (kinds.has('integer') || kinds.has('number')) return fc.integer({ min: 1, max: 100 });
  if (kinds.has('array')) return fc.constant([]);
  if (kinds.has('object')) return fc.constant({});
  return fc.string({ minLength: 1, maxLength: 12 });
}

/** Bodies for one operation, from its request schema. */
function malformedBodies(schema: Schema): fc.Arbitrary<unknown> {
  const { properties, required } = propertiesOf(schema);
  const names = Object.keys(properties);
  // Every known field present, absent, plausible or wrong; then one of them surely wrong.
  const objectBody =
    names.length === 0
      ? fc.dictionary(nastyString, nasty, { minKeys: 1, maxKeys: 4 })
      : fc
          .tuple(
            fc.record(
              Object.fromEntries(
                names.map((n) => [
                  n,
                  fc.oneof(plausibleFor(properties[n]!), wrongFor(properties[n]!)),
                ]),
              ),
              { requiredKeys: [] },
            ),
            fc.constantFrom(...names),
            fc.dictionary(nastyString, nasty, { maxKeys: 3 }),
          )
          .chain(([body, target, extra]) =>
            wrongFor(properties[target]!).map((wrong) => ({ ...extra, ...body, [target]: wrong })),
          );
  // A required field left out, the rest plausible.
  const missingRequired =
    required.length === 0
      ? objectBody
      : fc
          .constantFrom(...required)
          .chain((left) =>
            fc.record(
              Object.fromEntries(
                names.filter((n) => n !== left).map((n) => [n, plausibleFor(properties[n]!)]),
              ),
            ),
          );
  return fc.oneof(
    { weight: 6, arbitrary: objectBody },
    { weight: 1, arbitrary: missingRequired },
    // Not an object at all: a string, a number, an array of bodies, nesting.
    { weight: 1, arbitrary: fc.oneof(scalar, fc.array(nasty, { maxLength: 4 }), hugeString, deep) },
    { weight: 1, arbitrary: fc.array(objectBody, { minLength: 1, maxLength: 2 }) },
  );
}

/** Serialised, with JSON's gaps (NaN, 1e400) written in; sometimes cut short. */
function payloadOf(body: unknown, cut: number | null): string {
  const json = JSON.stringify(body).replace(/"\\u0001RAW:([^\\]+)\\u0001"/g, '$1');
  return cut === null ? json : json.slice(0, Math.floor(json.length * cut));
}

// ---- The test ----------------------------------------------------------------------------------

describe('fuzzing every write route with malformed bodies', () => {
  let t: TestContext;
  let shop: Shop;
  let operations: Operation[];
  let ids: Record<string, string>;
  let fingerprintSql: string;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
    // Admin routes are fuzzed too: the owner is also a super admin, so every schema is reached.
    await t.database.db
      .update(users)
      .set({ adminRole: 'super_admin' })
      .where(eq(users.id, shop.owner.user.id));
    await t.database.db
      .update(businesses)
      .set({ shopPublished: true, socials: { whatsapp: '+234 801 234 5678' } })
      .where(eq(businesses.id, shop.businessId));
    forgetAccessCache(t);
    const item = await createItem(t, shop, { stock: 100 });
    const customer = await createCustomer(t, shop);
    const sale = await recordSale(t, shop, { items: [{ productId: item.id, quantity: 1 }] });
    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers: shop.owner.headers, payload });
      if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const slug = (
      await t.database.db
        .select({ slug: businesses.slug })
        .from(businesses)
        .where(eq(businesses.id, shop.businessId))
    )[0]!.slug;
    ids = {
      business: shop.businessId,
      item: item.id,
      customer: customer.id,
      sale: sale.id,
      slug,
      user: shop.owner.user.id,
      category: (await post(shop.url('/categories'), { name: 'Grains' })).category.id,
      // An open stock count of the item (ADR 074): its PUT is fuzzed on a real count.
      count: (await post(shop.url('/stock-counts'), { productIds: [item.id] })).stockCount.id,
      expense: (
        await post(shop.url('/expenses'), { amount: '5', category: 'fuel', paymentMethod: 'cash' })
      ).expense.id,
      recurring: (
        await post(shop.url('/recurring-expenses'), {
          amount: '5',
          category: 'rent',
          paymentMethod: 'cash',
          frequency: 'monthly',
          startDate: '2030-01-01',
        })
      ).recurringExpense.id,
      shift: (await post(shop.url('/shifts'), { openingFloat: '5' })).shift.id,
      order: (
        await post(`/api/shop/${slug}/orders`, {
          customerName: 'Ada',
          customerPhone: '+2348000000000',
          fulfilment: 'pickup',
          lines: [{ itemId: item.id, quantity: 1 }],
        })
      ).order.id,
      supplier: (await post(shop.url('/suppliers'), { name: 'Kofi Traders' })).supplier.id,
      appVersion: (
        await post('/api/admin/app-versions', { version: '1.2.0', minimumSupported: '1.0.0' })
      ).version.id,
      notification: (
        await post('/api/notifications/admin/notifications', {
          title: 'Hello',
          body: 'there',
          user_ids: [shop.owner.user.id],
          send_at: new Date(Date.now() + 86_400_000).toISOString(),
        })
      ).notification.id,
    };

    // An ordered purchase order, so its receipts route reaches its checks.
    ids.purchaseOrder = (
      await post(shop.url('/purchase-orders'), {
        supplierId: ids.supplier,
        lines: [{ productId: item.id, quantity: 5, unitCost: 2 }],
      })
    ).purchaseOrder.id;
    await t.app.inject({
      method: 'PUT',
      url: shop.url(`/purchase-orders/${ids.purchaseOrder}`),
      headers: shop.owner.headers,
      payload: { status: 'ordered' },
    });

    const doc = (
      await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    ).json<OpenApiDocument>();
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) => {
        const content = (op.requestBody as { content?: Record<string, { schema: Schema }> })
          ?.content;
        const schema = content?.['application/json']?.schema;
        if (method === 'get' || !schema) return [];
        return [
          {
            id: op.operationId!,
            method: method.toUpperCase() as Operation['method'],
            path,
            schema,
          },
        ];
      }),
    );
    operations.sort((a, b) => LAST.indexOf(a.id) - LAST.indexOf(b.id));

    // Recurring work (sweeps, reminders) would enqueue a job in the middle of some body and be
    // taken for that body's write: none is due while the fuzzing runs.
    await t.database.db.execute(
      sql`update job_schedules set next_run_at = now() + interval '1 day'`,
    );

    // Every table, by row count and newest row version (xmin): an insert, update or delete shows.
    const tables = (
      (await t.database.db.execute(sql`
        select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows
      .map((r) => r.name)
      .filter((n) => !WRITTEN_ON_REFUSAL.has(n) && !WORKER_TABLES.has(n) && !n.startsWith('__'));
    fingerprintSql = [
      ...tables.map(
        (n) =>
          `select '${n}' as t, count(*)::text || '/' || coalesce(max(xmin::text::bigint), 0)::text as v from "${n}"`,
      ),
      // A job enqueued: the queue's id sequence moves (the worker deletes jobs it finishes).
      `select 'jobs' as t, (select last_value::text from jobs_id_seq) as v`,
    ].join(' union all ');
  }, 120_000);
  afterAll(() => t.close());

  async function fingerprint(): Promise<Record<string, string>> {
    const result = (await t.database.db.execute(sql.raw(fingerprintSql))) as unknown as {
      rows: { t: string; v: string }[];
    };
    return Object.fromEntries(result.rows.map((r) => [r.t, r.v]));
  }

  function urlOf(op: Operation): string {
    const byName: Record<string, string> = {
      itemId: ids.item!,
      catId: ids.category!,
      saleId: ids.sale!,
      customerId: ids.customer!,
      expenseId: ids.expense!,
      recurringId: ids.recurring!,
      shiftId: ids.shift!,
      orderId: ids.order!,
      identifier: ids.slug!,
      userId: ids.user!,
      supplierId: ids.supplier!,
      poId: ids.purchaseOrder!,
      countId: ids.count!,
    };
    return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name !== 'id') return byName[name] ?? '00000000-0000-4000-8000-000000000000';
      if (op.path.startsWith('/api/businesses/')) return ids.business!;
      if (op.path.startsWith('/api/customers/')) return ids.customer!;
      if (op.path.startsWith('/api/admin/app-versions/')) return ids.appVersion!;
      if (op.path.startsWith('/api/notifications/admin/')) return ids.notification!;
      return ids.user!;
    });
  }

  it('has write routes with JSON bodies to fuzz', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  /** Sends one body; the answer's status and error code. */
  async function send(op: Operation, payload: string) {
    ip++;
    const res = await t.app.inject({
      method: op.method,
      url: urlOf(op),
      headers: { ...shop.owner.headers, 'content-type': 'application/json' },
      payload,
      remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
    });
    return res;
  }

  /** A feature this test leaves switched off answers 503 `<FEATURE>_NOT_CONFIGURED` by design. */
  const switchedOff = (status: number, body: string) =>
    status === 503 && /"errorCode":"[A-Z_]+_NOT_CONFIGURED"/.test(body);

  it(`answers 4xx to ${RUNS} malformed bodies per write route and writes nothing`, async () => {
    const started = performance.now();
    const failures: string[] = [];
    const counts = { cases: 0, taken: 0, refused: 0, switchedOff: 0 };
    let counting = false;
    for (const op of operations) {
      const seed = Math.floor(Math.random() * 2 ** 31);
      const property = (check: (payload: string, status: number) => Promise<string | null>) =>
        fc.asyncProperty(
          malformedBodies(op.schema),
          // Now and then the JSON is cut short.
          fc.oneof(
            { weight: 11, arbitrary: fc.constant(null) },
            { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
          ),
          async (body, cut) => {
            const payload = payloadOf(body, cut);
            const res = await send(op, payload);
            const shown = `${op.method} ${op.path} (${op.id}, seed ${seed}) ${payload.slice(0, 300)}`;
            if (counting) {
              counts.cases++;
              if (switchedOff(res.statusCode, res.body)) counts.switchedOff++;
              else if (res.statusCode < 300) counts.taken++;
              else if (res.statusCode < 500) counts.refused++;
            }
            if (switchedOff(res.statusCode, res.body)) return true;
            if (res.statusCode >= 500 || res.statusCode < 200 || res.statusCode === 429) {
              failures.push(`${shown}\n  -> ${res.statusCode} ${res.body.slice(0, 300)}`);
              return false;
            }
            const wrong = await check(payload, res.statusCode);
            if (wrong) failures.push(`${shown}\n  -> ${wrong}`);
            return !wrong;
          },
        );
      const options = { numRuns: RUNS, seed, endOnFailure: true, reporter: () => {} };

      // First pass: the answers, and the database only before and after the whole route.
      const before = await fingerprint();
      counting = true;
      await fc.assert(
        property(async () => null),
        options,
      );
      counting = false;
      const after = await fingerprint();
      if (diff(before, after).length === 0) continue;

      // Something was written: replay the same bodies with the database checked around each
      // one, to name the refused body that wrote (a taken one may write).
      let previous = await fingerprint();
      await fc.assert(
        property(async (_, status) => {
          const now = await fingerprint();
          const changed = diff(previous, now);
          previous = now;
          if (status < 300 || status === 503 || changed.length === 0) return null;
          return `${status} but wrote to ${changed.join(', ')}`;
        }),
        options,
      );
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz on ${TEST_DB_KIND}: ${operations.length} write routes x ${RUNS} runs = ${counts.cases} cases ` +
        `(${counts.refused} refused with 4xx, ${counts.taken} taken, ${counts.switchedOff} to a feature ` +
        `switched off) in ${seconds} s`,
    );
    expect(failures).toEqual([]);
  }, 900_000);
});

function diff(a: Record<string, string>, b: Record<string, string>): string[] {
  return Object.keys({ ...a, ...b }).filter((k) => a[k] !== b[k]);
}
