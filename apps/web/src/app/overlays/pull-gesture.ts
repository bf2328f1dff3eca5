import { PULL_TO_REFRESH } from '@app/contracts/constants';

/**
 * SPEC section 4's pull-to-refresh as a small state machine, free of the DOM so the rules are
 * tested alone: a pull counts once the finger has moved 30 px down from the top of the page, the
 * indicator follows it up to 120 px, letting go past 80 px refreshes, and at most once every 3 s.
 */
export interface PullGesture {
  /** Where the touch began (page at its top), or null when no pull is being tracked. */
  startY: number | null;
  /** How far the indicator is pulled, 0 until the minimum movement. */
  distance: number;
  /** When the last refresh started (ms). */
  lastRefreshAt: number;
}

export const idlePull = (lastRefreshAt = Number.NEGATIVE_INFINITY): PullGesture => ({
  startY: null,
  distance: 0,
  lastRefreshAt,
});

export function startPull(state: PullGesture, y: number, atTop: boolean): PullGesture {
  return atTop ? { ...state, startY: y, distance: 0 } : idlePull(state.lastRefreshAt);
}

export function movePull(state: PullGesture, y: number): PullGesture {
  if (state.startY === null) return state;
  const moved = y - state.startY;
  if (moved < PULL_TO_REFRESH.minMovement) return { ...state, distance: 0 };
  return { ...state, distance: Math.min(PULL_TO_REFRESH.max, moved - PULL_TO_REFRESH.minMovement) };
}

/** Letting go: whether to refresh now, and the state after. */
export function endPull(state: PullGesture, now: number): { refresh: boolean; state: PullGesture } {
  const due = now - state.lastRefreshAt >= PULL_TO_REFRESH.onceEveryMs;
  const refresh = state.startY !== null && state.distance >= PULL_TO_REFRESH.threshold && due;
  return { refresh, state: idlePull(refresh ? now : state.lastRefreshAt) };
}
