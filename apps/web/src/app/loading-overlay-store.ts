import {
  LOADING_OVERLAY_FAILSAFE_MS,
  LOADING_OVERLAY_TAB_FAILSAFE_MS,
} from '@app/contracts/constants';
import { useSyncExternalStore } from 'react';

/**
 * The global loading overlay (SPEC section 4). Anyone may show it (a long save, logout); it hides
 * after a short delay so that back-to-back work does not flicker, and hides itself if nobody does.
 */
export type LoadingKind = 'tab' | 'route' | 'default';

const HIDE_DELAY_MS: Record<LoadingKind, number> = { tab: 100, route: 200, default: 300 };
const FAILSAFE_MS: Record<LoadingKind, number> = {
  tab: LOADING_OVERLAY_TAB_FAILSAFE_MS,
  route: LOADING_OVERLAY_FAILSAFE_MS,
  default: LOADING_OVERLAY_FAILSAFE_MS,
};

export interface LoadingState {
  visible: boolean;
  kind: LoadingKind;
  message?: string;
}

let state: LoadingState = { visible: false, kind: 'default' };
const listeners = new Set<() => void>();
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let failsafeTimer: ReturnType<typeof setTimeout> | undefined;

function set(next: LoadingState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function showLoadingOverlay(kind: LoadingKind = 'default', message?: string) {
  clearTimeout(hideTimer);
  clearTimeout(failsafeTimer);
  failsafeTimer = setTimeout(() => set({ visible: false, kind }), FAILSAFE_MS[kind]);
  set({ visible: true, kind, message });
}

export function hideLoadingOverlay() {
  if (!state.visible) return;
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => {
    clearTimeout(failsafeTimer);
    set({ ...state, visible: false });
  }, HIDE_DELAY_MS[state.kind]);
}

export function getLoadingState() {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoadingOverlay() {
  return useSyncExternalStore(subscribe, getLoadingState, getLoadingState);
}
