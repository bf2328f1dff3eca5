import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, TEST_DB_KIND } from '#test/app.ts';
import { startServer } from '#test/server-process.ts';

/**
 * A server stopped with SIGTERM (a restart, a deploy) closed its sockets with
 * 1001, after which SPEC's clients never reconnect. The compiled server, as production runs it,
 * must close every open socket with 1012 (service restart) before its process exits.
 */
describe('the compiled server on SIGTERM, with live sockets open', () => {
  it('closes every socket with 1012 before it exits with 0', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shopbook-ws-restart-'));
    const database = TEST_DB_KIND === 'postgres' ? await createTestDatabase() : null;
    const server = startServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      JWT_SECRET: randomBytes(32).toString('hex'),
    });
    try {
      const base = await server.ready;
      const register = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: `restart_${randomBytes(4).toString('hex')}`,
          email: `restart-${randomBytes(4).toString('hex')}@example.com`,
          password: 'correct horse battery',
        }),
      });
      expect(register.status).toBe(201);
      const { access_token: token } = (await register.json()) as { access_token: string };

      const events: string[] = [];
      const open = (tab: number) => {
        const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/ws?token=${token}`);
        socket.on('error', () => undefined);
        const greeted = new Promise<void>((resolve) =>
          socket.on('message', (raw) => {
            if ((JSON.parse(String(raw)) as { type: string }).type === 'connected') resolve();
          }),
        );
        const closed = new Promise<{ code: number; reason: string }>((resolve) =>
          socket.on('close', (code, reason) => {
            events.push(`tab ${tab} closed`);
            resolve({ code, reason: String(reason) });
          }),
        );
        return { greeted, closed };
      };
      const tabs = [open(1), open(2)];
      await Promise.all(tabs.map((t) => t.greeted));
      void server.exited.then(() => events.push('exited'));

      server.child.kill('SIGTERM');
      for (const tab of tabs) {
        expect(await tab.closed).toEqual({ code: 1012, reason: 'server restarting' });
      }
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(events.at(-1)).toBe('exited');
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  });
});
