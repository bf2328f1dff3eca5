import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '#test/server-process.ts';

/**
 * ADR 022: the server run through the tsx loader sometimes never exited on SIGTERM.
 * Production now runs the compiled bundle with plain node; this starts it and stops it with
 * SIGTERM again and again, and each stop must end with code 0 within 10 s. On PGlite only: the
 * hang was in the process, not the database, and a start costs ~2 s of PGlite's WebAssembly.
 */
const ROUNDS = Number(process.env.SHUTDOWN_ROUNDS ?? 50);
const EXIT_WITHIN_MS = 10_000;

describe.skipIf(process.env.TEST_DB === 'postgres')('the compiled server on SIGTERM', () => {
  let dataDir: string;
  // dist/server.js is built by the suite's global setup (test/global-setup.ts).
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shopbook-shutdown-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Starts dist/server.js, waits until it is ready, SIGTERMs it; resolves with the exit code and time. */
  const startAndStop = async () => {
    const server = startServer({ NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' });
    await server.ready;
    const stoppedAt = performance.now();
    server.child.kill('SIGTERM');
    const killer = setTimeout(() => server.child.kill('SIGKILL'), EXIT_WITHIN_MS + 5_000);
    const { code, signal } = await server.exited;
    clearTimeout(killer);
    return { code, signal, exitMs: performance.now() - stoppedAt };
  };

  it(`starts and stops ${ROUNDS} times in a row, each exit with code 0 within 10 s`, async () => {
    const exits: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const { code, signal, exitMs } = await startAndStop();
      expect({ round, code, signal }).toEqual({ round, code: 0, signal: null });
      expect(exitMs, `round ${round}`).toBeLessThan(EXIT_WITHIN_MS);
      exits.push(exitMs);
    }
    console.log(
      `${ROUNDS} SIGTERM exits: slowest ${Math.round(Math.max(...exits))} ms, median ${Math.round(
        exits.sort((a, b) => a - b)[Math.floor(exits.length / 2)]!,
      )} ms`,
    );
  }, 600_000);
});
