import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveUpdates } from './live-updates.tsx';

vi.mock('#src/lib/session.ts', () => ({
  useSession: () => ({ token: 'session-token', isLoggedIn: true }),
}));

/** The browser's WebSocket, driven by the test: opened, dropped with a code. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

function renderLive() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What an open POS and dashboard hold (inactive here: invalidated, not refetched).
  client.setQueryData(['inventory', 'list', 'b1', {}], []);
  client.setQueryData(['sales', 'list', 'b1', {}], []);
  client.setQueryData(['dashboard', 'summary', 'b2'], {});
  client.setQueryData(['trial-status', 'current'], {});
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LiveUpdates />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { stale, last: () => FakeSocket.all.at(-1)! };
}

describe('LiveUpdates', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('after a server restart (1012) reconnects and refetches every business’s live data', () => {
    const { stale, last } = renderLive();
    expect(FakeSocket.all).toHaveLength(1);
    expect(last().url).toMatch(/\/ws\?token=session-token$/);
    act(() => last().open());
    // The first connect: the screen's data was just fetched.
    expect(stale(['inventory', 'list', 'b1', {}])).toBe(false);

    act(() => last().drop(1012));
    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeSocket.all).toHaveLength(2);
    expect(stale(['inventory', 'list', 'b1', {}])).toBe(false);
    act(() => last().open());
    // Changes signalled while it was away were lost: all of it is fetched again.
    expect(stale(['inventory', 'list', 'b1', {}])).toBe(true);
    expect(stale(['sales', 'list', 'b1', {}])).toBe(true);
    expect(stale(['dashboard', 'summary', 'b2'])).toBe(true);
    expect(stale(['trial-status', 'current'])).toBe(true);
  });

  it('a restart longer than the 5 tries still ends connected, within 10 s of the server’s return', () => {
    const { stale, last } = renderLive();
    act(() => last().open());
    act(() => last().drop(1012));
    // Down 3 minutes: every try refused, never given up.
    let elapsed = 0;
    while (elapsed < 180_000) {
      act(() => vi.advanceTimersByTime(1_000));
      elapsed += 1_000;
      if (last().readyState === 0) act(() => last().drop(1006));
    }
    // Back up: the next try, at most 10 s later, connects.
    const before = FakeSocket.all.length;
    act(() => vi.advanceTimersByTime(10_000));
    expect(FakeSocket.all).toHaveLength(before + 1);
    act(() => last().open());
    expect(stale(['inventory', 'list', 'b1', {}])).toBe(true);
  });
});
