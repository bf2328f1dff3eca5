import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '#src/db/schema/index.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser, forgetAccessCache } from '#test/builders.ts';
import { createBusinessRow } from '#test/businesses.ts';
import { createItem, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';
import { VERSION_CHECK_MS } from './shop-catalog.service.ts';

/** What a shop's customers read follows the business's language. */
describe('the public shop in its business’s language', () => {
  let t: TestContext;
  let shop: Shop;
  let slug: string;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'shopbook-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>ShopBook</title></head><body></body></html>',
    );
    writeFileSync(
      path.join(dist, 'shop.html'),
      '<!doctype html><html lang="en"><head><title>Shop online</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestContext({ WEB_DIST: dist, PUBLIC_URL: 'https://shop.example' });
    const owner = await createUser(t);
    const row = await createBusinessRow(t, owner, {
      name: 'Boutique Awa',
      country: 'CI',
      currency: 'XOF',
      shopPublished: true,
      socials: { whatsapp: '+225 07 00 00 00 00' },
    });
    forgetAccessCache(t);
    slug = row.slug;
    shop = { owner, businessId: row.id, url: (p) => `/api/businesses/${row.id}${p}` };
  });
  afterAll(() => t.close());

  const setLanguage = async (language: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: shop.url(''),
      headers: shop.owner.headers,
      payload: { language },
    });
    t.clock.advance(VERSION_CHECK_MS);
    return res;
  };

  it('answers the language in the public shop, and follows a change', async () => {
    const before = await t.app.inject({ method: 'GET', url: `/api/shop/${slug}` });
    expect(before.json().shop.language).toBe('en');
    expect((await setLanguage('fr')).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/api/shop/${slug}` });
    expect(after.json().shop.language).toBe('fr');
  });

  it('writes the WhatsApp order text in French for a French business, money as in Côte d’Ivoire', async () => {
    await setLanguage('fr');
    const item = await createItem(t, shop, { name: 'Attiéké', price: 1500, stock: 10 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/shop/${slug}/orders`,
      payload: {
        customerName: 'Koffi',
        customerPhone: '+2250700000001',
        fulfilment: 'pickup',
        note: 'Sans piment',
        lines: [{ itemId: item.id, quantity: 2 }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().order;
    const text = new URL(placed.whatsappUrl).searchParams.get('text')!;
    const nbsp = /[\s\u00a0\u202f]/.source;
    expect(text).toContain(
      `Bonjour Boutique Awa, je voudrais commander (réf. ${placed.reference})`,
    );
    expect(text).toMatch(new RegExp(`Total${nbsp}: 3${nbsp}000${nbsp}F${nbsp}CFA`));
    expect(text).toContain('Retrait en boutique');
    expect(text).toMatch(new RegExp(`Remarque${nbsp}: Sans piment`));
    expect(text).not.toContain('I would like to order');
  });

  it('writes the link preview’s words and <html lang> in the business’s language', async () => {
    await setLanguage('sw');
    const page = await t.app.inject({ method: 'GET', url: `/shop/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="sw">');
    expect(page.body).toContain('<title>Boutique Awa · Nunua mtandaoni</title>');
    expect(page.body).not.toContain('Shop online');
  });

  it('writes a shop page it cannot fill (unknown, hidden) in the visitor’s language', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/shop/no-such-shop',
      headers: { 'accept-language': 'fr-CI,fr;q=0.9,en;q=0.5' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('<title>Boutique en ligne</title>');
    expect(page.body).toContain('Parcourez la boutique');
    expect(page.body).not.toContain('Shop online');
    expect(page.body).not.toContain('<html lang="en">');
    const english = await t.app.inject({ method: 'GET', url: '/shop/no-such-shop' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<title>Shop online</title>');
  });

  it('refuses an unknown language with a field error and changes nothing', async () => {
    await setLanguage('fr');
    for (const language of ['de', 'FR', '', 42, null]) {
      const res = await setLanguage(language as string);
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain('language');
    }
    const [row] = await t.database.db
      .select({ language: businesses.language })
      .from(businesses)
      .where(eq(businesses.id, shop.businessId));
    expect(row!.language).toBe('fr');
  });
});
