import { count, eq, sql } from 'drizzle-orm';
import { numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idempotencyKeys } from '#src/db/schema/index.ts';
import { createTestContext, DAY, TEST_DB_KIND, type TestContext } from '#test/app.ts';
import { createUser, type TestUser } from '#test/builders.ts';
import { AppError } from './errors.ts';
import { withIdempotency } from './idempotency.ts';

/** A table of this test only, standing in for sales or stock entries. */
const testWidgets = pgTable('test_widgets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
  price: numeric('price', { precision: 14, scale: 2 }).notNull(),
});

const WidgetBodySchema = z.object({ name: z.string().min(1), price: z.string() });
const WidgetResponseSchema = z.object({
  widget: z.object({ id: z.string(), name: z.string(), price: z.string() }),
});

describe('withIdempotency', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(
      {},
      {
        async setup(app) {
          await app.deps.db.execute(
            sql`create table test_widgets (id uuid primary key default gen_random_uuid(), user_id uuid not null, name text not null, price numeric(14,2) not null)`,
          );
          app.post(
            '/api/test/widgets',
            {
              onRequest: [app.requireVerified],
              schema: { body: WidgetBodySchema, response: { 201: WidgetResponseSchema } },
            },
            (request, reply) =>
              withIdempotency(request, reply, 'create_widget', async (db) => {
                const { name, price } = request.body;
                if (name === 'fail') throw new AppError('VALIDATION_FAILED', 'Bad widget', 400);
                const [widget] = await db
                  .insert(testWidgets)
                  .values({ userId: request.auth!.user.id, name, price })
                  .returning({
                    id: testWidgets.id,
                    name: testWidgets.name,
                    price: testWidgets.price,
                  });
                // Long enough that parallel duplicates overlap with the first one.
                if (name === 'slow') await db.execute(sql`select pg_sleep(0.2)`);
                return { statusCode: 201, body: { widget: widget! } };
              }),
          );
          app.post(
            '/api/test/other-widgets',
            { onRequest: [app.requireVerified], schema: { body: WidgetBodySchema } },
            (request, reply) =>
              withIdempotency(request, reply, 'create_other_widget', async () => ({
                statusCode: 200,
                body: { ok: true },
              })),
          );
        },
      },
    );
  });
  afterAll(() => t.close());

  async function countWidgets(user: TestUser): Promise<number> {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(testWidgets)
      .where(eq(testWidgets.userId, user.user.id));
    return row!.n;
  }

  const create = (
    user: TestUser,
    body: Record<string, unknown>,
    key?: string,
    url = '/api/test/widgets',
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...user.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: body,
    });

  it('runs every request without a key', async () => {
    const user = await createUser(t);
    expect((await create(user, { name: 'a', price: '1.50' })).statusCode).toBe(201);
    expect((await create(user, { name: 'a', price: '1.50' })).statusCode).toBe(201);
    expect(await countWidgets(user)).toBe(2);
  });

  it('replays the first status and body for a retry with the same key and body', async () => {
    const user = await createUser(t);
    const first = await create(user, { name: 'soap', price: '2.50' }, 'sale-1');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ widget: { name: 'soap', price: '2.50' } });
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // Same body, keys in another order: the same request.
    const retry = await create(user, { price: '2.50', name: 'soap' }, 'sale-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await countWidgets(user)).toBe(1);
  });

  it('answers 409 IDEMPOTENCY_CONFLICT for the same key with another body or route', async () => {
    const user = await createUser(t);
    expect((await create(user, { name: 'x', price: '1.00' }, 'k-42')).statusCode).toBe(201);
    const res = await create(user, { name: 'x', price: '9.99' }, 'k-42');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_CONFLICT' });
    const other = await create(
      user,
      { name: 'x', price: '1.00' },
      'k-42',
      '/api/test/other-widgets',
    );
    expect(other.statusCode).toBe(409);
    expect(await countWidgets(user)).toBe(1);
  });

  it('scopes keys to the user', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    expect((await create(a, { name: 'x', price: '1.00' }, 'shared-key')).statusCode).toBe(201);
    const res = await create(b, { name: 'x', price: '1.00' }, 'shared-key');
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await countWidgets(a)).toBe(1);
    expect(await countWidgets(b)).toBe(1);
  });

  it('keeps no trace of a failed attempt, so the retry runs', async () => {
    const user = await createUser(t);
    const failed = await create(user, { name: 'fail', price: '1.00' }, 'retry-me');
    expect(failed.statusCode).toBe(400);
    const rows = await t.database.db.select().from(idempotencyKeys);
    expect(rows.find((r) => r.key === 'retry-me')).toBeUndefined();
    // A fixed body under the same key is then a fresh request, not a conflict.
    const ok = await create(user, { name: 'fixed', price: '1.00' }, 'retry-me');
    expect(ok.statusCode).toBe(201);
    expect(ok.headers['idempotent-replayed']).toBeUndefined();
  });

  it('validates the key: 1 to 200 characters of A-Z a-z 0-9 _ - : .', async () => {
    const user = await createUser(t);
    for (const key of ['', 'has space', 'ü-umlaut', 'x'.repeat(201), 'semi;colon']) {
      const res = await create(user, { name: 'x', price: '1.00' }, key);
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        details: [{ field: 'Idempotency-Key' }],
      });
    }
    const longest = 'a'.repeat(200);
    for (const key of [longest, 'A-z_0:9.x', '3f1c8a5e-1d2b-4c3d-9e8f-0a1b2c3d4e5f']) {
      expect((await create(user, { name: 'x', price: '1.00' }, key)).statusCode).toBe(201);
    }
    expect(await countWidgets(user)).toBe(3);
  });

  it('forgets keys after 24 hours and purges them', async () => {
    const user = await createUser(t);
    expect((await create(user, { name: 'x', price: '1.00' }, 'day-old')).statusCode).toBe(201);
    t.clock.advance(DAY - 1000);
    try {
      const replay = await create(user, { name: 'x', price: '1.00' }, 'day-old');
      expect(replay.headers['idempotent-replayed']).toBe('true');
      t.clock.advance(2000);
      const again = await create(user, { name: 'x', price: '1.00' }, 'day-old');
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(await countWidgets(user)).toBe(2);

      await create(user, { name: 'y', price: '1.00' }, 'other-old');
      t.clock.advance(2 * DAY);
      await create(user, { name: 'z', price: '1.00' }, 'fresh');
      const keys = (await t.database.db.select().from(idempotencyKeys))
        .filter((r) => r.userId === user.user.id)
        .map((r) => r.key);
      expect(keys).toEqual(['fresh']);
    } finally {
      t.clock.reset();
    }
  });

  it(`creates exactly one record for 20 parallel requests with one key (${TEST_DB_KIND})`, async () => {
    const user = await createUser(t);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => create(user, { name: 'slow', price: '3.00' }, 'burst')),
    );
    expect(await countWidgets(user)).toBe(1);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
  });

  it('stores and creates nothing for a parallel burst of failing requests', async () => {
    const user = await createUser(t);
    const responses = await Promise.all([
      create(user, { name: 'fail', price: '1.00' }, 'mixed'),
      ...Array.from({ length: 5 }, () => create(user, { name: 'fail', price: '1.00' }, 'mixed')),
    ]);
    expect(responses.every((r) => r.statusCode === 400)).toBe(true);
    expect(await countWidgets(user)).toBe(0);
  });
});
