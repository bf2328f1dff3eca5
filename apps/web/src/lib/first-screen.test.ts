import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AfterFirstScreen,
  firstScreenShown,
  PRESENTED_WAIT_MS,
  resetFirstScreenForTests,
  useFirstScreenShown,
  whenFirstScreenShown,
} from './first-screen.tsx';

describe('what waits for the first screen', () => {
  beforeEach(() => {
    resetFirstScreenForTests();
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => vi.useRealTimers());

  it('goes once the shown screen has been painted (the next frame, then a task) and presented, not before', async () => {
    let released = false;
    void whenFirstScreenShown().then(() => {
      released = true;
    });
    firstScreenShown();
    await Promise.resolve();
    expect(released).toBe(false);
    vi.advanceTimersToNextFrame();
    await Promise.resolve();
    expect(released).toBe(false);
    vi.advanceTimersByTime(0);
    await Promise.resolve();
    expect(released).toBe(false);
    // No largest-paint reports here (Node's PerformanceObserver has none): the wait's bound.
    vi.advanceTimersByTime(PRESENTED_WAIT_MS);
    await vi.waitFor(() => expect(released).toBe(true));
    // Then for the rest of the visit.
    await expect(whenFirstScreenShown()).resolves.toBeUndefined();
  });

  it('lets each waiting listener go in a task of its own', async () => {
    vi.useRealTimers();
    const calls: string[] = [];
    const waits = ['a', 'b', 'c'].map((name) =>
      whenFirstScreenShown().then(() => {
        calls.push(name);
        // Queued now, it runs before the next listener only if that one waits for a later task.
        setTimeout(() => calls.push(`after ${name}`), 0);
      }),
    );
    firstScreenShown();
    await Promise.all(waits);
    expect(calls.indexOf('after a')).toBeGreaterThan(-1);
    expect(calls.indexOf('after a')).toBeLessThan(calls.indexOf('c'));
  });

  it('goes at the largest paint the browser reports after the commit, where it reports them', async () => {
    type Entries = { getEntries: () => { startTime: number }[] };
    const observers: {
      callback: (list: Entries) => void;
      types: string[];
      disconnected: boolean;
    }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      record: (typeof observers)[number];
      constructor(callback: (list: Entries) => void) {
        this.record = { callback, types: [], disconnected: false };
        observers.push(this.record);
      }
      observe({ type }: { type: string }) {
        this.record.types.push(type);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    try {
      let released = false;
      void whenFirstScreenShown().then(() => {
        released = true;
      });
      firstScreenShown();
      // The next frame, then a task; short of the wait's bound.
      vi.advanceTimersByTime(PRESENTED_WAIT_MS / 2);
      expect(observers).toHaveLength(1);
      expect(observers[0]!.types).toEqual(['largest-contentful-paint']);
      await Promise.resolve();
      expect(released).toBe(false);

      // A paint reported now but of a frame before the commit does not count.
      observers[0]!.callback({ getEntries: () => [{ startTime: -1 }] });
      await Promise.resolve();
      expect(released).toBe(false);
      observers[0]!.callback({ getEntries: () => [{ startTime: performance.now() }] });
      await vi.waitFor(() => expect(released).toBe(true));
      expect(observers[0]!.disconnected).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('re-renders what waited once the screen is shown, and later mounts start shown', async () => {
    vi.useRealTimers();
    const waiting = renderHook(() => useFirstScreenShown());
    expect(waiting.result.current).toBe(false);
    act(() => firstScreenShown());
    await vi.waitFor(() => expect(waiting.result.current).toBe(true));
    expect(renderHook(() => useFirstScreenShown()).result.current).toBe(true);
  });

  it('renders nothing in the prerender and while hydrating, even once the screen counts as shown', async () => {
    vi.useRealTimers();
    firstScreenShown();
    await whenFirstScreenShown();
    const page = () =>
      createElement(
        'div',
        null,
        createElement(AfterFirstScreen, null, createElement('span', null, 'deferred')),
        createElement('p', null, 'content'),
      );
    // The build's prerender ran past MAX_WAIT_MS: its markup still has no deferred part.
    const markup = renderToString(page());
    expect(markup).toBe('<div><p>content</p></div>');

    // React adopts that markup as it is (no mismatch, nothing rendered again), then shows the part.
    const container = document.createElement('div');
    container.innerHTML = markup;
    const content = container.querySelector('p');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: recoverable });
    });
    await vi.waitFor(() => expect(container.textContent).toBe('deferredcontent'));
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(content);
  });
});
