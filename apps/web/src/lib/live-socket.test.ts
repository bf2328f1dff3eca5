import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, LiveSocket, type SocketMessage } from './live-socket.ts';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent);
  }
}

function setup() {
  const messages: SocketMessage[] = [];
  const onOpen = vi.fn();
  const onRefused = vi.fn();
  const live = new LiveSocket({
    url: () => 'ws://x/ws?token=t',
    onMessage: (m) => messages.push(m),
    onOpen,
    onRefused,
    createSocket: (url) => new FakeSocket(url),
  });
  return { live, messages, onOpen, onRefused, last: () => FakeSocket.all.at(-1)! };
}

describe('LiveSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it('backs off 1 s doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(backoffMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('reconnects at 1, 2, 4, 8, 16 s and gives up after 5 tries', () => {
    const { live, last } = setup();
    live.start();
    expect(FakeSocket.all).toHaveLength(1);
    for (const delay of [1000, 2000, 4000, 8000, 16000]) {
      const before = FakeSocket.all.length;
      last().drop();
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.all).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all).toHaveLength(before + 1);
    }
    last().drop();
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(6);
  });

  it('resets the counter after 60 s connected', () => {
    const { live, last } = setup();
    live.start();
    last().drop();
    vi.advanceTimersByTime(1000);
    last().drop();
    vi.advanceTimersByTime(2000);
    expect(live.reconnectAttempts).toBe(2);
    last().open();
    vi.advanceTimersByTime(59_999);
    expect(live.reconnectAttempts).toBe(2);
    vi.advanceTimersByTime(1);
    expect(live.reconnectAttempts).toBe(0);
    last().drop();
    const before = FakeSocket.all.length;
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(before + 1);
  });

  it('reconnects after 1012, a server restarting, with the back-off from 1 s', () => {
    const { live, last, onOpen } = setup();
    live.start();
    last().open();
    last().drop(1012);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    // The server is still down: the next try waits 2 s.
    last().drop(1006);
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    last().open();
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('after a 1012 keeps trying every 10 s past the 5 tries, until a socket stays up 60 s', () => {
    const { live, last, onOpen } = setup();
    live.start();
    last().open();
    last().drop(1012);
    // A restart longer than the 5 tries' 31 s: 1, 2, 4, 8, 16, then 10 s apart, not given up.
    for (const delay of [1000, 2000, 4000, 8000, 16000, 10_000, 10_000, 10_000]) {
      const before = FakeSocket.all.length;
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.all, `${delay} ms`).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all, `${delay} ms`).toHaveLength(before + 1);
      last().drop(1006);
    }
    vi.advanceTimersByTime(10_000);
    const back = last();
    back.open();
    expect(onOpen).toHaveBeenCalledTimes(2);
    // Up for 60 s: the mode ends with the counter; a later drop gets SPEC's 5 tries, then stops.
    vi.advanceTimersByTime(60_000);
    expect(live.reconnectAttempts).toBe(0);
    const before = FakeSocket.all.length;
    for (const delay of [1000, 2000, 4000, 8000, 16000]) {
      last().drop(1006);
      vi.advanceTimersByTime(delay);
    }
    last().drop(1006);
    vi.advanceTimersByTime(300_000);
    expect(FakeSocket.all).toHaveLength(before + 5);
  });

  it('after a 1012 a socket dropped again within 60 s still retries past the 5 tries', () => {
    const { live, last } = setup();
    live.start();
    last().open();
    last().drop(1012);
    for (const delay of [1000, 2000, 4000]) {
      vi.advanceTimersByTime(delay);
      last().drop(1006);
    }
    vi.advanceTimersByTime(8000);
    // Taken by an instance that then stops without a close frame (a crash, a kill).
    last().open();
    vi.advanceTimersByTime(10_000);
    last().drop(1006);
    const before = FakeSocket.all.length;
    for (const delay of [16000, 10_000, 10_000, 10_000]) {
      vi.advanceTimersByTime(delay);
      last().drop(1006);
    }
    expect(FakeSocket.all).toHaveLength(before + 4);
    // Stopping (logout) ends the mode: nothing more.
    live.stop();
    vi.advanceTimersByTime(300_000);
    expect(FakeSocket.all).toHaveLength(before + 4);
  });

  it('does not reconnect after 1000, 1001 or a refused token', () => {
    for (const code of [1000, 1001]) {
      FakeSocket.all = [];
      const { live, last } = setup();
      live.start();
      last().open();
      last().drop(code);
      vi.advanceTimersByTime(60_000);
      expect(FakeSocket.all, String(code)).toHaveLength(1);
    }
    FakeSocket.all = [];
    const { live, last, onRefused } = setup();
    live.start();
    last().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(onRefused).toHaveBeenCalledWith(4401);
  });

  it('revives only a socket that ended for good (a 1001 from a proxy, tries run out), once', () => {
    const { live, last } = setup();
    live.start();
    last().open();
    live.revive(); // open: nothing to do
    expect(FakeSocket.all).toHaveLength(1);
    last().drop(1001);
    live.revive();
    expect(FakeSocket.all).toHaveLength(2);
    // A retry pending is left to its back-off, not doubled.
    last().drop();
    live.revive();
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(3);
    for (const delay of [2000, 4000, 8000, 16000]) {
      last().drop();
      vi.advanceTimersByTime(delay);
    }
    last().drop();
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(7);
    live.revive();
    expect(FakeSocket.all).toHaveLength(8);
    expect(live.reconnectAttempts).toBe(0);
    live.stop();
    live.revive();
    expect(FakeSocket.all).toHaveLength(8);
  });

  it('pings every 25 s while open, hands messages on and stops cleanly', () => {
    const { live, last, messages, onOpen } = setup();
    live.start();
    last().open();
    expect(onOpen).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(25_000);
    expect(last().sent).toEqual([JSON.stringify({ type: 'ping' })]);
    vi.advanceTimersByTime(25_000);
    expect(last().sent).toHaveLength(2);
    last().receive({ type: 'notification', data: { id: 1 } });
    last().onmessage?.({ data: 'nope' } as MessageEvent);
    expect(messages).toEqual([{ type: 'notification', data: { id: 1 } }]);
    live.stop();
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(last().sent).toHaveLength(2);
  });
});
