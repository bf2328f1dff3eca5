import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/*
 * How `npm run backup` reaches a running PGlite server (ADR 079): a unix socket in a folder only
 * the server's user can enter (DATA_DIR/control, mode 0700; the socket itself 0600). Whoever can
 * connect can already read DATA_DIR, so the socket gives no one anything they did not have, and
 * nothing is exposed on the network. The protocol is one request line, `backup`, answered by
 * `ok <bytes>` and the backup's bytes, or `error <message>`.
 */

/** Unix socket paths are limited to 107 bytes on Linux (104 on macOS). */
const MAX_SOCKET_PATH = 100;
const REQUEST_TIMEOUT_MS = 5_000;

export const backupSocketPath = (dataDir: string) =>
  path.join(path.resolve(dataDir), 'control', 'backup.sock');

export interface BackupChannel {
  path: string;
  close(): Promise<void>;
}

/**
 * Listens for backup requests; `backup()` makes one (PGlite's dump, gzipped). One backup at a
 * time: a second request waits for the first. Null when the path is too long for a socket.
 */
export async function openBackupChannel(
  dataDir: string,
  backup: () => Promise<Buffer>,
  log: FastifyBaseLogger,
): Promise<BackupChannel | null> {
  const socketPath = backupSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn(
      { socketPath },
      'backup channel not opened: DATA_DIR is too long a path for a unix socket; ' +
        '`npm run backup` works only with the server stopped',
    );
    return null;
  }
  const dir = path.dirname(socketPath);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  // A socket left by a killed server: the data-dir lock says no other server is running.
  rmSync(socketPath, { force: true });

  let queue: Promise<unknown> = Promise.resolve();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A connection that never says what it wants does not stay open.
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => {
      if (request.indexOf('\n') < 0) socket.destroy();
    });
    socket.on('error', (err) => log.warn({ err }, 'backup channel connection failed'));
    let request = '';
    const onData = (chunk: Buffer) => {
      request += chunk.toString('latin1');
      if (request.length > 64) return void socket.destroy();
      const end = request.indexOf('\n');
      if (end < 0) return;
      socket.off('data', onData);
      if (request.slice(0, end).trim() !== 'backup') {
        return void socket.end('error unknown request\n');
      }
      const started = performance.now();
      const run = queue.then(backup);
      queue = run.catch(() => undefined);
      run.then(
        (bytes) => {
          log.info(
            { bytes: bytes.length, ms: Math.round(performance.now() - started) },
            'backup taken through the backup channel',
          );
          socket.write(`ok ${bytes.length}\n`);
          socket.end(bytes);
        },
        (err: unknown) => {
          log.error({ err }, 'backup through the backup channel failed');
          socket.end(`error ${String((err as Error).message ?? err).replace(/\n/g, ' ')}\n`);
        },
      );
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  server.unref();
  return {
    path: socketPath,
    // At shutdown: a backup being sent is cut (the command says so and leaves no file).
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        rmSync(socketPath, { force: true });
      }),
  };
}

/** Asks the server running on `dataDir` for a backup; its bytes, or an error saying why not. */
export function requestBackup(dataDir: string): Promise<Buffer> {
  const socketPath = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write('backup\n'));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT' || err.code === 'ECONNREFUSED'
          ? new Error(
              `The server running on ${dataDir} has no backup channel at ${socketPath} ` +
                `(a server older than this command, or DATA_DIR too long a path).`,
            )
          : err.code === 'EACCES'
            ? new Error(
                `Permission denied on ${socketPath}: run this as the user that runs the server.`,
              )
            : err,
      ),
    );
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      const header = all.subarray(0, newline < 0 ? all.length : newline).toString('latin1');
      const ok = /^ok (\d+)$/.exec(header);
      if (!ok) {
        return reject(new Error(`The server could not take the backup: ${header.slice(6)}`));
      }
      const body = all.subarray(newline + 1);
      if (body.length !== Number(ok[1])) {
        return reject(new Error(`The backup was cut short (${body.length} of ${ok[1]} bytes).`));
      }
      resolve(body);
    });
  });
}
