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
    const pid = lockHolder(dataDir);
    if (pid !== null && pid !== process.pid) {
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

/** The pid of the live process that holds `dataDir`'s lock, or null (no lock, or a stale one). */
export function lockHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, 'server.lock'), 'utf8'));
  } catch {
    return null;
  }
  if (!(pid > 0)) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    // No such process (or another user's, after a reboot reused the pid): the lock is stale.
    return null;
  }
}
