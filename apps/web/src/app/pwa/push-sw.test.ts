import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import source from '../../../public/push-sw.js?raw';

/*
 * public/push-sw.js runs inside the service worker: here it runs in a context with the parts of
 * the worker's global scope it uses, and its push and notificationclick listeners are called as
 * the browser would.
 */
const ORIGIN = 'https://shop.example';

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function loadWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async (_title: string, _options: object) => undefined);
  const openWindow = vi.fn(async () => null);
  const self = {
    location: { origin: ORIGIN },
    registration: { showNotification },
    clients: { matchAll: vi.fn(async () => windows), openWindow },
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
  };
  runInNewContext(source, { self, URL, Date, console });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { dispatch, showNotification, openWindow };
}

const pushEvent = (payload: unknown) => ({
  data: {
    json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
    text: () => String(payload),
  },
});

describe('push service worker', () => {
  it('shows the pushed notification with its text and where a tap leads', async () => {
    const sw = loadWorker();
    await sw.dispatch(
      'push',
      pushEvent({
        id: 42,
        title: 'Low stock: Soap',
        body: 'Soap is down to 4.',
        action_url: '/inventory/b1',
        created_at: '2026-11-27T03:00:00.000Z',
      }),
    );
    expect(sw.showNotification).toHaveBeenCalledWith('Low stock: Soap', {
      body: 'Soap is down to 4.',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'notification-42',
      timestamp: Date.parse('2026-11-27T03:00:00.000Z'),
      data: { id: 42, url: `${ORIGIN}/inventory/b1` },
    });
  });

  it('falls back to the notification page, and shows even an unreadable push', async () => {
    const sw = loadWorker();
    await sw.dispatch('push', pushEvent({ id: 7, title: 'Hi', body: 'x', action_url: null }));
    expect(sw.showNotification.mock.calls[0]![1]).toMatchObject({
      data: { url: `${ORIGIN}/notifications/7` },
    });
    await sw.dispatch('push', pushEvent('not json'));
    expect(sw.showNotification.mock.calls[1]![0]).toBe('ShopBook');
    await sw.dispatch(
      'push',
      pushEvent({ id: 8, title: 'Bad', action_url: 'javascript:alert(1)' }),
    );
    expect(sw.showNotification.mock.calls[2]![1]).toMatchObject({
      data: { url: `${ORIGIN}/notifications/8` },
    });
  });

  it('opens the action in the open app window, or in a new one', async () => {
    const open: FakeWindow = {
      url: `${ORIGIN}/dashboard`,
      focus: vi.fn(async () => undefined),
      navigate: vi.fn(async () => undefined),
    };
    const withWindow = loadWorker([open]);
    const close = vi.fn();
    await withWindow.dispatch('notificationclick', {
      notification: { close, data: { url: `${ORIGIN}/sales/b1` } },
    });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/sales/b1`);
    expect(withWindow.openWindow).not.toHaveBeenCalled();

    const none = loadWorker([]);
    await none.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: `${ORIGIN}/subscriptions` } },
    });
    expect(none.openWindow).toHaveBeenCalledWith(`${ORIGIN}/subscriptions`);

    // A link elsewhere opens on its own, never in the app's window.
    const external = loadWorker([open]);
    await external.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: 'https://blog.example/news' } },
    });
    expect(external.openWindow).toHaveBeenCalledWith('https://blog.example/news');
  });
});
