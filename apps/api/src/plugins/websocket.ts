import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { resolveToken } from '#src/modules/auth/sessions.service.ts';

/** Same-origin browsers only (or no Origin at all: native clients, tests). */
function originAllowed(origin: string | undefined, host: string | undefined, publicUrl?: string) {
  if (!origin) return true;
  try {
    const o = new URL(origin);
    if (publicUrl && o.origin === new URL(publicUrl).origin) return true;
    return o.host === host;
  } catch {
    return false;
  }
}

/**
 * The live channel at /ws?token=. Each open socket belongs to one user; events published on the
 * bus for that user (or for 'all') are pushed as `{ type, data }`. Clients ping; we answer pong.
 */
export const websocketPlugin = fp(async (app: FastifyInstance) => {
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  const sockets = new Map<string, Set<WebSocket>>();

  const unsubscribe = app.deps.bus.subscribe((event) => {
    const targets =
      event.audience === 'all'
        ? [...sockets.values()].flatMap((s) => [...s])
        : [...(sockets.get(event.audience) ?? [])];
    const message = JSON.stringify({ type: event.type, data: event.payload });
    for (const socket of targets) if (socket.readyState === socket.OPEN) socket.send(message);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    for (const set of sockets.values()) for (const s of set) s.close(1001, 'server shutting down');
  });

  app.decorate('websocketStats', () => ({
    users: sockets.size,
    connections: [...sockets.values()].reduce((n, s) => n + s.size, 0),
  }));

  app.get('/ws', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    if (!originAllowed(request.headers.origin, request.headers.host, app.deps.config.PUBLIC_URL)) {
      socket.close(4403, 'origin not allowed');
      return;
    }
    const token = (request.query as { token?: string }).token ?? '';
    const result = await resolveToken(app.deps, token);
    if (!result.ok) {
      socket.close(4401, 'invalid token');
      return;
    }
    const userId = result.auth.user.id;
    const set = sockets.get(userId) ?? new Set<WebSocket>();
    set.add(socket);
    sockets.set(userId, set);
    socket.on('message', (raw) => {
      try {
        const msg = JSON.parse(String(raw)) as { type?: string };
        if (msg.type === 'ping') socket.send(JSON.stringify({ type: 'pong', data: null }));
      } catch {
        // Not JSON: ignored, the socket stays open.
      }
    });
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) sockets.delete(userId);
    });
    socket.send(JSON.stringify({ type: 'connected', data: { userId } }));
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    websocketStats: () => { users: number; connections: number };
  }
}
