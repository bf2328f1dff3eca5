import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUSINESS_MESSAGES, BusinessResponseSchema, type Business } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser, type TestUser } from '#test/builders.ts';
import { image, multipart, validBusiness, type FormFile } from '#test/businesses.ts';

describe('business logos', () => {
  let t: TestContext;
  let owner: TestUser;
  let uploads: string;
  beforeAll(async () => {
    t = await createTestContext();
    uploads = path.join(t.config.DATA_DIR, 'uploads');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    owner = await createUser(t);
  });

  const onDisk = (name: string) => existsSync(path.join(uploads, name));
  const png = async (w = 64, h = 48): Promise<FormFile> => ({
    buffer: await image('png', w, h),
    filename: 'logo.png',
    type: 'image/png',
  });

  async function send(method: 'POST' | 'PUT', url: string, fields: object, files: FormFile[]) {
    const form = await multipart({ ...fields }, files);
    return t.app.inject({
      method,
      url,
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
  }
  async function createWithLogo(file?: FormFile): Promise<Business> {
    const res = await send('POST', '/api/businesses', validBusiness(), file ? [file] : []);
    expect(res.statusCode, res.body).toBe(201);
    return BusinessResponseSchema.parse(res.json()).business;
  }

  it('stores an uploaded logo re-encoded as WebP within 512 px and serves it', async () => {
    const business = await createWithLogo(await png(1200, 800));
    expect(business.logo).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(business.logoUrl).toBe(`/uploads/${business.logo}`);
    const meta = await sharp(path.join(uploads, business.logo!)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 341 });

    const served = await t.app.inject({ method: 'GET', url: business.logoUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('replaces the logo, removing the old file, through PUT /logo and PUT /businesses/{id}', async () => {
    const business = await createWithLogo(await png());
    const first = business.logo!;

    const jpeg = { buffer: await image('jpeg'), filename: 'x.jpg', type: 'image/jpeg' };
    const res = await send('PUT', `/api/businesses/${business.id}/logo`, {}, [jpeg]);
    expect(res.statusCode, res.body).toBe(200);
    const { logo, logoUrl } = res.json() as { logo: string; logoUrl: string };
    expect(Object.keys(res.json()).sort()).toEqual(['logo', 'logoUrl']);
    expect(logoUrl).toBe(`/uploads/${logo}`);
    expect(onDisk(logo)).toBe(true);
    expect(onDisk(first)).toBe(false);

    const gif = { buffer: await image('gif'), filename: 'y.gif', type: 'image/gif' };
    const upd = await send('PUT', `/api/businesses/${business.id}`, { name: 'Renamed' }, [gif]);
    expect(upd.statusCode, upd.body).toBe(200);
    const updated = BusinessResponseSchema.parse(upd.json()).business;
    expect(updated.name).toBe('Renamed');
    expect(updated.logo).not.toBe(logo);
    expect(onDisk(updated.logo!)).toBe(true);
    expect(onDisk(logo)).toBe(false);
  });

  it('removes the logo with DELETE /logo, idempotently', async () => {
    const business = await createWithLogo(await png());
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/businesses/${business.id}/logo`,
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: BUSINESS_MESSAGES.logoRemoved,
        logo: null,
        logoUrl: null,
      });
    }
    expect(onDisk(business.logo!)).toBe(false);
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}`,
      headers: owner.headers,
    });
    expect(got.json().business).toMatchObject({ logo: null, logoUrl: null });
  });

  it('removes the logo file when the business is deleted', async () => {
    const business = await createWithLogo(await png());
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${business.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(onDisk(business.logo!)).toBe(false);
  });

  describe('refuses what is not a real image, and keeps nothing of it', () => {
    const invalid = { error: BUSINESS_MESSAGES.logoInvalid, errorCode: 'INVALID_IMAGE' };

    it('a text file named .png, and an SVG', async () => {
      const filesBefore = readdirSync(uploads).length;
      const fake = { buffer: Buffer.from('just some text'), filename: 'x.png', type: 'image/png' };
      const created = await send('POST', '/api/businesses', validBusiness(), [fake]);
      expect(created.statusCode).toBe(400);
      expect(created.json()).toMatchObject(invalid);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/businesses',
        headers: owner.headers,
      });
      expect(list.json().businesses).toEqual([]);

      const business = await createWithLogo(await png());
      const svg = {
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
        filename: 'x.svg',
        type: 'image/svg+xml',
      };
      for (const file of [fake, svg]) {
        const res = await send('PUT', `/api/businesses/${business.id}/logo`, {}, [file]);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject(invalid);
      }
      expect(readdirSync(uploads).length).toBe(filesBefore + 1);
      expect(onDisk(business.logo!)).toBe(true);
    });

    it('a file over 2 MB (413)', async () => {
      const business = await createWithLogo();
      const big = {
        buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1),
        filename: 'a.png',
        type: 'image/png',
      };
      const res = await send('PUT', `/api/businesses/${business.id}/logo`, {}, [big]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        error: BUSINESS_MESSAGES.logoTooLarge,
        errorCode: 'PAYLOAD_TOO_LARGE',
      });
    });

    it('no file, or a file under another name', async () => {
      const business = await createWithLogo();
      const none = await send('PUT', `/api/businesses/${business.id}/logo`, { a: 'b' }, []);
      expect(none.statusCode).toBe(400);
      expect(none.json().error).toBe(`Validation failed: logo: ${BUSINESS_MESSAGES.logoRequired}`);
      const other = await send('PUT', `/api/businesses/${business.id}/logo`, {}, [
        { ...(await png()), field: 'avatar' },
      ]);
      expect(other.statusCode).toBe(400);
      expect(other.json().details).toEqual([
        { field: 'avatar', message: 'Only one file, in the field logo, is accepted' },
      ]);
    });
  });
});
