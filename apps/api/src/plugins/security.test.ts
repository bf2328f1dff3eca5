import { UUID_PATTERN } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';
import { connectionGone, connectSources, PERMISSIONS_POLICY } from './security.ts';

describe('security headers', () => {
  let t: TestContext;
  let shop: Shop;

  beforeAll(async () => {
    t = await createTestContext({ PUBLIC_URL: 'https://shop.example.com' });
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  it('never lets a cache keep a signed-in answer', async () => {
    for (const url of [shop.url(''), shop.url('/inventory'), '/api/auth/check']) {
      const res = await t.app.inject({ method: 'GET', url, headers: shop.owner.headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Errors too: a 404 for a signed-in caller says which ids exist for them.
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/businesses/00000000-0000-4000-8000-000000000000',
      headers: shop.owner.headers,
    });
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('allows the camera for our own pages only, and nothing else powerful', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=(self)');
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
  });

  it('lets the page connect to its own origin and websocket only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src'))!;
    expect(connect.trim()).toBe("connect-src 'self' wss://shop.example.com");
    expect(connect).not.toMatch(/\sws:(\s|$)|\swss:(\s|$)/);
  });

  it('runs scripts of its own origin only, WebAssembly compiled but never eval', async () => {
    // The POS scanner's ZXing wasm (barcode-detector polyfill) needs 'wasm-unsafe-eval'.
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const script = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(script.trim()).toBe("script-src 'self' 'wasm-unsafe-eval'");
  });

  it('derives the websocket origin from PUBLIC_URL', () => {
    expect(connectSources(undefined)).toEqual(["'self'"]);
    expect(connectSources('http://localhost:3000')).toEqual(["'self'", 'ws://localhost:3000']);
    expect(connectSources('https://a.example/app')).toEqual(["'self'", 'wss://a.example']);
  });

  it('keeps a safe x-request-id and replaces anything else', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-42.abc_DEF' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42.abc_DEF');
    for (const bad of ['a b', '<script>', 'x'.repeat(65), 'line\\nbreak', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': bad },
      });
      expect(res.headers['x-request-id'], bad).toMatch(UUID_PATTERN);
    }
  });

  it('drops a request whose client hung up before routing (no address, nothing to answer)', () => {
    // Fastify's request.ip reads the socket's remote address, which is gone once it closed;
    // the rate limiter's key would otherwise throw on it.
    expect(connectionGone({ ip: undefined })).toBe(true);
    expect(connectionGone({ ip: '127.0.0.1' })).toBe(false);
  });
});
