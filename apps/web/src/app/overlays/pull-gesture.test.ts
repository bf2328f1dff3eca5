import { PULL_TO_REFRESH } from '@app/contracts/constants';
import { describe, expect, it } from 'vitest';
import { endPull, idlePull, movePull, startPull } from './pull-gesture.ts';

const pull = (from: number, to: number, lastRefreshAt?: number) =>
  movePull(startPull(idlePull(lastRefreshAt), from, true), to);

describe('pull-to-refresh (SPEC section 4)', () => {
  it('ignores movements under 30 px', () => {
    expect(pull(100, 129).distance).toBe(0);
    expect(pull(100, 140).distance).toBe(10);
  });

  it('follows the finger up to 120 px', () => {
    expect(pull(0, 500).distance).toBe(PULL_TO_REFRESH.max);
  });

  it('refreshes when let go at 80 px or more, not before', () => {
    expect(endPull(pull(0, 30 + 79), 10_000).refresh).toBe(false);
    expect(endPull(pull(0, 30 + 80), 10_000).refresh).toBe(true);
  });

  it('does not track a touch that starts below the top of the page', () => {
    const state = movePull(startPull(idlePull(), 0, false), 400);
    expect(state.distance).toBe(0);
    expect(endPull(state, 10_000).refresh).toBe(false);
  });

  it('refreshes at most once every 3 s', () => {
    const first = endPull(pull(0, 300), 10_000);
    expect(first.refresh).toBe(true);
    const again = endPull(pull(0, 300, first.state.lastRefreshAt), 12_999);
    expect(again.refresh).toBe(false);
    expect(endPull(pull(0, 300, first.state.lastRefreshAt), 13_000).refresh).toBe(true);
  });
});
