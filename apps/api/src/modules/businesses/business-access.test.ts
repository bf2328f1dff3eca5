import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_MESSAGES, MESSAGES } from '@app/contracts';
import { businessManagers } from '#src/db/schema/index.ts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createUser, setUserCreatedAt, type TestUser, forgetAccessCache } from '#test/builders.ts';
import { createBusinessRow, image, multipart, validBusiness } from '#test/businesses.ts';

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  form?: boolean;
  body?: Record<string, unknown>;
};

/** Every business route, with a body that would succeed for the owner. */
function everyRoute(id: string, managerId: string): Call[] {
  return [
    { method: 'GET', url: `/api/businesses/${id}` },
    { method: 'PUT', url: `/api/businesses/${id}`, body: { name: 'Hijacked' } },
    { method: 'PUT', url: `/api/businesses/${id}`, form: true, body: { name: 'Hijacked' } },
    { method: 'PUT', url: `/api/businesses/${id}/logo`, form: true, body: {} },
    { method: 'DELETE', url: `/api/businesses/${id}/logo` },
    { method: 'GET', url: `/api/businesses/${id}/managers` },
    { method: 'POST', url: `/api/businesses/${id}/managers`, body: { identifier: 'someone' } },
    { method: 'DELETE', url: `/api/businesses/${id}/managers/${managerId}` },
    { method: 'DELETE', url: `/api/businesses/${id}` },
  ];
}

describe('business access', () => {
  let t: TestContext;
  let owner: TestUser;
  let manager: TestUser;
  let business: Awaited<ReturnType<typeof createBusinessRow>>;
  let logoPng: Buffer;
  beforeAll(async () => {
    t = await createTestContext();
    owner = await createUser(t);
    manager = await createUser(t);
    business = await createBusinessRow(t, owner, {
      name: 'Secret Sauce Ltd',
      socials: { whatsapp: '+2348000000000' },
    });
    await t.database.db
      .insert(businessManagers)
      .values({ businessId: business.id, userId: manager.user.id, addedBy: owner.user.id });
    forgetAccessCache(t);
    logoPng = await image('png');
  });
  afterAll(() => t.close());

  async function call(user: TestUser | null, c: Call) {
    const headers: Record<string, string> = user ? { ...user.headers } : {};
    if (c.form) {
      const files = c.url.endsWith('/logo')
        ? [{ buffer: logoPng, filename: 'l.png', type: 'image/png' }]
        : [];
      const form = await multipart(c.body ?? {}, files);
      return t.app.inject({
        method: c.method,
        url: c.url,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
    }
    return t.app.inject({ method: c.method, url: c.url, headers, payload: c.body });
  }

  it("answers 404 'Business not found' on every route for another user's business", async () => {
    const stranger = await createUser(t);
    const ids = [business.id, randomUUID(), 'not-a-uuid', '1'];
    for (const id of ids) {
      for (const c of everyRoute(id, manager.user.id)) {
        const res = await call(stranger, c);
        expect(res.statusCode, `${c.method} ${c.url}`).toBe(404);
        expect(res.json()).toEqual({
          error: 'Business not found',
          message: 'Business not found',
          errorCode: 'BUSINESS_NOT_FOUND',
        });
      }
    }
    const list = await call(stranger, { method: 'GET', url: '/api/businesses' });
    expect(list.json()).toEqual({ businesses: [] });
    // Nothing changed for the owner.
    const got = await call(owner, { method: 'GET', url: `/api/businesses/${business.id}` });
    expect(got.json().business).toMatchObject({ name: 'Secret Sauce Ltd', logo: null });
    const managers = await call(owner, {
      method: 'GET',
      url: `/api/businesses/${business.id}/managers`,
    });
    expect(managers.json().managers).toHaveLength(1);
  });

  it("answers a manager 403 'Only the business owner can do this' on owner-only routes", async () => {
    const get = await call(manager, { method: 'GET', url: `/api/businesses/${business.id}` });
    expect(get.statusCode).toBe(200);
    expect(get.json().business).toMatchObject({ id: business.id, role: 'manager' });
    for (const c of everyRoute(business.id, manager.user.id).slice(1)) {
      const res = await call(manager, c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
      expect(res.json()).toEqual({
        error: BUSINESS_MESSAGES.ownerOnly,
        message: BUSINESS_MESSAGES.ownerOnly,
        errorCode: 'FORBIDDEN',
      });
    }
    const got = await call(owner, { method: 'GET', url: `/api/businesses/${business.id}` });
    expect(got.json().business.name).toBe('Secret Sauce Ltd');
  });

  it('needs a verified email, with SPEC text on create', async () => {
    const unverified = await createUser(t, { isVerified: false });
    const create = await call(unverified, {
      method: 'POST',
      url: '/api/businesses',
      body: validBusiness(),
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({
      error: BUSINESS_MESSAGES.verificationRequired,
      message: BUSINESS_MESSAGES.verificationRequired,
      errorCode: 'VERIFICATION_REQUIRED',
      verification_required: true,
    });
    for (const c of [
      { method: 'GET', url: '/api/businesses' } as Call,
      ...everyRoute(business.id, manager.user.id),
    ]) {
      const res = await call(unverified, c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
      expect(res.json()).toMatchObject({
        error: MESSAGES.verificationRequired,
        errorCode: 'VERIFICATION_REQUIRED',
        verification_required: true,
      });
    }
  });

  it('needs a session', async () => {
    for (const c of [
      { method: 'GET', url: '/api/businesses' } as Call,
      { method: 'POST', url: '/api/businesses', body: validBusiness() } as Call,
      ...everyRoute(business.id, manager.user.id),
    ]) {
      const res = await call(null, c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(401);
    }
  });

  it('refuses writes after the trial has ended (403 SUBSCRIPTION_REQUIRED); reads still work', async () => {
    const expired = await createUser(t);
    const own = await createBusinessRow(t, expired, { name: 'Expired Shop' });
    const helper = await createUser(t);
    await t.database.db
      .insert(businessManagers)
      .values({ businessId: own.id, userId: helper.user.id, addedBy: expired.user.id });
    forgetAccessCache(t);
    await setUserCreatedAt(t, expired.user.id, new Date(t.clock.now().getTime() - 30 * DAY));

    const writes: Call[] = [
      { method: 'POST', url: '/api/businesses', body: validBusiness() },
      ...everyRoute(own.id, helper.user.id).filter(
        (c) => c.method !== 'GET' && !(c.method === 'POST' && c.url.endsWith('/managers')),
      ),
      {
        method: 'POST',
        url: `/api/businesses/${own.id}/managers`,
        body: { identifier: helper.user.username },
      },
    ];
    for (const c of writes) {
      const res = await call(expired, c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
      expect(res.json()).toMatchObject({
        errorCode: 'SUBSCRIPTION_REQUIRED',
        trialStatus: expect.objectContaining({ hasFullAccess: false }),
        requiredOperation: expect.any(String),
        upgradeUrl: expect.any(String),
      });
    }
    const list = await call(expired, { method: 'GET', url: '/api/businesses' });
    expect(list.statusCode).toBe(200);
    expect(list.json().businesses.map((b: { id: string }) => b.id)).toEqual([own.id]);
    for (const url of [`/api/businesses/${own.id}`, `/api/businesses/${own.id}/managers`]) {
      const res = await call(expired, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
    const got = await call(expired, { method: 'GET', url: `/api/businesses/${own.id}` });
    expect(got.json().business.name).toBe('Expired Shop');
  });
});
