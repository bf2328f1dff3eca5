import {
  SOCKET_BACKOFF_CAP_MS,
  SOCKET_CLOSE,
  SOCKET_MAX_RECONNECTS,
  SOCKET_PING_MS,
} from '@app/contracts/constants';

/** SPEC section 4: 1 s doubling, cap 30 s, at most 5 tries, the counter reset after 60 s up. */
export const SOCKET_FIRST_BACKOFF_MS = 1_000;
export const SOCKET_RESET_AFTER_MS = 60_000;
/** After a 1012, past SPEC's 5 tries: a try this often, so live updates return well within 30 s. */
export const SOCKET_RESTART_RETRY_MS = 10_000;
/** Closes someone chose (SPEC: logout, a page left): no reconnect. */
const FINAL_CODES = new Set<number>([SOCKET_CLOSE.normal, SOCKET_CLOSE.goingAway]);
/** The server refused the token or the origin: reconnecting would be refused again. */
const REFUSED_CODES = new Set<number>([SOCKET_CLOSE.invalidToken, SOCKET_CLOSE.originNotAllowed]);

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
 *
 * A server that is stopping (a restart, a deploy) closes with 1012, and then the tries do not run
 * out: they go on every 10 s until a socket opens. SPEC's limit of 5 tries keeps a
 * client from knocking forever on a server that is gone or broken; a 1012 is the server's word
 * that it, or another instance, will answer again, and a restart can outlast the 5 tries' 31 s
 * (migrations at start-up, a slow deploy, a small host). Giving up there left the app without
 * live updates until its 5-minute check, and waiting for `online` or a visibility change does not
 * help a till whose POS screen never leaves the front. Every 10 s rather than at the 30 s cap:
 * live updates are back within about 10 s of the server's return (at the cap a CI run measured
 * 25 s, too close to the 30 s a POS may wait), for one refused connection every 10 s per tab
 * while it is down.
 */
export class LiveSocket {
  private socket: SocketLike | null = null;
  private attempts = 0;
  /**
   * A 1012 was seen and no socket has stayed up 60 s since. Kept across an open socket until the
   * counter's reset, so one that a stopping instance still took, or that drops again right after
   * the restart, still retries past the 5 tries.
   */
  private restarting = false;
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
   * Opens a fresh socket if this one has ended for good: the 5 tries ran out (the network or the
   * server was gone that long), or something between closed it with 1000/1001 (a proxy going
   * away). Not a reconnect loop (SPEC: none after 1000/1001): the app calls it at its periodic
   * check and when the browser comes back online, with a fresh try counter.
   */
  revive() {
    if (this.stopped || this.socket || this.retryTimer) return;
    this.attempts = 0;
    this.connect();
  }

  stop() {
    this.stopped = true;
    this.restarting = false;
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
        this.restarting = false;
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
      if (event.code === SOCKET_CLOSE.serviceRestart) this.restarting = true;
      if (this.attempts >= SOCKET_MAX_RECONNECTS && !this.restarting) return;
      // Past the 5 tries (restarting only): a try every SOCKET_RESTART_RETRY_MS.
      const delay =
        this.attempts >= SOCKET_MAX_RECONNECTS ? SOCKET_RESTART_RETRY_MS : backoffMs(this.attempts);
      this.attempts = Math.min(this.attempts + 1, SOCKET_MAX_RECONNECTS);
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
