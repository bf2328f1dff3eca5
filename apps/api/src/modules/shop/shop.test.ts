import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicShop, ShopOrder } from '@app/contracts';
import { businesses, inventoryItems, sales } from '#src/db/schema/index.ts';
import { createTestContext, DAY, TEST_DB_KIND, type TestContext } from '#test/app.ts';
import { createUser, forgetAccessCache } from '#test/builders.ts';
import { image, multipart } from '#test/businesses.ts';
import {
  createItem,
  createShop,
  stockMismatches,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { VERSION_CHECK_MS } from './shop-catalog.service.ts';

describe('the public shop and its orders', () => {
  let t: TestContext;
  let shop: Shop;
  let slug: string;
  const XSS = `<script>alert("x")</script>"><img src=x onerror=alert(1)>`;

  async function publish(s: Shop, whatsapp = '+234 801 234 5678') {
    const [row] = await t.database.db
      .update(businesses)
      .set({ shopPublished: true, socials: { whatsapp }, updatedAt: new Date() })
      .where(eq(businesses.id, s.businessId))
      .returning();
    forgetAccessCache(t);
    return row!.slug;
  }
  const getShop = (identifier: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/shop/${identifier}`, headers });
  const order = (identifier: string, payload: object, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `/api/shop/${identifier}/orders`,
      payload,
      remoteAddress: ip,
    });
  const customer = { customerName: 'Ada', customerPhone: '+2348000000000', fulfilment: 'pickup' };

  let dist: string;
  const serverTimes = new Map<string, number>();
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'shopbook-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="ShopBook"><title>ShopBook</title></head><body></body></html>',
    );
    writeFileSync(
      path.join(dist, 'shop.html'),
      '<!doctype html><html><head><meta name="description" content="Order"><title>Shop online</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestContext(
      { WEB_DIST: dist, PUBLIC_URL: 'https://shop.example' },
      {
        // The server's own time per answer, from request to the last byte handed to the socket.
        setup: (app) => {
          app.addHook('onResponse', async (request, reply) => {
            serverTimes.set(request.id, reply.elapsedTime);
          });
        },
      },
    );
    shop = await createShop(t);
    slug = await publish(shop);
  });
  afterAll(() => t.close());

  it('answers unknown, unpublished and expired shops with the same 404', async () => {
    const hidden = await createShop(t);
    const expired = await createShop(
      t,
      await createUser(t, { createdAt: new Date(Date.now() - 400 * DAY) }),
    );
    await publish(expired);
    const bodies = [];
    for (const id of ['no-such-shop', hidden.businessId, expired.businessId, 'weird%20id']) {
      const res = await getShop(id);
      expect(res.statusCode, id).toBe(404);
      bodies.push(res.body);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toEqual({
      error: 'Shop not found',
      message: 'Shop not found',
      errorCode: 'SHOP_NOT_FOUND',
    });
    // A NUL in the path is refused before any lookup, like every other text input.
    expect((await getShop('%00weird')).statusCode).toBe(400);
    const ordered = await order(hidden.businessId, { ...customer, lines: [] });
    expect([400, 404]).toContain(ordered.statusCode);
  });

  it('shows only items shown in the shop, by slug or id, with availability', async () => {
    const shown = await createItem(t, shop, { name: 'Jollof rice', price: 1500, stock: 40 });
    const low = await createItem(t, shop, { name: 'Puff puff', price: 200, stock: 2 });
    const hidden = await createItem(t, shop, { name: 'Secret sauce', price: 99, stock: 5 });
    await t.app.inject({
      method: 'PATCH',
      url: shop.url(`/inventory/${hidden.id}/settings/show-in-shop`),
      headers: shop.owner.headers,
      payload: { showInShop: false },
    });
    for (const id of [slug, shop.businessId, slug.toUpperCase()]) {
      const res = await getShop(id);
      expect(res.statusCode, id).toBe(200);
      const body = res.json().shop as PublicShop;
      expect(body.items.map((i) => i.name)).toEqual(['Jollof rice', 'Puff puff']);
      expect(res.body).not.toContain('Secret sauce');
      expect(res.body).not.toContain('"cost"');
      expect(body.items.find((i) => i.id === shown.id)).toMatchObject({
        price: 1500,
        availability: 'in_stock',
        stock: null,
      });
      expect(body.items.find((i) => i.id === low.id)?.availability).toBe('low');
    }
  });

  it('answers 304 to a matching ETag and sees every change at once', async () => {
    const first = await getShop(slug);
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toContain('max-age=60');
    expect((await getShop(slug, { 'if-none-match': etag })).statusCode).toBe(304);
    await createItem(t, shop, { name: 'Zobo drink', price: 300, stock: 10 });
    t.clock.advance(VERSION_CHECK_MS);
    const changed = await getShop(slug, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().shop.items.map((i: { name: string }) => i.name)).toContain('Zobo drink');

    const settings = await t.app.inject({
      method: 'PUT',
      url: shop.url('/shop-settings'),
      headers: shop.owner.headers,
      payload: { hidePrices: true, showStock: true, accentColor: '#AA3300' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    t.clock.advance(VERSION_CHECK_MS);
    const after = (await getShop(slug)).json().shop as PublicShop;
    expect(after.accentColor).toBe('#aa3300');
    expect(after.items.every((i) => i.price === null && typeof i.stock === 'number')).toBe(true);
    await t.app.inject({
      method: 'PUT',
      url: shop.url('/shop-settings'),
      headers: shop.owner.headers,
      payload: { hidePrices: false, showStock: false },
    });
    t.clock.advance(VERSION_CHECK_MS);
  });

  it('prices orders itself, refuses hidden and unknown items, and links to WhatsApp', async () => {
    const items = (await getShop(slug)).json().shop.items as PublicShop['items'];
    const rice = items.find((i) => i.name === 'Jollof rice')!;
    const hiddenId = (
      await t.database.db
        .select({ id: inventoryItems.id })
        .from(inventoryItems)
        .where(eq(inventoryItems.name, 'Secret sauce'))
    )[0]!.id;
    const refused = await order(slug, { ...customer, lines: [{ itemId: hiddenId, quantity: 1 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].message).toBe('This item is not available in the shop');
    const unknown = await order(slug, {
      ...customer,
      lines: [{ itemId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(400);

    const res = await order(slug, {
      ...customer,
      note: 'Extra pepper',
      lines: [{ itemId: rice.id, quantity: 3, price: 1, unitPrice: 1, total: 3 }],
      total: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().order;
    expect(placed.total).toBe(4500);
    expect(placed.reference).toMatch(/^[A-Z2-9]{6}$/);
    const url = new URL(placed.whatsappUrl);
    expect(url.origin + url.pathname).toBe('https://wa.me/2348012345678');
    const text = url.searchParams.get('text')!;
    expect(text).toContain(placed.reference);
    expect(text).toContain('3 x Jollof rice');
    expect(text).toContain('Total: ₦4,500.00');
    expect(text).toContain('Note: Extra pepper');

    // The owner finds it among their notifications too.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?platform=web',
      headers: shop.owner.headers,
    });
    expect(mine.json().notifications[0]).toMatchObject({
      title: `New shop order ${placed.reference}`,
      read: false,
    });
  });

  it('lets the owner move an order on and completes it into one sale, even twice at once', async () => {
    const items = (await getShop(slug)).json().shop.items as PublicShop['items'];
    const rice = items.find((i) => i.name === 'Jollof rice')!;
    const placed = (
      await order(slug, { ...customer, lines: [{ itemId: rice.id, quantity: 2 }] }, '10.0.0.2')
    ).json().order;
    const list = await t.app.inject({
      method: 'GET',
      url: shop.url('/orders?status=new'),
      headers: shop.owner.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().newCount).toBeGreaterThanOrEqual(1);
    expect(list.json().orders.map((o: ShopOrder) => o.id)).toContain(placed.id);

    const put = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: shop.url(`/orders/${placed.id}`),
        headers: shop.owner.headers,
        payload: { status },
      });
    expect((await put('accepted')).json().order.status).toBe('accepted');
    const completions = await Promise.all([put('completed'), put('completed'), put('completed')]);
    for (const c of completions) expect(c.statusCode, c.body).toBe(200);
    const saleIds = new Set(completions.map((c) => c.json().order.saleId));
    expect(saleIds.size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(sales)
      .where(eq(sales.businessId, shop.businessId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.total).toBe('3000.00');
    expect(rows[0]!.note).toContain(placed.reference);
    expect((await put('accepted')).statusCode).toBe(409);
    expect((await put('cancelled')).statusCode).toBe(409);
    expect(await stockMismatches(t, shop.businessId)).toEqual([]);
    const stock = await t.database.db
      .select({ stock: inventoryItems.stock })
      .from(inventoryItems)
      .where(eq(inventoryItems.id, rice.id));
    expect(stock[0]!.stock).toBe(38);
  });

  it('keeps orders to the business: strangers get 404', async () => {
    const stranger = await createUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: shop.url('/orders'),
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it('renders names inert in the link preview HTML and serves the preview image', async () => {
    const evil = await createShop(t);
    await t.database.db
      .update(businesses)
      .set({ name: `Evil ${XSS}`, description: `Desc ${XSS}` })
      .where(eq(businesses.id, evil.businessId));
    forgetAccessCache(t);
    await createItem(t, evil, { name: XSS, description: XSS, price: 10, stock: 3 });
    const evilSlug = await publish(evil);
    const html = await t.app.inject({ method: 'GET', url: `/shop/${evilSlug}` });
    expect(html.statusCode).toBe(200);
    expect(html.body).not.toContain('<script>alert');
    expect(html.body).not.toContain('<img src=x');
    expect(html.body).toContain('&lt;script&gt;');
    expect(html.body).toMatch(/<meta property="og:title" content="Evil &lt;script&gt;/);
    expect(html.body).toContain(`https://shop.example/api/shop/${evilSlug}/preview.jpg`);
    expect(html.body.match(/<title>/g)).toHaveLength(1);
    const api = await getShop(evilSlug);
    expect(api.headers['content-type']).toContain('application/json');
    // The light shop page, with the catalogue written in as inert JSON that reads back exactly.
    expect(html.body).toContain('<div id="root">');
    const embedded = /<script id="shop-data" type="application\/json">(.*?)<\/script>/s.exec(
      html.body,
    );
    expect(embedded).not.toBeNull();
    expect(embedded![1]).not.toContain('<');
    expect(JSON.parse(embedded![1]!)).toEqual(api.json());

    const unknown = await t.app.inject({ method: 'GET', url: '/shop/nobody-here' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>Shop online</title>');
    expect(unknown.body).not.toContain('shop-data');

    const preview = await t.app.inject({ method: 'GET', url: `/api/shop/${slug}/preview.jpg` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(preview.rawPayload.length).toBeLessThan(300 * 1024);
    const meta = await sharp(preview.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, 'jpeg']);
  });

  it('stores a banner and accepts only sensible settings', async () => {
    const form = await multipart({}, [
      {
        buffer: await image('png', 800, 300),
        filename: 'b.png',
        type: 'image/png',
        field: 'banner',
      },
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: shop.url('/shop-settings/banner'),
      headers: { ...shop.owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings.bannerUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const bad = await t.app.inject({
      method: 'PUT',
      url: shop.url('/shop-settings'),
      headers: shop.owner.headers,
      payload: { accentColor: 'red', openingHours: [{ day: 9, opens: '25:00', closes: '10:00' }] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 2,000 items under 50 ms once cached', async () => {
    const big = await createShop(t);
    await t.database.db.execute(sql`
      insert into inventory_items (business_id, name, price, stock)
      select ${big.businessId}, 'Item ' || g, (g % 500) + 0.5, g % 20 from generate_series(1, 2000) g`);
    const bigSlug = await publish(big);
    expect((await getShop(bigSlug)).json().shop.items).toHaveLength(2000);
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await getShop(bigSlug, { 'x-request-id': `big-${i}` });
      expect(res.statusCode).toBe(200);
      times.push(serverTimes.get(`big-${i}`)!);
    }
    times.sort((a, b) => a - b);
    console.log(
      `2,000-item shop, cached, server time: best ${times[0]!.toFixed(1)} ms, median ${times[5]!.toFixed(1)} ms`,
    );
    // The goal is set on PGlite (in process); on PostgreSQL every query is a round trip.
    // The best of ten: a busy test machine stretches single requests, never all ten.
    if (TEST_DB_KIND === 'pglite') expect(times[0]!).toBeLessThan(50);
  });
});
