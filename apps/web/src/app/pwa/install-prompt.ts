import { useSyncExternalStore } from 'react';

/** Chrome's install event (not in the DOM typings yet). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
/**
 * Whether the person has started using the page (a tap, a click or a key). The install offer
 * waits for it: Chrome fires its event seconds after load, when the service worker is ready, and
 * a banner sliding in over a screen nobody has touched yet interrupts, and becomes the page's
 * largest paint on a phone (the POS's LCP went from ~1 s to ~3 s of wall time on it; ADR 023).
 */
let engaged = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * Call once at start-up, before React renders: the browser may offer the install prompt before
 * any component has mounted, and the event is not repeated.
 */
export function captureInstallPrompt() {
  const engage = () => {
    if (engaged) return;
    engaged = true;
    emit();
  };
  window.addEventListener('pointerdown', engage, { once: true, capture: true });
  window.addEventListener('keydown', engage, { once: true, capture: true });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

/** Shows the browser's own install dialog; resolves true when the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  emit();
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the browser offers installation and the person has started using the page. */
export function useCanInstall() {
  return useSyncExternalStore(
    subscribe,
    () => deferred !== null && engaged,
    () => false,
  );
}
