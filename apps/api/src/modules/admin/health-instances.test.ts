import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { AdminHealthResponseSchema, type AdminHealthResponse } from '@app/contracts';
import { createTestCluster, type TestCluster, type TestContext } from '#test/app.ts';
import { createUser, type TestUser } from '#test/builders.ts';
import { call } from '../auth/test-support.ts';

/**
 * Admin health with two instances on one database: whichever instance
 * answers, the health lists both with their own figures (from their heartbeats, ADR 066);
 * an instance that stops leaves the list, and one that stops beating drops out.
 */
describe('admin health across instances', () => {
  let cluster: TestCluster;
  let a: TestContext;
  let b: TestContext;
  let superAdmin: TestUser;
  beforeAll(async () => {
    cluster = await createTestCluster(2, { INSTANCE_HEARTBEAT_MS: '200' });
    [a, b] = cluster.nodes as [TestContext, TestContext];
    superAdmin = await createUser(a, { adminRole: 'super_admin' });
  });
  afterAll(() => cluster.close());

  const health = async (node: TestContext): Promise<AdminHealthResponse> => {
    const res = await call(node, {
      method: 'GET',
      url: '/api/admin/health',
      token: superAdmin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return AdminHealthResponseSchema.parse(res.json());
  };

  it('lists both instances, whichever answers, each with its id, version and figures', async () => {
    const idA = a.app.deps.instance.id;
    const idB = b.app.deps.instance.id;
    expect(idA).not.toBe(idB);
    for (const [node, self] of [
      [a, idA],
      [b, idB],
    ] as const) {
      const body = await health(node);
      expect(body.instances.map((i) => i.id).sort()).toEqual([idA, idB].sort());
      expect(body.instances.filter((i) => i.current).map((i) => i.id)).toEqual([self]);
      expect(body.process.instance_id).toBe(self);
      for (const i of body.instances) {
        expect(i.version).toBe('1.1.8');
        expect(i.rss_bytes).toBeGreaterThan(0);
        expect(i.uptime_seconds).toBeGreaterThanOrEqual(0);
        expect(Date.parse(i.last_beat_at)).toBeGreaterThan(Date.now() - 60_000);
      }
    }
  });

  it('counts a socket held by B when A answers', async () => {
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (b.app.server.address() as AddressInfo).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${superAdmin.token}`);
    await new Promise<void>((resolve, reject) => {
      socket.once('message', () => resolve());
      socket.once('error', reject);
    });
    try {
      const idB = b.app.deps.instance.id;
      // B's next beat (every 200 ms) carries the socket; A never held it.
      await expect
        .poll(async () => (await health(a)).instances.find((i) => i.id === idB)?.websocket, {
          timeout: 5_000,
        })
        .toEqual({ users: 1, connections: 1 });
      const body = await health(a);
      expect(body.websocket).toEqual({ users: 1, connections: 1 });
      expect(body.instances.find((i) => i.current)?.websocket).toEqual({
        users: 0,
        connections: 0,
      });
      // The notification screen's socket figures too: B's socket, asked of A.
      const stats = await call(a, {
        method: 'GET',
        url: '/api/notifications/admin/websocket-stats',
        token: superAdmin.token,
      });
      expect(stats.json()).toEqual({
        users: 1,
        connections: 1,
        instance_listening: true,
        instances: 2,
      });
    } finally {
      socket.close(1000);
    }
  });

  it('leaves out an instance that stopped beating, and deletes its row at the next beat', async () => {
    // An instance in another process that died 10 s ago (three missed beats of 200 ms).
    await a.database.db.execute(sql`
      insert into instance_heartbeats (id, version, started_at, beat_at, every_ms, uptime_seconds,
        rss_bytes, socket_users, socket_connections, jobs_running, jobs_done, jobs_failed,
        emails_sent, email_failures)
      values ('dead-host:1:abcdef', '1.1.7', now() - interval '1 hour', now() - interval '10 seconds',
        200, 3590, 1000, 5, 7, 0, 0, 0, 3, 0)`);
    const body = await health(a);
    expect(body.instances.map((i) => i.id)).not.toContain('dead-host:1:abcdef');
    expect(body.email.sent_since_start).toBe(
      body.instances.reduce((n, i) => n + i.email.sent_since_start, 0),
    );
    const left = await a.database.db.execute(
      sql`select count(*)::int as n from instance_heartbeats where id = 'dead-host:1:abcdef'`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('an instance that stops leaves the list at once', async () => {
    const idB = b.app.deps.instance.id;
    await b.close();
    const body = await health(a);
    expect(body.instances.map((i) => i.id)).toEqual([a.app.deps.instance.id]);
    expect(body.instances.map((i) => i.id)).not.toContain(idB);
  });
});
