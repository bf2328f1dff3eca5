import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { revokeSession } from '#src/modules/auth/sessions.service.ts';
import { Writable } from 'node:stream';
import { buildApp } from '#src/app.ts';
import { parseConfig } from '#src/config/env.ts';
import { createTestContext, createTestDatabase, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import { redactTokenInUrl } from './websocket.ts';

interface Message {
  type: string;
  data: unknown;
}

/** A client that keeps every message and close, so a test can wait for the next one. */
function connect(url: string, options: WebSocket.ClientOptions = {}) {
  const socket = new WebSocket(url, options);
  const messages: Message[] = [];
  let closed: { code: number; reason: string } | null = null;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  socket.on('message', (raw) => {
    messages.push(JSON.parse(String(raw)) as Message);
    wake();
  });
  socket.on('close', (code, reason) => {
    closed = { code, reason: String(reason) };
    wake();
  });
  socket.on('error', () => undefined);

  function waitFor<T>(check: () => T | undefined | null, what: string, timeoutMs = 5_000) {
    return new Promise<T>((resolve, reject) => {
      const done = () => {
        const value = check();
        if (value === undefined || value === null) return;
        clearTimeout(timer);
        waiters.delete(done);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(done);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      waiters.add(done);
      done();
    });
  }

  return {
    socket,
    messages,
    send: (data: unknown) => socket.send(JSON.stringify(data)),
    nextMessage: (type: string) =>
      waitFor(() => {
        const i = messages.findIndex((m) => m.type === type);
        return i === -1 ? undefined : messages.splice(i, 1)[0];
      }, `a ${type} message`),
    closeEvent: () => waitFor(() => closed, 'the socket to close'),
    close: () => socket.close(1000),
  };
}

describe('websocket /ws', () => {
  let t: TestContext;
  let base: string;
  beforeAll(async () => {
    t = await createTestContext();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
  });
  afterAll(() => t.close());

  it('greets a valid token, then delivers that user’s events and broadcasts', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const a = connect(`${base}?token=${alice.token}`);
    const b = connect(`${base}?token=${bob.token}`);
    expect(await a.nextMessage('connected')).toEqual({
      type: 'connected',
      data: { userId: alice.user.id },
    });
    await b.nextMessage('connected');

    const payload = { id: 'n1', title: 'Low stock', body: 'Soap is running out' };
    await t.app.deps.bus.publish({ audience: alice.user.id, type: 'notification', payload });
    expect(await a.nextMessage('notification')).toEqual({ type: 'notification', data: payload });

    await t.app.deps.bus.publish({
      audience: 'all',
      type: 'notification_deleted',
      payload: { id: 'n1' },
    });
    expect((await a.nextMessage('notification_deleted')).data).toEqual({ id: 'n1' });
    expect((await b.nextMessage('notification_deleted')).data).toEqual({ id: 'n1' });
    // Bob never received Alice's own notification.
    expect(b.messages.find((m) => m.type === 'notification')).toBeUndefined();
    a.close();
    b.close();
  });

  it('answers ping with pong, including a ping sent before the greeting', async () => {
    const user = await createUser(t);
    const c = connect(`${base}?token=${user.token}`);
    await new Promise((resolve) => c.socket.once('open', resolve));
    c.send({ type: 'ping' });
    await c.nextMessage('connected');
    expect(await c.nextMessage('pong')).toEqual({ type: 'pong', data: null });
    c.send({ type: 'ping' });
    expect((await c.nextMessage('pong')).type).toBe('pong');
    c.socket.send('not json');
    c.send(null);
    c.send({ type: 'ping' });
    expect((await c.nextMessage('pong')).type).toBe('pong');
    c.close();
  });

  it('closes an invalid or missing token with 4401', async () => {
    for (const query of ['?token=not-a-jwt', '?token=a.b.c', '', '?token=x&token=y']) {
      const c = connect(`${base}${query}`);
      expect((await c.closeEvent()).code, query).toBe(4401);
    }
  });

  it('closes a foreign Origin with 4403 and accepts its own', async () => {
    const user = await createUser(t);
    const foreign = connect(`${base}?token=${user.token}`, { origin: 'https://evil.example' });
    expect((await foreign.closeEvent()).code).toBe(4403);
    expect(foreign.messages).toEqual([]);

    const port = (t.app.server.address() as AddressInfo).port;
    const own = connect(`${base}?token=${user.token}`, { origin: `http://127.0.0.1:${port}` });
    expect((await own.nextMessage('connected')).type).toBe('connected');
    own.close();
  });

  it('ends the socket with 4401 once its session is revoked (checked on ping)', async () => {
    const user = await createUser(t);
    const c = connect(`${base}?token=${user.token}`);
    await c.nextMessage('connected');
    const [, payload] = user.token.split('.');
    const { sid } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string };
    await revokeSession(t.app.deps, sid, user.user.id);
    t.clock.advance(21_000);
    try {
      c.send({ type: 'ping' });
      expect((await c.closeEvent()).code).toBe(4401);
    } finally {
      t.clock.reset();
    }
  });

  it('forgets closed sockets', async () => {
    const user = await createUser(t);
    const before = t.app.websocketStats().connections;
    const c = connect(`${base}?token=${user.token}`);
    await c.nextMessage('connected');
    expect(t.app.websocketStats().connections).toBe(before + 1);
    c.close();
    await c.closeEvent();
    await expect.poll(() => t.app.websocketStats().connections).toBe(before);
  });

  it('keeps the token out of logged URLs', () => {
    expect(redactTokenInUrl('/ws?token=abc.def.ghi')).toBe('/ws?token=[redacted]');
    expect(redactTokenInUrl('/ws?x=1&token=abc&y=2')).toBe('/ws?x=1&token=[redacted]&y=2');
    expect(redactTokenInUrl('/ws')).toBe('/ws');
  });
});

describe('websocket logging', () => {
  it('never writes the session token to the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase();
    const config = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: `/tmp/shopbook-test-ws-${process.pid}`,
      JWT_SECRET: 'x'.repeat(32),
      WEB_DIST: '/nonexistent',
    });
    const app = await buildApp({ config, database, logger: { level: 'info', stream } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      const c = connect(`ws://127.0.0.1:${port}/ws?token=secret.token.value`);
      expect((await c.closeEvent()).code).toBe(4401);
      const incoming = lines.filter((l) => l.includes('incoming request'));
      expect(incoming.some((l) => l.includes('/ws?token=[redacted]'))).toBe(true);
      expect(lines.join('\n')).not.toContain('secret.token.value');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe('websocket shutdown', () => {
  it('closes open sockets with 1012, service restart, so clients reconnect', async () => {
    const t = await createTestContext();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const user = await createUser(t);
    const c = connect(`ws://127.0.0.1:${port}/ws?token=${user.token}`);
    await c.nextMessage('connected');
    const closing = t.close();
    expect(await c.closeEvent()).toEqual({ code: 1012, reason: 'server restarting' });
    await closing;
  });
});
