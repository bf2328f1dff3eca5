import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock on its data directory and two processes on one directory corrupt it
 * (pglite#1106), so the server takes a lock file and a second process fails fast.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    let alive = false;
    try {
      if (pid) process.kill(pid, 0);
      alive = pid > 0;
    } catch {
      alive = false;
    }
    if (alive && pid !== process.pid) {
      throw new Error(
        `Another server (pid ${pid}) is using ${dataDir}. Stop it, or set DATA_DIR to another directory.`,
      );
    }
    rmSync(lockFile, { force: true });
  }
  const fd = openSync(lockFile, 'wx');
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return () => rmSync(lockFile, { force: true });
}
