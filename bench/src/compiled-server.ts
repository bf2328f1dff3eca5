import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The compiled server (apps/api/dist/server.js, `npm run build`) as `npm start` runs it, on a copy
 * of the bench's data: what server-rss.ts measures the memory of and felt.ts drives a browser at.
 */

const BENCH_DIR = path.resolve(import.meta.dirname, '..');
export const API_DIR = path.resolve(BENCH_DIR, '..', 'apps', 'api');
export const SERVER = path.join(API_DIR, 'dist', 'server.js');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitReady(origin: string, child: ChildProcess) {
  for (let waited = 0; waited < 120_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error('the server was not ready within 120 s');
}

/** The environment without the variables set to nothing (a way to unset one). */
function withoutEmpty(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

export interface CompiledServer {
  child: ChildProcess;
  origin: string;
  /** The copy of the bench's data the server runs on. */
  dataDir: string;
  /** From the spawn to the first answer of /api/health. */
  readyMs: number;
  /** SIGTERM, wait for the exit, and remove the copied data (unless `keepData`: the caller does). */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/**
 * Starts dist/server.js on a copy of `benchDataDir` (PGlite's files, the JWT secret, VAPID keys;
 * on PostgreSQL the bench's database itself, through DATABASE_URL) and resolves once it answers.
 */
export async function startCompiledServer(options: {
  benchDataDir: string;
  port?: number;
  nodeArgs?: string[];
  env?: Record<string, string>;
  stdout?: 'ignore' | 'inherit';
}): Promise<CompiledServer> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: npm run build -w @app/api`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
  if (existsSync(options.benchDataDir)) cpSync(options.benchDataDir, dataDir, { recursive: true });
  rmSync(path.join(dataDir, 'server.lock'), { force: true });
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? ['--expose-gc']), SERVER], {
    cwd: API_DIR,
    stdio: ['ignore', options.stdout ?? 'ignore', 'inherit'],
    env: withoutEmpty({
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // As the bench's app: many shops behind X-Forwarded-For, and the owner's trial never ends.
      TRUST_PROXY: 'true',
      FREE_TRIAL_DAYS: '36500',
      // As scripts/start.mjs sets them (ADR 048).
      MALLOC_MMAP_THRESHOLD_: '131072',
      MALLOC_TRIM_THRESHOLD_: '131072',
      ...options.env,
    }),
  });
  const stop = async ({ keepData = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  const started = performance.now();
  try {
    await waitReady(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, origin, dataDir, readyMs: performance.now() - started, stop };
}

/** A JSON call to the server, from a shop of its own (X-Forwarded-For). */
export async function callServer(
  origin: string,
  method: string,
  url: string,
  body?: object,
  token?: string,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: {
      'x-forwarded-for': '10.255.255.4',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}
