import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadResult, LoadSpec } from './load.ts';

const run = promisify(execFile);
const BENCH_DIR = path.resolve(import.meta.dirname, '..');

/**
 * Runs autocannon (src/load.ts) in a child process, so the load generator does not share an
 * event loop with what it measures; returns the result it prints last.
 */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const script = path.join(BENCH_DIR, 'src', 'load.ts');
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', script, JSON.stringify(spec)],
    { cwd: BENCH_DIR, maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!) as LoadResult;
}
