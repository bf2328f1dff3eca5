import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '#src/db/schema/index.ts';
import { createTestDatabase, TEST_DB_KIND } from '#test/app.ts';
import { startHoldingSink } from '#test/smtp-sink.ts';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = 4401;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/**
 * SIGTERM to the real server (dist/server.js in its own process, on PostgreSQL): it stops taking
 * connections, lets a request in flight and a job in flight finish, and exits 0 within 10 s.
 */
describe.skipIf(TEST_DB_KIND !== 'postgres')('graceful shutdown on SIGTERM', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let sink: Awaited<ReturnType<typeof startHoldingSink>>;
  let server: ChildProcess | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    sink = await startHoldingSink(0);
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await sink.close();
    await database.drop();
  });

  it(
    'finishes the request and the job in flight, then exits 0 within 10 s',
    { timeout: 60_000 },
    async () => {
      // The compiled server, as production runs it (built by the suite's global setup).
      server = spawn(process.execPath, [path.join('dist', 'server.js')], {
        cwd: API_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(PORT),
          DATABASE_URL: database.url,
          DATA_DIR: `/tmp/shopbook-shutdown-${randomBytes(4).toString('hex')}`,
          JWT_SECRET: randomBytes(32).toString('hex'),
          SMTP_URL: sink.url,
          WEB_DIST: '/nonexistent',
          JOBS_POLL_MS: '100',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
      server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
      const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve));
      await until(
        () => output.includes('ShopBook is ready'),
        30_000,
        `the server to start: ${output}`,
      );

      // A job in flight: the SMTP server holds its answer.
      await database.db.execute(sql`
      insert into jobs (name, payload) values ('send_email',
        ${JSON.stringify({ to: 'inflight@example.com', subject: 'In flight', text: 'x' })}::jsonb)`);
      await until(() => sink.pending.length === 1, 10_000, 'the job to reach SMTP');

      // A request in flight: its body arrives in two parts, SIGTERM between them.
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' });
      const socket = net.connect(PORT, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (d: Buffer) => (answer += d.toString()));
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      await sleep(200);

      const termAt = Date.now();
      server.kill('SIGTERM');
      await until(() => output.includes('shutting down'), 5_000, 'the server to see SIGTERM');
      await sleep(300);
      // No new connections once it is stopping.
      const refused = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.status,
        () => 'refused',
      );
      expect(refused === 'refused' || refused === 503).toBe(true);

      socket.write(body.slice(10));
      await until(() => answer.includes('\r\n\r\n'), 5_000, 'the request in flight to be answered');
      expect(answer).toMatch(/^HTTP\/1\.1 401 /);

      await sleep(500);
      expect(server.exitCode).toBeNull(); // still waiting for the job
      sink.release();
      const code = await exited;
      const took = Date.now() - termAt;
      expect({ code, took, output: output.slice(-1500) }).toMatchObject({ code: 0 });
      expect(took).toBeLessThan(10_000);
      expect(sink.accepted).toEqual(['inflight@example.com']);
      const [left] = await database.db.select({ n: count() }).from(jobs);
      expect(left?.n).toBe(0);
      socket.destroy();
    },
  );
});
