/*
 * The browser's side of Web Push, shared by the notification settings (turning push on and off
 * on this device) and the session (a sign-out stops this device's pushes).
 */

/** Push needs a service worker, the Push API and notifications, in a secure context. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** How long to wait for the app's service worker on a first visit (it registers after load). */
const WORKER_WAIT_MS = 4_000;

/**
 * The app's service worker registration: the installed one, or the one registering on a first
 * visit (waited for a few seconds). None under `vite dev`, which builds no worker.
 */
export async function appRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  const installed = await navigator.serviceWorker.getRegistration();
  if (installed) return installed;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS)),
  ]);
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await appRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * On sign-out: this device stops receiving the account's pushes. The server forgets the endpoint
 * (keepalive, so it leaves even as the page changes) and the browser drops the subscription, so
 * the next account signed in here starts with push off. Best effort: a push service answers 410
 * for a dropped subscription, and the server then removes it anyway.
 */
export async function dropDevicePush(token: string): Promise<void> {
  try {
    const subscription = await currentPushSubscription();
    if (!subscription) return;
    const endpoint = encodeURIComponent(subscription.endpoint);
    await fetch(`/api/notifications/push/subscriptions?endpoint=${endpoint}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
    }).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // No service worker or push service: nothing was pushed here to stop.
  }
}

/** The server's VAPID key (URL-safe base64) as the bytes `pushManager.subscribe` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this server key (keys replaced: subscribe again). */
export function sameServerKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}
