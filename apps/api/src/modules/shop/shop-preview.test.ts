import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessResponseSchema } from '@app/contracts';
import { businesses, inventoryItems } from '#src/db/schema/index.ts';
import { createItem } from '#src/modules/inventory/inventory.fixtures.ts';
import { fileStore } from '#src/platform/storage.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser, forgetAccessCache } from '#test/builders.ts';
import { multipart, validBusiness } from '#test/businesses.ts';
import { startS3Server } from '#test/s3-server.ts';

type Rgb = { r: number; g: number; b: number };
const BLUE: Rgb = { r: 20, g: 60, b: 220 };
const GREEN: Rgb = { r: 30, g: 180, b: 60 };

const solid = (color: Rgb, format: 'png' | 'webp') =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();

/** The colour of one pixel of a JPEG. */
async function pixel(jpeg: Buffer, x: number, y: number): Promise<Rgb> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

const near = (a: Rgb, b: Rgb) =>
  Math.abs(a.r - b.r) <= 12 && Math.abs(a.g - b.g) <= 12 && Math.abs(a.b - b.b) <= 12;

/**
 * The link preview (1200x630 JPEG) reads the logo and product photos through the one file store:
 * with uploads in an S3-compatible bucket (s3rver) and nothing on the local disk, the logo and a
 * photo are drawn.
 */
describe('link preview with uploads in S3', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestContext;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestContext(s3.env);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('draws the logo and a product photo stored in the bucket', async () => {
    expect(fileStore(t.app.deps).kind).toBe('s3');
    const owner = await createUser(t);
    const form = await multipart(validBusiness({ name: 'Blue Logo Shop' }), [
      { buffer: await solid(BLUE, 'png'), filename: 'logo.png', type: 'image/png' },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/businesses',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const business = BusinessResponseSchema.parse(created.json()).business;
    expect(business.logo).toBeTruthy();

    const photo = `${randomBytes(16).toString('hex')}.webp`;
    await fileStore(t.app.deps).put(photo, await solid(GREEN, 'webp'), 'image/webp');
    const shop = {
      owner,
      businessId: business.id,
      url: (p: string) => `/api/businesses/${business.id}${p}`,
    };
    const item = await createItem(t, shop, { name: 'Green tea', price: 3, stock: 5 });
    await t.database.db
      .update(inventoryItems)
      .set({ image: photo })
      .where(eq(inventoryItems.id, item.id));
    const [row] = await t.database.db
      .update(businesses)
      .set({ shopPublished: true, socials: { whatsapp: '+234 801 234 5678' } })
      .where(eq(businesses.id, business.id))
      .returning();
    forgetAccessCache(t);

    const res = await t.app.inject({ method: 'GET', url: `/api/shop/${row!.slug}/preview.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    // The logo's tile: 150 px at (72, 72); the first product tile: 240 px at (72, 262).
    expect(await pixel(res.rawPayload, 147, 147)).toSatisfy((c: Rgb) => near(c, BLUE));
    expect(await pixel(res.rawPayload, 192, 382)).toSatisfy((c: Rgb) => near(c, GREEN));
  });
});
