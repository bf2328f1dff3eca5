import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushToggle } from './push-toggle.tsx';

const api = vi.hoisted(() => ({
  getPushPublicKey: vi.fn(async () => 'BAAA'),
  savePushSubscription: vi.fn(async () => undefined),
  removePushSubscription: vi.fn(async () => undefined),
}));
vi.mock('../api/push.ts', () => api);

/** A browser with the Push API: its permission, its worker and its one subscription. */
function fakeBrowser(options: {
  permission: NotificationPermission;
  prompt?: NotificationPermission;
  subscribed?: boolean;
  worker?: boolean;
}) {
  let permission = options.permission;
  const subscription = {
    endpoint: 'https://push.example/device-1',
    options: { applicationServerKey: new Uint8Array([4, 0, 0]).buffer },
    toJSON: () => ({ endpoint: 'https://push.example/device-1', keys: { p256dh: 'k', auth: 'a' } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = options.subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  };
  const Notification = {
    get permission() {
      return permission;
    },
    requestPermission: vi.fn(async () => (permission = options.prompt ?? permission)),
  };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: {
      getRegistration: vi.fn(async () => (options.worker === false ? undefined : { pushManager })),
    },
    configurable: true,
  });
  return { pushManager, subscription, Notification };
}

function renderToggle() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PushToggle />
    </QueryClientProvider>,
  );
}

const toggle = () => screen.getByRole('switch', { name: 'Enable push on this device' });

describe('PushToggle', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('says when the browser cannot receive push, and cannot be switched', async () => {
    renderToggle(); // jsdom: no Push API
    expect(await screen.findByText('Not available')).toBeInTheDocument();
    expect(screen.getByText(/This browser cannot receive push notifications/)).toBeInTheDocument();
    expect(toggle()).toBeDisabled();
  });

  it('says when notifications are blocked for the site', async () => {
    fakeBrowser({ permission: 'denied' });
    renderToggle();
    expect(await screen.findByText('Blocked')).toBeInTheDocument();
    expect(screen.getByText(/Allow them in the browser's site settings/)).toBeInTheDocument();
    expect(toggle()).toBeDisabled();
    expect(toggle()).not.toBeChecked();
  });

  it('turns on: asks permission, subscribes with the server key and saves the subscription', async () => {
    const browser = fakeBrowser({ permission: 'default', prompt: 'granted' });
    renderToggle();
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await userEvent.click(toggle());
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(toggle()).toBeChecked();
    expect(browser.Notification.requestPermission).toHaveBeenCalled();
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 0, 0]),
    });
    expect(api.savePushSubscription).toHaveBeenCalledWith(browser.subscription.toJSON());
  });

  it('shows Blocked when the prompt is refused', async () => {
    fakeBrowser({ permission: 'default', prompt: 'denied' });
    renderToggle();
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Enable push on this device' }),
    );
    expect(await screen.findByText('Blocked')).toBeInTheDocument();
    expect(api.savePushSubscription).not.toHaveBeenCalled();
  });

  it('is on for a subscribed device (sent again for this user) and turns off', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    renderToggle();
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(api.savePushSubscription).toHaveBeenCalledTimes(1);
    await userEvent.click(toggle());
    await waitFor(() => expect(screen.getByText('Off')).toBeInTheDocument());
    expect(api.removePushSubscription).toHaveBeenCalledWith('https://push.example/device-1');
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('is not available without the app service worker (vite dev)', async () => {
    fakeBrowser({ permission: 'granted', worker: false });
    renderToggle();
    expect(await screen.findByText('Not available')).toBeInTheDocument();
  });
});
