import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The compiled server (dist/server.js, built by the suite's global setup) in a process of its own,
 * as production runs it: for the tests that stop it with SIGTERM or kill it with SIGKILL.
 */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /** Resolves with its base URL (`http://127.0.0.1:<port>`) once it says it is ready. */
  ready: Promise<string>;
  /** Resolves when it has exited, however that happened. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Starts dist/server.js with `env` on top of the test's own (PORT 0 unless given: any free port). */
export function startServer(
  env: Record<string, string>,
  { readyWithinMs = 60_000 }: { readyWithinMs?: number } = {},
): ServerProcess {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: API_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let onReady: (url: string) => void = () => undefined;
  let onFailed: (err: Error) => void = () => undefined;
  const ready = new Promise<string>((resolve, reject) => {
    onReady = resolve;
    onFailed = reject;
  });
  let isReady = false;
  const timer = setTimeout(() => {
    child.kill('SIGKILL');
    onFailed(new Error(`not ready within ${readyWithinMs / 1000} s:\n${output}`));
  }, readyWithinMs);
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    if (isReady || !output.includes('ShopBook is ready')) return;
    // Fastify logs the address it listens on before the ready line.
    const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
    if (!listening) return;
    isReady = true;
    clearTimeout(timer);
    onReady(listening[1]!);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!isReady)
        onFailed(new Error(`exited before it was ready (${code ?? signal}):\n${output}`));
      resolve({ code, signal });
    });
  });
  // A failed start is reported through `ready`; nobody awaiting it must not crash the run.
  ready.catch(() => undefined);
  return { child, output: () => output, ready, exited };
}
