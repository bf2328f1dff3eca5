import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/*
 * What the local stand-ins for payment providers (daraja-server.ts, paystack-server.ts) share:
 * the customer's answers given later on timers, and an HTTP server that can play dead and closes
 * without waiting for keep-alive sockets.
 */

/** Answers given after a delay; `settled` waits for the ones due, `cancel` drops the rest. */
export function delayedAnswers() {
  const timers = new Set<NodeJS.Timeout>();
  return {
    later(ms: number, run: () => void) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    },
    /** Resolves once every answer due so far was given (or after `timeoutMs`). */
    async settled(timeoutMs = 5_000) {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end && timers.size > 0) await new Promise((r) => setTimeout(r, 10));
    },
    cancel() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}

/**
 * Serves `handle` with each request's whole body on 127.0.0.1. While `isDown()`, every request
 * but the fake's own `/__fake/` controls has its connection dropped, as a provider that is down.
 */
export async function listenFake(options: {
  port?: number;
  isDown: () => boolean;
  handle: (req: http.IncomingMessage, res: http.ServerResponse, raw: string) => void;
}) {
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    if (options.isDown() && !(req.url ?? '').startsWith('/__fake/')) {
      req.socket.destroy();
      return;
    }
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => options.handle(req, res, raw));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
