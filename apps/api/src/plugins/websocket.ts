import { SOCKET_CLOSE } from '@app/contracts';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RawData, WebSocket } from 'ws';
import { resolveToken } from '#src/modules/auth/sessions.service.ts';

/** Sockets that answered nothing (no message, no protocol pong) for this long are dropped. */
const HEARTBEAT_MS = 30_000;
/** A ping re-checks the session at most this often (clients ping every 25 s). */
const SESSION_RECHECK_MS = 20_000;

/** Same-origin browsers only (or no Origin at all: native clients, tests). */
function originAllowed(origin: string | undefined, host: string, publicUrl?: string) {
  if (!origin) return true;
  try {
    const o = new URL(origin);
    if (publicUrl && o.origin === new URL(publicUrl).origin) return true;
    return o.host === host;
  } catch {
    return false;
  }
}

/** The URL as logged: the session token in `?token=` must never reach the logs. */
export function redactTokenInUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

const wsLogSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: redactTokenInUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
  }),
};

/**
 * The live channel at /ws?token=. Each open socket belongs to one user; events published on the
 * bus for that user (or for 'all') are pushed as `{ type, data }`. Clients send `{type:'ping'}`
 * and get `{type:'pong'}`; each ping also re-checks the session, so a socket ends with its
 * session (logout, password change, account deletion) within one ping interval.
 */
export const websocketPlugin = fp(async (app: FastifyInstance) => {
  await app.register(websocket, {
    options: { maxPayload: 16 * 1024 },
    // Shutting down (SIGTERM: a restart, a deploy) closes with 1012, service restart:
    // clients reconnect with back-off to this server once it is back, or to another instance.
    // Not 1001: SPEC's clients never reconnect after 1000/1001, which stay for closes someone
    // chose, so 1001 here left every open app without live updates until its 5-minute check.
    // preClose runs at the start of app.close() (server.ts on SIGTERM), before in-flight requests
    // and jobs are awaited and the database closes: every socket has its close frame well before
    // the process exits. New upgrades meanwhile get Fastify's 503 (its routes are closed).
    preClose(done) {
      const server = app.websocketServer;
      for (const client of server.clients) {
        client.close(SOCKET_CLOSE.serviceRestart, 'server restarting');
      }
      // Clients that do not answer the close handshake must not hold the shutdown for 30 s.
      const force = setTimeout(() => server.clients.forEach((c) => c.terminate()), 2_000);
      server.close(() => {
        clearTimeout(force);
        done();
      });
    },
  });
  const sockets = new Map<string, Set<WebSocket>>();
  const alive = new WeakSet<WebSocket>();

  function sendToUser(userId: string, type: string, data: unknown) {
    const message = JSON.stringify({ type, data });
    for (const socket of sockets.get(userId) ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(message);
    }
  }

  const unsubscribe = app.deps.bus.subscribe((event) => {
    // 'internal:' events are for server modules (they fan out per recipient themselves).
    if (event.type.startsWith('internal:')) return;
    if (Array.isArray(event.audience)) {
      for (const userId of new Set(event.audience)) sendToUser(userId, event.type, event.payload);
      return;
    }
    const targets =
      event.audience === 'all'
        ? [...sockets.values()].flatMap((s) => [...s])
        : [...(sockets.get(event.audience) ?? [])];
    const message = JSON.stringify({ type: event.type, data: event.payload });
    for (const socket of targets) if (socket.readyState === socket.OPEN) socket.send(message);
  });

  const heartbeat = setInterval(() => {
    for (const set of sockets.values()) {
      for (const socket of set) {
        if (socket.readyState !== socket.OPEN) continue;
        if (!alive.has(socket)) {
          socket.terminate();
          continue;
        }
        alive.delete(socket);
        socket.ping();
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
  });

  app.decorate('sockets', {
    connectedUserIds: () => [...sockets.keys()],
    sendToUser,
  });

  app.decorate('websocketStats', () => ({
    users: sockets.size,
    connections: [...sockets.values()].reduce((n, s) => n + s.size, 0),
  }));

  app.get(
    '/ws',
    { websocket: true, schema: { hide: true }, logSerializers: wsLogSerializers },
    async (socket, request) => {
      // Listeners are attached before any await: messages that arrive while the token is being
      // checked are queued, and a socket closed meanwhile is never registered.
      const queued: RawData[] = [];
      let userId: string | null = null;
      let closed = false;
      let checkedAt = app.deps.now().getTime();
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
      socket.on('message', (raw) => {
        alive.add(socket);
        if (userId) void handleMessage(raw);
        else queued.push(raw);
      });
      socket.on('close', () => {
        closed = true;
        if (!userId) return;
        const set = sockets.get(userId);
        set?.delete(socket);
        if (set?.size === 0) sockets.delete(userId);
      });

      if (!originAllowed(request.headers.origin, request.host, app.deps.config.PUBLIC_URL)) {
        socket.close(SOCKET_CLOSE.originNotAllowed, 'origin not allowed');
        return;
      }
      const rawToken = (request.query as { token?: unknown }).token;
      const token = typeof rawToken === 'string' ? rawToken : '';

      async function sessionValid(): Promise<string | null> {
        const result = await resolveToken(app.deps, token);
        return result.ok ? result.auth.user.id : null;
      }

      async function handleMessage(raw: RawData) {
        let msg: unknown;
        try {
          msg = JSON.parse(String(raw));
        } catch {
          return; // Not JSON: ignored, the socket stays open.
        }
        if ((msg as { type?: unknown } | null)?.type !== 'ping') return;
        if (app.deps.now().getTime() - checkedAt >= SESSION_RECHECK_MS) {
          checkedAt = app.deps.now().getTime();
          try {
            if (!(await sessionValid())) {
              socket.close(SOCKET_CLOSE.invalidToken, 'session ended');
              return;
            }
          } catch (err) {
            request.log.warn({ err }, 'websocket session re-check failed');
          }
        }
        if (socket.readyState === socket.OPEN) {
          socket.send(JSON.stringify({ type: 'pong', data: null }));
        }
      }

      let id: string | null;
      try {
        id = await sessionValid();
      } catch (err) {
        request.log.error({ err }, 'websocket authentication failed');
        socket.close(SOCKET_CLOSE.internalError, 'try again');
        return;
      }
      if (!id) {
        socket.close(SOCKET_CLOSE.invalidToken, 'invalid token');
        return;
      }
      if (closed) return;
      userId = id;
      const set = sockets.get(id) ?? new Set<WebSocket>();
      set.add(socket);
      sockets.set(id, set);
      socket.send(JSON.stringify({ type: 'connected', data: { userId: id } }));
      for (const raw of queued.splice(0)) void handleMessage(raw);
    },
  );
});

declare module 'fastify' {
  interface FastifyInstance {
    websocketStats: () => { users: number; connections: number };
    /** This instance's open sockets, for modules that fan out per recipient. */
    sockets: {
      connectedUserIds: () => string[];
      sendToUser: (userId: string, type: string, data: unknown) => void;
    };
  }
}
