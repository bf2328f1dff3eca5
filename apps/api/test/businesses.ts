import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { businesses } from '#src/db/schema/index.ts';
import type { TestContext } from './app.ts';
import type { TestUser } from './builders.ts';

/** The smallest valid create body. */
export const validBusiness = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mama Put Kitchen',
  description: 'Home-cooked meals, delivered',
  country: 'NG',
  currency: 'NGN',
  ...overrides,
});

export interface FormFile {
  buffer: Buffer;
  filename: string;
  type: string;
  /** The form field, `logo` unless told. */
  field?: string;
}

/**
 * A multipart body for app.inject, serialised by the platform's own FormData and Response,
 * as a browser would send it. Objects are sent as JSON strings.
 */
export async function multipart(fields: Record<string, unknown>, files: FormFile[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const file of files) {
    form.append(file.field ?? 'logo', new Blob([file.buffer], { type: file.type }), file.filename);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** A real image, drawn by sharp. */
export async function image(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width = 64,
  height = 48,
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .toFormat(format)
    .toBuffer();
}

/**
 * A business straight in the database, for tests of features that live inside a business
 * (sales, inventory, ...); tests of the businesses feature itself go through the API.
 */
export async function createBusinessRow(
  t: TestContext,
  owner: TestUser,
  overrides: Partial<typeof businesses.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(businesses)
    .values({
      ownerId: owner.user.id,
      name: 'Test Shop',
      description: 'A shop for tests',
      country: 'NG',
      currency: 'NGN',
      slug: `test-shop-${randomBytes(4).toString('hex')}`,
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
      ...overrides,
    })
    .returning();
  return row!;
}
