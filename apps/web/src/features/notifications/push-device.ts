import {
  appRegistration,
  applicationServerKey,
  currentPushSubscription,
  pushSupported,
  sameServerKey,
} from '#src/lib/web-push.ts';
import { getPushPublicKey, removePushSubscription, savePushSubscription } from './api/push.ts';

/**
 * Push on this device, as the settings show it: the browser cannot (unsupported, or no service
 * worker installed yet), the user blocked notifications for the site (denied), or it is off / on.
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/**
 * Where this device stands. When it is on, the subscription is sent again: the server may have
 * dropped it (a 410 once) or another account may have had it, and it must be this user's.
 */
export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (!(await appRegistration())) return 'unsupported';
  const subscription = await currentPushSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await savePushSubscription(subscription.toJSON());
  return 'on';
}

/** Asks for permission (the browser's prompt), subscribes with the server's key and saves it. */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off'; // The prompt was dismissed: ask again next time.
  const registration = await appRegistration();
  if (!registration) return 'unsupported';
  const key = applicationServerKey(await getPushPublicKey());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameServerKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await savePushSubscription(subscription.toJSON());
  return 'on';
}

/** The server forgets this device first (so nothing more is pushed), then the browser drops it. */
export async function disablePush(): Promise<PushState> {
  const subscription = await currentPushSubscription();
  if (subscription) {
    await removePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return pushSupported() && Notification.permission === 'denied' ? 'denied' : 'off';
}
