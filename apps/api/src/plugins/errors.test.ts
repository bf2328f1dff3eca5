import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';

/** A 4xx the handler has no AppError for keeps a code of its own, never FORBIDDEN. */
describe('errors plugin: client errors from libraries', () => {
  let t: TestContext;
  let shop: Shop;

  beforeAll(async () => {
    t = await createTestContext(
      {},
      {
        // Stands in for a library that raises a plain error with a status (as Fastify's do).
        setup: (app) => {
          app.get('/api/test-status/:status', async (request) => {
            const status = Number((request.params as { status: string }).status);
            throw Object.assign(new Error(`status ${status}`), { statusCode: status });
          });
        },
      },
    );
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  it('answers 415 UNSUPPORTED_MEDIA_TYPE for a body type no parser takes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: shop.url('/categories'),
      headers: { ...shop.owner.headers, 'content-type': 'application/xml' },
      payload: '<category/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a JSON body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: shop.url('/categories'),
      headers: { ...shop.owner.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 400 VALIDATION_FAILED for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: shop.url('/categories'),
      headers: { ...shop.owner.headers, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      details: [expect.anything()],
    });
  });

  it.each([
    [401, 'UNAUTHORIZED'],
    [405, 'METHOD_NOT_ALLOWED'],
    [406, 'NOT_ACCEPTABLE'],
    [408, 'REQUEST_TIMEOUT'],
    [409, 'CONFLICT'],
    [411, 'LENGTH_REQUIRED'],
    [414, 'URI_TOO_LONG'],
    [422, 'UNPROCESSABLE_ENTITY'],
    [431, 'HEADERS_TOO_LARGE'],
    [418, 'CLIENT_ERROR'],
  ])('maps a plain %i to %s', async (status, errorCode) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/test-status/${status}` });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ errorCode, message: `status ${status}` });
  });
});
