import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const onClient = () => true;
const inMarkup = () => false;

/**
 * False in the build's prerender and in the render that adopts its markup (hydration), true
 * right after it and in every other client render. What depends on the address or the device
 * waits for it: markup that differs from the first client render is thrown away and rendered
 * again (ADR 041).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, onClient, inMarkup);
}
