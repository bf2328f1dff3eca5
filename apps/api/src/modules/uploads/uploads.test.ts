import { existsSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/app.ts';
import { image, multipart } from '#test/businesses.ts';
import { createItem, createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './uploads.service.ts';

/*
 * Uploaded files leave with the rows that name them: a deleted business takes its logo, item
 * images and expense receipts; a deleted account takes its businesses'. The sweeper removes
 * what no row names any more, once it is old enough not to be an upload on its way.
 */
describe('uploaded files', () => {
  let t: TestContext;
  const file = (name: string) => path.join(t.config.DATA_DIR, 'uploads', name);

  async function put(shop: Shop, url: string, field: string) {
    const form = await multipart({}, [
      { field, buffer: await image('png'), filename: 'x.png', type: 'image/png' },
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: shop.url(url),
      headers: { ...shop.owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, Record<string, string>>;
  }

  /** A business with a logo, an item image and an expense receipt: its three file names. */
  async function shopWithFiles(shop: Shop): Promise<string[]> {
    const logo = (await put(shop, '/logo', 'logo')).logo as unknown as string;
    const item = await createItem(t, shop, { name: 'Rice' });
    const itemImage = (await put(shop, `/inventory/${item.id}/image`, 'image')).item!.image!;
    const created = await t.app.inject({
      method: 'POST',
      url: shop.url('/expenses'),
      headers: shop.owner.headers,
      payload: { amount: 10, category: 'rent', paymentMethod: 'cash' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const expenseId = created.json().expense.id as string;
    const receipt = (await put(shop, `/expenses/${expenseId}/receipt`, 'receiptImage')).expense!
      .receiptImage!;
    const names = [logo, itemImage, receipt];
    for (const name of names) expect(existsSync(file(name)), name).toBe(true);
    return names;
  }

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('removes a deleted business’s logo, item images and receipts, and no one else’s', async () => {
    const doomed = await createShop(t);
    const neighbour = await createShop(t);
    const gone = await shopWithFiles(doomed);
    const kept = await shopWithFiles(neighbour);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${doomed.businessId}`,
      headers: doomed.owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const name of gone) expect(existsSync(file(name)), name).toBe(false);
    for (const name of kept) expect(existsSync(file(name)), name).toBe(true);
  });

  it('removes the files of every business of a deleted account', async () => {
    const first = await createShop(t);
    const second = await createShop(t, first.owner);
    const names = [...(await shopWithFiles(first)), ...(await shopWithFiles(second))];

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: first.owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const name of names) expect(existsSync(file(name)), name).toBe(false);
  });

  it('sweeps files no row names once they are older than the grace period', async () => {
    const shop = await createShop(t);
    const [logo] = await shopWithFiles(shop);
    const orphan = 'a'.repeat(32) + '.webp';
    const young = 'b'.repeat(32) + '.webp';
    const notOurs = 'notes.txt';
    for (const name of [orphan, young, notOurs]) await writeFile(file(name), 'x');
    const now = new Date();
    const old = new Date(now.getTime() - ORPHAN_GRACE_MS - 60_000);
    for (const name of [orphan, notOurs, logo!]) await utimes(file(name), old, old);

    expect(await sweepOrphanFiles(t.app.deps, now)).toBe(1);
    expect(existsSync(file(orphan))).toBe(false);
    expect(existsSync(file(young))).toBe(true);
    expect(existsSync(file(notOurs))).toBe(true);
    expect(existsSync(file(logo!))).toBe(true);
  });
});
