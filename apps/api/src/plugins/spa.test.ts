import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/app.ts';

describe('serving the web app', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'shopbook-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>ShopBook</title>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'sw.js'), 'self.x = 1');
    t = await createTestContext({ WEB_DIST: dist });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers deep links with the app shell, never cached', async () => {
    const res = await get('/sales/123?tab=history');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("answers a screen's navigation with its route page when the build wrote one (ADR 038)", async () => {
    mkdirSync(path.join(dist, 'pages'), { recursive: true });
    writeFileSync(path.join(dist, 'pages', 'sales.html'), '<!doctype html><title>POS</title>');
    writeFileSync(path.join(dist, 'pages', 'index.html'), '<!doctype html><title>Landing</title>');
    for (const url of ['/sales', '/sales/123', '/sales/123/?tab=history']) {
      const res = await get(url);
      expect(res.body, url).toContain('<title>POS</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/')).body).toContain('<title>Landing</title>');
    // No page for the screen, or not a screen's path: the shell.
    for (const url of ['/inventory/123', '/sales/123/extra', '/SALES/1']) {
      expect((await get(url)).body, url).toBe('<!doctype html><title>ShopBook</title>');
    }
  });

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
  });

  it('serves files built after start-up (a rebuild needs no restart)', async () => {
    writeFileSync(path.join(dist, 'assets', 'late-def456.js'), 'console.log(2)');
    const res = await get('/assets/late-def456.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it('sends the build-time brotli or gzip copy the client accepts, and the plain file otherwise', async () => {
    const source = `export const big = ${JSON.stringify('x'.repeat(4000))};`;
    writeFileSync(path.join(dist, 'assets', 'big-aaa111.js'), source);
    writeFileSync(path.join(dist, 'assets', 'big-aaa111.js.br'), brotliCompressSync(source));
    writeFileSync(path.join(dist, 'assets', 'big-aaa111.js.gz'), gzipSync(source));
    const fetch = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/big-aaa111.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await fetch('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);
    const gz = await fetch('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(source);
    const plain = await fetch();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });

  it('compresses JSON answers over 1 KiB on the fly, and leaves small ones alone', async () => {
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('paths');
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers a missing asset 404 rather than the HTML shell', async () => {
    expect((await get('/assets/gone-000.js')).statusCode).toBe(404);
  });

  it('never serves files outside the build folder', async () => {
    for (const url of [
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fsecret',
    ]) {
      const res = await get(url);
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain('"workspaces"');
    }
  });

  it('keeps API 404s as JSON errors', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
  });
});

describe("the app's pages where the server offers Google sign-in (ADR 061)", () => {
  const page = (title: string) => `<!doctype html><html lang="en"><title>${title}</title></html>`;
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'shopbook-dist-'));
    mkdirSync(path.join(dist, 'pages'));
    writeFileSync(path.join(dist, 'index.html'), page('ShopBook'));
    writeFileSync(path.join(dist, 'pages', 'login.html'), page('Sign in'));
    writeFileSync(path.join(dist, 'pages', 'login.html.br'), brotliCompressSync(page('Sign in')));
    writeFileSync(path.join(dist, 'shop.html'), page('Shop'));
  });

  const fetchAll = async (config: Record<string, string>) => {
    const t = await createTestContext({ WEB_DIST: dist, ...config });
    try {
      const get = (url: string) =>
        t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      const text = async (url: string) => {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        const body = res.rawPayload;
        return res.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(body).toString()
          : body.toString();
      };
      const login = await text('/login');
      const gz = await t.app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
      const identity = await t.app.inject({ url: '/login', headers: { 'accept-encoding': '' } });
      expect(identity.headers['content-encoding']).toBeUndefined();
      const result = {
        login,
        gzipped:
          gz.headers['content-encoding'] === 'gzip' ? gunzipSync(gz.rawPayload).toString() : '',
        identity: identity.body,
        deepLink: await text('/inventory/123'),
        // What the service worker precaches.
        shell: await text('/index.html'),
        rebuilt: '',
      };
      // A rebuild (a newer file) is sent as it now is.
      const rebuilt = path.join(dist, 'pages', 'login.html');
      writeFileSync(rebuilt, page('Sign in again'));
      utimesSync(rebuilt, new Date(), new Date(Date.now() + 5_000));
      result.rebuilt = await text('/login');
      writeFileSync(rebuilt, page('Sign in'));
      return result;
    } finally {
      await t.close();
    }
  };

  it('marks <html> of every app page, and of none where it does not', async () => {
    const marked = await fetchAll({ GOOGLE_CLIENT_ID: 'client-1' });
    expect(marked.login).toBe(
      '<!doctype html><html data-google-sign-in lang="en"><title>Sign in</title></html>',
    );
    expect(marked.deepLink).toContain('<html data-google-sign-in lang="en"><title>ShopBook');
    expect(marked.shell).toContain('<html data-google-sign-in lang="en"><title>ShopBook');
    // In the encoding the client takes, and anew once the file is rebuilt.
    expect(marked.gzipped).toBe(marked.login);
    expect(marked.identity).toBe(marked.login);
    expect(marked.rebuilt).toContain('<html data-google-sign-in lang="en"><title>Sign in again');
    const plain = await fetchAll({});
    expect(plain.login).toBe('<!doctype html><html lang="en"><title>Sign in</title></html>');
    expect(plain.deepLink).not.toContain('data-google-sign-in');
    expect(plain.shell).not.toContain('data-google-sign-in');
  });
});
