import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionPlugin } from './compression.ts';

const logs: { level: number; msg?: string }[] = [];
const app = Fastify({
  logger: {
    level: 'info',
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(JSON.parse(chunk.toString()) as { level: number; msg?: string });
        done();
      },
    }),
  },
});

// Big and varied enough that brotli is still working when the client hangs up.
const rows = Array.from({ length: 40_000 }, (_, i) => ({
  id: `${i}-${Math.random().toString(36).slice(2)}`,
  name: `Product ${i} ${Math.random().toString(36)}`,
  price: Math.round(Math.random() * 1e6),
}));

beforeAll(async () => {
  await app.register(compressionPlugin);
  app.get('/rows', async () => ({ rows }));
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** GET /rows as a browser would, hanging up as soon as the answer's head arrives. */
function getAndHangUp(port: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const req = request(
      { port, host: '127.0.0.1', path: '/rows', headers: { 'accept-encoding': 'br, gzip' } },
      (res) => {
        const encoding = res.headers['content-encoding'];
        res.destroy();
        resolve(encoding);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('compressed answers', () => {
  it('a JSON answer over 1 KiB comes as brotli and reads back whole', async () => {
    const res = await app.inject({ url: '/rows', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual({ rows });
  });

  it('a client hanging up mid-answer is not logged as a server error', async () => {
    const { port } = app.server.address() as { port: number };
    for (let i = 0; i < 5; i++) expect(await getAndHangUp(port)).toBe('br');
    // Give the server's side of each closed stream time to settle and log.
    await new Promise((r) => setTimeout(r, 500));
    expect(logs.filter((l) => l.level >= 50)).toEqual([]);
  });
});
