import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/*
 * The compiled server (apps/api/dist/server.js, `npm run build -w @app/api`) as a child process,
 * the way `npm start` runs it (plain node, NODE_ENV=production), for the scripts that measure
 * its own memory from /proc.
 */

const BENCH_DIR = path.resolve(import.meta.dirname, '..');
export const API_DIR = path.resolve(BENCH_DIR, '..', 'apps', 'api');
export const SERVER = path.join(API_DIR, 'dist', 'server.js');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

/** VmRSS and VmHWM of a process, in kB. */
export function status(pid: number): { rss: number; hwm: number } {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)![1]);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/** The environment without the variables set to nothing. */
function withoutEmpty(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function call(
  origin: string,
  method: string,
  url: string,
  body?: object,
  token?: string,
) {
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

export async function waitReady(origin: string, child: ChildProcess) {
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

/** Starts the server on `dataDir` (and DATABASE_URL when set), ready to serve. */
export async function startServer(options: {
  dataDir: string;
  port: number;
  nodeArgs: string[];
  env?: Record<string, string>;
}) {
  const child = spawn(process.execPath, [...options.nodeArgs, SERVER], {
    cwd: API_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: withoutEmpty({
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
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
  const origin = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  try {
    await waitReady(origin, child);
  } catch (err) {
    await stopServer(child);
    throw err;
  }
  return { child, origin, pid: child.pid!, readyMs: performance.now() - started };
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
