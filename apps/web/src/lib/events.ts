import { useEffect, useRef } from 'react';
import type { TrialStatus } from '@app/contracts/trial';

/**
 * App-wide events that cross feature boundaries without importing each other: the API client raises
 * them, the shell and feature hosts (subscription dialog, verification overlay, offline banner) react.
 * They are plain DOM CustomEvents on `window`, so any code (and any test) can raise or observe them.
 */
export interface AppEventMap {
  /** A request timed out, answered 408 or never reached the server. */
  'network-error': { reason: 'timeout' | 'status-408' | 'offline'; url: string };
  /** A 403 said a subscription is needed; `prompted` is false for startup/route-change checks. */
  'subscription-required': {
    message: string;
    errorCode?: string;
    trialStatus?: TrialStatus;
    requiredOperation?: string;
    upgradeUrl?: string;
    prompted: boolean;
  };
  /** The server refused a call because the email is not verified (403 verification_required). */
  'verification-required': { url: string };
  /**
   * Opens the calculator modal over any screen (the quick-action menu, a price field). A form that
   * opens it passes `onUse` to take the result ("Use as price").
   */
  'open-calculator': { onUse?: (value: string) => void; useLabel?: string; initial?: string };
  /** The session ended (logout, 401/422, expired token): feature stores drop their user data. */
  'session-ended': { reason: 'logout' | 'unauthorized' | 'expired' | 'deleted' };
}

export type AppEventName = keyof AppEventMap;

const PREFIX = 'shopbook:';

export function emitAppEvent<K extends AppEventName>(name: K, detail: AppEventMap[K]): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(PREFIX + name, { detail }));
}

/** Subscribes to an app event; returns the unsubscribe function. */
export function onAppEvent<K extends AppEventName>(
  name: K,
  handler: (detail: AppEventMap[K]) => void,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<AppEventMap[K]>).detail);
  window.addEventListener(PREFIX + name, listener);
  return () => window.removeEventListener(PREFIX + name, listener);
}

/** React binding of onAppEvent; the latest handler is always called, the listener is added once. */
export function useAppEvent<K extends AppEventName>(
  name: K,
  handler: (detail: AppEventMap[K]) => void,
): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => onAppEvent(name, (detail) => ref.current(detail)), [name]);
}
