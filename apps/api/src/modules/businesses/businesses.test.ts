import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BUSINESS_MESSAGES,
  BusinessListResponseSchema,
  BusinessResponseSchema,
  type Business,
} from '@app/contracts';
import { businessManagers } from '#src/db/schema/index.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser, type TestUser, forgetAccessCache } from '#test/builders.ts';
import { multipart, validBusiness } from '#test/businesses.ts';

describe('businesses API', () => {
  let t: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    owner = await createUser(t);
  });

  const post = (user: TestUser, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/businesses',
      headers: user.headers,
      payload: body as object,
    });
  const postForm = async (user: TestUser, fields: Record<string, unknown>) => {
    const form = await multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/businesses',
      headers: { ...user.headers, ...form.headers },
      payload: form.payload,
    });
  };
  const put = (user: TestUser, id: string, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${id}`,
      headers: user.headers,
      payload: body as object,
    });
  async function create(
    user: TestUser,
    overrides: Record<string, unknown> = {},
  ): Promise<Business> {
    const res = await post(user, validBusiness(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return BusinessResponseSchema.parse(res.json()).business;
  }

  it('speaks its owner’s language unless told otherwise; the owner changes it like any field', async () => {
    const swahiliOwner = await createUser(t, { language: 'sw' });
    // Names of their own: the test on defaults below expects the first "Mama Put Kitchen" slug.
    const inherited = await create(swahiliOwner, { name: 'Duka la Mama' });
    expect(inherited.language).toBe('sw');
    const chosen = await create(swahiliOwner, { name: 'Boutique Awa', language: 'fr' });
    expect(chosen.language).toBe('fr');
    // From a multipart form too (the form with a logo sends its fields as text).
    const form = await postForm(
      swahiliOwner,
      validBusiness({ name: 'Shagon Audu', language: 'ha' }),
    );
    expect(form.statusCode, form.body).toBe(201);
    expect(form.json().business.language).toBe('ha');

    const changed = await put(swahiliOwner, inherited.id, { language: 'yo' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().business.language).toBe('yo');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${inherited.id}`,
      headers: swahiliOwner.headers,
    });
    expect(read.json().business.language).toBe('yo');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/businesses',
      headers: swahiliOwner.headers,
    });
    const listed = BusinessListResponseSchema.parse(list.json()).businesses;
    expect(Object.fromEntries(listed.map((b) => [b.id, b.language]))).toMatchObject({
      [inherited.id]: 'yo',
      [chosen.id]: 'fr',
    });

    for (const language of ['de', 'SW', '', 3, null]) {
      const refused = await put(swahiliOwner, inherited.id, { language });
      expect(refused.statusCode, String(language)).toBe(400);
      expect(refused.json().details.map((d: { field: string }) => d.field)).toContain('language');
      const created = await post(swahiliOwner, validBusiness({ language }));
      expect(created.statusCode, String(language)).toBe(400);
      expect(created.json().details.map((d: { field: string }) => d.field)).toContain('language');
    }
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${inherited.id}`,
      headers: swahiliOwner.headers,
    });
    expect(after.json().business.language).toBe('yo');
  });

  it('creates a business from JSON with the defaults filled in', async () => {
    const res = await post(owner, validBusiness({ settings: { timezone: 'Africa/Lagos' } }));
    expect(res.statusCode).toBe(201);
    const { business } = BusinessResponseSchema.parse(res.json());
    expect(business).toMatchObject({
      ownerId: owner.user.id,
      role: 'owner',
      name: 'Mama Put Kitchen',
      country: 'NG',
      currency: 'NGN',
      address: null,
      phone: null,
      email: null,
      slug: 'mama-put-kitchen',
      logo: null,
      logoUrl: null,
      categories: [],
      customFields: [],
      shopPublished: false,
      socials: {
        whatsapp: null,
        instagram: null,
        facebook: null,
        tiktok: null,
        x: null,
        website: null,
      },
      settings: {
        allowNegativeStock: false,
        lowStockThreshold: 5,
        receiptFooter: null,
        taxRate: 0,
        timezone: 'Africa/Lagos',
      },
    });
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}`,
      headers: owner.headers,
    });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ business });
  });

  it('creates from a multipart form with objects as JSON strings', async () => {
    const res = await postForm(owner, {
      ...validBusiness({ name: 'Ada Fabrics', country: 'gh', currency: 'ghs' }),
      address: '  12 Market Road ',
      phone: '+233 20 000 0000',
      email: 'Shop@Ada.example',
      socials: { whatsapp: '+233 (20) 111-2222', instagram: '@adafabrics', website: 'ada.example' },
      settings: { allowNegativeStock: true, taxRate: 7.5, receiptFooter: 'Thanks!' },
      customFields: [{ label: 'RC number', value: '12345' }],
      shopPublished: 'true',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { business } = BusinessResponseSchema.parse(res.json());
    expect(business).toMatchObject({
      name: 'Ada Fabrics',
      country: 'GH',
      currency: 'GHS',
      address: '12 Market Road',
      email: 'shop@ada.example',
      slug: 'ada-fabrics',
      shopPublished: true,
      socials: {
        whatsapp: '+233201112222',
        instagram: '@adafabrics',
        website: 'https://ada.example',
        x: null,
      },
      settings: {
        allowNegativeStock: true,
        taxRate: 7.5,
        receiptFooter: 'Thanks!',
        timezone: 'UTC',
      },
      customFields: [{ label: 'RC number', value: '12345' }],
    });
  });

  it('lists owned businesses oldest first', async () => {
    const user = await createUser(t);
    const first = await create(user, { name: 'First' });
    const second = await create(user, { name: 'Second' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/businesses',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    const { businesses } = BusinessListResponseSchema.parse(res.json());
    expect(businesses.map((b) => b.id)).toEqual([first.id, second.id]);
  });

  it('carries its categories in their order (SPEC section 3)', async () => {
    const business = await create(owner, { name: 'With categories' });
    const url = `/api/businesses/${business.id}`;
    for (const name of ['Drinks', 'Snacks']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${url}/categories`,
        headers: owner.headers,
        payload: { name },
      });
      expect(res.statusCode).toBe(201);
    }
    const one = BusinessResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url, headers: owner.headers })).json(),
    );
    expect(one.business.categories.map((c) => c.name)).toEqual(['Drinks', 'Snacks']);
    const list = BusinessListResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/businesses', headers: owner.headers })
      ).json(),
    );
    const listed = list.businesses.find((b) => b.id === business.id);
    expect(listed?.categories.map((c) => c.name)).toEqual(['Drinks', 'Snacks']);
  });

  describe('required fields (SPEC section 5 texts)', () => {
    it('refuses an empty form', async () => {
      for (const res of [
        await post(owner, {}),
        await t.app.inject({ method: 'POST', url: '/api/businesses', headers: owner.headers }),
        await postForm(owner, { name: '', description: ' ', country: '', currency: '' }),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          error: BUSINESS_MESSAGES.formEmpty,
          message: BUSINESS_MESSAGES.formEmpty,
          errorCode: 'VALIDATION_FAILED',
        });
      }
    });

    it('lists the missing required fields', async () => {
      const res = await post(owner, { description: 'x', currency: 'USD' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Missing required fields: name, country',
        message: 'Missing required fields: name, country',
        errorCode: 'VALIDATION_FAILED',
        details: [
          { field: 'name', message: 'Missing required field' },
          { field: 'country', message: 'Missing required field' },
        ],
      });
    });

    it('names a required field sent blank, on create and on update', async () => {
      const res = await postForm(owner, validBusiness({ description: '   ' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'Required field description cannot be empty',
        errorCode: 'VALIDATION_FAILED',
        details: [{ field: 'description', message: 'Required field description cannot be empty' }],
      });
      const business = await create(owner, { name: 'Blank Test' });
      const upd = await put(owner, business.id, { name: '' });
      expect(upd.statusCode).toBe(400);
      expect(upd.json().error).toBe('Required field name cannot be empty');
      const empty = await put(owner, business.id, {});
      expect(empty.json()).toMatchObject({ error: BUSINESS_MESSAGES.formEmpty });
    });

    it("answers other problems as 'Validation failed: field: message, ...'", async () => {
      const res = await post(
        owner,
        validBusiness({
          country: 'XX',
          settings: { taxRate: 101, timezone: 'Mars/Olympus' },
          customFields: Array.from({ length: 21 }, (_, i) => ({ label: `f${i}`, value: '' })),
        }),
      );
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.errorCode).toBe('VALIDATION_FAILED');
      expect(body.details.map((d: { field: string }) => d.field).sort()).toEqual([
        'country',
        'customFields',
        'settings.taxRate',
        'settings.timezone',
      ]);
      expect(body.error).toMatch(/^Validation failed: /);
      expect(body.error).toContain('settings.taxRate: Tax rate must be between 0 and 100');
      expect(body.message).toBe(body.error);

      const badJson = await postForm(owner, { ...validBusiness(), settings: '{not json' });
      expect(badJson.statusCode).toBe(400);
      expect(badJson.json().error).toBe('Validation failed: settings: Must be valid JSON');
    });
  });

  describe('slug', () => {
    it('is made from the name with a numeric suffix on collision', async () => {
      const user = await createUser(t);
      const slugs = [];
      for (let i = 0; i < 3; i++)
        slugs.push((await create(user, { name: 'Crème Brûlée Co.' })).slug);
      expect(slugs).toEqual(['creme-brulee-co', 'creme-brulee-co-2', 'creme-brulee-co-3']);
    });

    it('is editable, validated and unique (409 SLUG_TAKEN)', async () => {
      const a = await create(owner, { name: 'Slug A', slug: 'My-Corner-Shop' });
      expect(a.slug).toBe('my-corner-shop');
      const taken = await post(owner, validBusiness({ slug: 'my-corner-shop' }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        error: BUSINESS_MESSAGES.slugTaken,
        errorCode: 'SLUG_TAKEN',
      });

      const b = await create(owner, { name: 'Slug B' });
      const clash = await put(owner, b.id, { slug: 'my-corner-shop' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().errorCode).toBe('SLUG_TAKEN');
      const bad = await put(owner, b.id, { slug: 'no spaces!' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(
        'Validation failed: slug: Use lowercase letters, numbers and single hyphens',
      );
      const renamed = await put(owner, b.id, { slug: 'b-shop' });
      expect(renamed.json().business.slug).toBe('b-shop');
      const same = await put(owner, b.id, { slug: 'b-shop', name: 'Slug B2' });
      expect(same.statusCode).toBe(200);
    });
  });

  describe('the WhatsApp rule', () => {
    const whatsappError = {
      error: BUSINESS_MESSAGES.whatsappRequired,
      message: BUSINESS_MESSAGES.whatsappRequired,
      errorCode: 'WHATSAPP_REQUIRED',
    };

    it('refuses to publish a shop without a WhatsApp number', async () => {
      const created = await post(owner, validBusiness({ shopPublished: true }));
      expect(created.statusCode).toBe(400);
      expect(created.json()).toMatchObject(whatsappError);
      const business = await create(owner, { name: 'Publish Me' });
      const res = await put(owner, business.id, { shopPublished: true });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(whatsappError);
      const ok = await put(owner, business.id, {
        shopPublished: true,
        socials: { whatsapp: '+2348012345678' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().business).toMatchObject({ shopPublished: true });
    });

    it('refuses to remove the number while the shop is published', async () => {
      const business = await create(owner, {
        name: 'Published',
        shopPublished: true,
        socials: { whatsapp: '08012345678' },
      });
      for (const whatsapp of ['', null]) {
        const res = await put(owner, business.id, { socials: { whatsapp } });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject(whatsappError);
      }
      const form = await multipart({ socials: { whatsapp: '' } });
      const viaForm = await t.app.inject({
        method: 'PUT',
        url: `/api/businesses/${business.id}`,
        headers: { ...owner.headers, ...form.headers },
        payload: form.payload,
      });
      expect(viaForm.json()).toMatchObject(whatsappError);
      const both = await put(owner, business.id, {
        shopPublished: false,
        socials: { whatsapp: '' },
      });
      expect(both.statusCode).toBe(200);
      expect(both.json().business).toMatchObject({
        shopPublished: false,
        socials: { whatsapp: null },
      });
    });
  });

  it('updates partially: settings and socials merge, custom fields replace', async () => {
    const business = await create(owner, {
      name: 'Partial',
      settings: { lowStockThreshold: 3, taxRate: 5 },
      socials: { instagram: 'partial', x: 'partial_x' },
      customFields: [{ label: 'a', value: '1' }],
    });
    const form = await multipart({
      description: 'New description',
      settings: { taxRate: 10 },
      socials: { x: '' },
      customFields: [{ label: 'b', value: '2' }],
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${business.id}`,
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = BusinessResponseSchema.parse(res.json()).business;
    expect(updated).toMatchObject({
      name: 'Partial',
      description: 'New description',
      settings: { lowStockThreshold: 3, taxRate: 10, allowNegativeStock: false },
      socials: { instagram: 'partial', x: null },
      customFields: [{ label: 'b', value: '2' }],
      slug: business.slug,
    });
    expect(updated.updatedAt >= business.updatedAt).toBe(true);
  });

  it('deletes a business with everything it holds', async () => {
    const business = await create(owner, { name: 'Doomed' });
    const manager = await createUser(t);
    await t.database.db
      .insert(businessManagers)
      .values({ businessId: business.id, userId: manager.user.id, addedBy: owner.user.id });
    forgetAccessCache(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${business.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: BUSINESS_MESSAGES.deleted });
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      error: 'Business not found',
      errorCode: 'BUSINESS_NOT_FOUND',
    });
    const left = await t.database.db
      .select()
      .from(businessManagers)
      .where(eq(businessManagers.businessId, business.id));
    expect(left).toEqual([]);
  });

  describe('five businesses per user', () => {
    it('refuses the sixth', async () => {
      const user = await createUser(t);
      for (let i = 1; i <= 5; i++) await create(user, { name: `Shop ${i}` });
      const res = await post(user, validBusiness({ name: 'Shop 6' }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'Maximum of 5 businesses allowed per user',
        message: 'Maximum of 5 businesses allowed per user',
        errorCode: 'BUSINESS_LIMIT_REACHED',
      });
      // Managing other people's businesses does not count.
      const other = await createUser(t);
      const managed = await create(other, { name: 'Not mine' });
      await t.database.db
        .insert(businessManagers)
        .values({ businessId: managed.id, userId: user.user.id, addedBy: other.user.id });
      forgetAccessCache(t);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/businesses',
        headers: user.headers,
      });
      expect(list.json().businesses).toHaveLength(6);
      expect(list.json().businesses[5]).toMatchObject({ id: managed.id, role: 'manager' });
    });

    it('holds under six concurrent creates', async () => {
      const user = await createUser(t);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => post(user, validBusiness({ name: `Race ${i}` }))),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 201, 201, 201, 201, 409]);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/businesses',
        headers: user.headers,
      });
      expect(list.json().businesses).toHaveLength(5);
    });

    it('gives concurrent creates with one name distinct slugs', async () => {
      const users = await Promise.all([createUser(t), createUser(t), createUser(t)]);
      const results = await Promise.all(
        users.map((u) => post(u, validBusiness({ name: 'Same Name' }))),
      );
      expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
      const slugs = results.map((r) => r.json().business.slug as string);
      expect(new Set(slugs).size).toBe(3);
    });
  });
});
