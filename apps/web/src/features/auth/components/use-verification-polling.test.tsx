import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { toast } from '#src/lib/toast.ts';
import type { User } from '@app/contracts';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import {
  POLL_STOPPED,
  POLL_WARNING,
  nextPollDelay,
  useVerificationPolling,
} from './use-verification-polling.ts';

const user: User = {
  id: 'u1',
  username: 'amina',
  email: 'amina@example.com',
  is_verified: false,
  is_admin: false,
  admin_role: null,
  created_at: '2026-01-01T00:00:00.000Z',
  username_changed: false,
  needs_username: false,
  language: 'en',
};

let restore: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(0);
  localStorage.clear();
});

afterEach(() => {
  restore();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function runFor(ms: number) {
  for (let t = 0; t < ms; t += 250) await act(() => vi.advanceTimersByTimeAsync(250));
}

describe('verification polling (SPEC section 4)', () => {
  it('grows 1.5x per error up to 30 s', () => {
    expect(nextPollDelay(5_000)).toBe(7_500);
    expect(nextPollDelay(7_500)).toBe(11_250);
    expect(nextPollDelay(25_312.5)).toBe(30_000);
    expect(nextPollDelay(30_000)).toBe(30_000);
  });

  it('checks every 5 s while the server answers', async () => {
    const stub = stubFetch(() => jsonResponse(200, { user }));
    restore = stub.restore;
    renderHook(() => useVerificationPolling(true, () => undefined));
    await runFor(20_000);
    expect(stub.requests.map((r) => r.at)).toEqual([5_000, 10_000, 15_000, 20_000]);
    expect(stub.requests[0]!.path).toBe('/api/auth/check');
  });

  it('backs off after errors, warns at the 3rd and stops with an error at the 5th', async () => {
    const warning = vi.spyOn(toast, 'warning');
    const error = vi.spyOn(toast, 'error');
    const stub = stubFetch(() => jsonResponse(503, {}));
    restore = stub.restore;
    renderHook(() => useVerificationPolling(true, () => undefined));
    await runFor(200_000);
    // 5 s, then +7.5 s, +11.25 s, +16.875 s, +25.3125 s; nothing after the 5th error.
    const times = stub.requests.map((r) => r.at);
    expect(times).toHaveLength(5);
    const gaps = times.map((t, i) => t - (i === 0 ? 0 : times[i - 1]!));
    const expected = [5_000, 7_500, 11_250, 16_875, 25_312.5];
    gaps.forEach((gap, i) => expect(Math.abs(gap - expected[i]!)).toBeLessThanOrEqual(250));
    expect(warning).toHaveBeenCalledTimes(1);
    expect(warning).toHaveBeenCalledWith(POLL_WARNING, expect.anything());
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(POLL_STOPPED, expect.anything());
  });

  it('an answer resets the wait to 5 s', async () => {
    let calls = 0;
    const stub = stubFetch(() =>
      ++calls === 1 ? jsonResponse(503, {}) : jsonResponse(200, { user }),
    );
    restore = stub.restore;
    renderHook(() => useVerificationPolling(true, () => undefined));
    await runFor(25_000);
    const times = stub.requests.map((r) => r.at);
    expect(times.slice(0, 3)).toEqual([5_000, 12_500, 17_500]);
  });

  it('reports a verified user and stops', async () => {
    const stub = stubFetch(() => jsonResponse(200, { user: { ...user, is_verified: true } }));
    restore = stub.restore;
    const onVerified = vi.fn();
    renderHook(() => useVerificationPolling(true, onVerified));
    await runFor(30_000);
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(onVerified.mock.calls[0]![0]).toMatchObject({ is_verified: true });
    expect(stub.requests).toHaveLength(1);
  });

  it('does nothing while disabled and stops when unmounted', async () => {
    const stub = stubFetch(() => jsonResponse(200, { user }));
    restore = stub.restore;
    const { rerender, unmount } = renderHook(
      ({ on }) => useVerificationPolling(on, () => undefined),
      {
        initialProps: { on: false },
      },
    );
    await runFor(10_000);
    expect(stub.requests).toHaveLength(0);
    rerender({ on: true });
    await runFor(5_000);
    expect(stub.requests).toHaveLength(1);
    unmount();
    await runFor(20_000);
    expect(stub.requests).toHaveLength(1);
  });
});
