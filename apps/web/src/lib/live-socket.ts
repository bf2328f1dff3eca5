import {
  SOCKET_BACKOFF_CAP_MS,
  SOCKET_MAX_RECONNECTS,
  SOCKET_PING_MS,
} from '@app/contracts/constants';

/** SPEC section 4: 1 s doubling, cap 30 s, at most 5 tries, the counter reset after 60 s up. */
export const SOCKET_FIRST_BACKOFF_MS = 1_000;
export const SOCKET_RESET_AFTER_MS = 60_000;
/** Deliberate closes (SPEC): no reconnect. */
const FINAL_CODES = new Set([1000, 1001]);
/** The server refused the token or the origin: reconnecting would be refused again. */
const REFUSED_CODES = new Set([4401, 4403]);

export function backoffMs(attempt: number): number {
  return Math.min(SOCKET_FIRST_BACKOFF_MS * 2 ** attempt, SOCKET_BACKOFF_CAP_MS);
}

export interface SocketMessage {
  type: string;
  data: unknown;
}

interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveSocketOptions {
  url: () => string | null;
  onMessage: (message: SocketMessage) => void;
  /** After every (re)connect: fetch what was missed while away. */
  onOpen?: () => void;
  /** The server refused the session (4401). */
  onRefused?: (code: number) => void;
  createSocket?: (url: string) => SocketLike;
}

/**
 * The app's one socket: connects, pings every 25 s, reconnects with SPEC's back-off. Timers are
 * plain setTimeout/setInterval, so tests drive it with fake timers and a fake socket.
 */
export class LiveSocket {
  private socket: SocketLike | null = null;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private resetTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private stopped = true;

  constructor(private readonly options: LiveSocketOptions) {}

  get reconnectAttempts() {
    return this.attempts;
  }

  get connected() {
    return this.socket?.readyState === 1;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  /**
   * Opens a fresh socket if this one has ended for good: the server went away (1001, a deploy),
   * or the 5 tries ran out. Not a reconnect loop (SPEC: none after 1000/1001): the app calls it
   * at its periodic check and when the browser comes back online, with a fresh try counter.
   */
  revive() {
    if (this.stopped || this.socket || this.retryTimer) return;
    this.attempts = 0;
    this.connect();
  }

  stop() {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'client stopped');
    }
  }

  private clearTimers() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.resetTimer) clearTimeout(this.resetTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.retryTimer = this.resetTimer = this.pingTimer = null;
  }

  private connect() {
    const url = this.options.url();
    if (!url || this.stopped) return;
    const create = this.options.createSocket ?? ((u: string) => new WebSocket(u));
    const socket = create(url);
    this.socket = socket;
    socket.onopen = () => {
      this.pingTimer = setInterval(() => {
        if (socket.readyState === 1) socket.send(JSON.stringify({ type: 'ping' }));
      }, SOCKET_PING_MS);
      // Up for 60 s: the next failure starts again at 1 s with 5 fresh tries.
      this.resetTimer = setTimeout(() => {
        this.attempts = 0;
      }, SOCKET_RESET_AFTER_MS);
      this.options.onOpen?.();
    };
    socket.onmessage = (event) => {
      try {
        const message = JSON.parse(String(event.data)) as SocketMessage;
        if (message && typeof message.type === 'string') this.options.onMessage(message);
      } catch {
        // Not JSON: ignored.
      }
    };
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      this.clearTimers();
      this.socket = null;
      if (this.stopped || FINAL_CODES.has(event.code)) return;
      if (REFUSED_CODES.has(event.code)) {
        this.options.onRefused?.(event.code);
        return;
      }
      if (this.attempts >= SOCKET_MAX_RECONNECTS) return;
      const delay = backoffMs(this.attempts);
      this.attempts += 1;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.connect();
      }, delay);
    };
  }
}

/** ws(s)://host/ws?token=... for the page's own origin. */
export function socketUrl(token: string, location: Location = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws?token=${encodeURIComponent(token)}`;
}
