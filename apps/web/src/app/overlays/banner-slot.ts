import { useSyncExternalStore } from 'react';

/**
 * The bottom banners share one place above the bottom navigation. The update banner wins: while it
 * shows, the install banner waits, so the user is asked one thing at a time.
 */
let updateVisible = false;
const listeners = new Set<() => void>();

export function setUpdateBannerVisible(visible: boolean) {
  if (visible === updateVisible) return;
  updateVisible = visible;
  listeners.forEach((listener) => listener());
}

export function useUpdateBannerVisible() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateVisible,
    () => false,
  );
}
