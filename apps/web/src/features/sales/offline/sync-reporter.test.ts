import { describe, expect, it } from 'vitest';
import type { QueuedSale } from './outbox-store.ts';
import {
  createSyncReporter,
  markSynced,
  queueStates,
  rememberBusinesses,
  REPORT_EVERY_MS,
  type DeviceQueueState,
} from './sync-reporter.ts';

const state = (waiting: number): DeviceQueueState => ({
  waiting,
  oldestWaitingAt: waiting ? '2026-03-02T08:00:00.000Z' : null,
  lastSyncAt: null,
});

/** A reporter over a fake server that records what it took and fails when told. */
function setup() {
  const env = { online: true, now: 1_000_000, failing: false };
  const sent: [string, number][] = [];
  let release: (() => void) | null = null;
  const report = createSyncReporter({
    isOnline: () => env.online,
    now: () => env.now,
    send: async (businessId, s) => {
      if (env.failing) throw new Error('503');
      if (businessId === 'slow') await new Promise<void>((r) => (release = r));
      sent.push([businessId, s.waiting]);
    },
  });
  return { env, sent, report, release: () => release?.() };
}

describe('the throttled sync status reporter', () => {
  it('reports at most once a minute per business while the count stays on the same side of 0', async () => {
    const { env, sent, report } = setup();
    expect(await report('b1', state(2))).toBe(true);
    expect(await report('b1', state(3))).toBe(false);
    env.now += REPORT_EVERY_MS - 1;
    expect(await report('b1', state(4))).toBe(false);
    // Another business has its own minute.
    expect(await report('b2', state(1))).toBe(true);
    env.now += 1;
    expect(await report('b1', state(4))).toBe(true);
    expect(sent).toEqual([
      ['b1', 2],
      ['b2', 1],
      ['b1', 4],
    ]);
  });

  it('reports at once when the queue empties or fills, whatever the minute', async () => {
    const { env, sent, report } = setup();
    await report('b1', state(3));
    env.now += 1_000;
    expect(await report('b1', state(0))).toBe(true);
    env.now += 1_000;
    expect(await report('b1', state(0))).toBe(false);
    expect(await report('b1', state(1))).toBe(true);
    expect(sent).toEqual([
      ['b1', 3],
      ['b1', 0],
      ['b1', 1],
    ]);
  });

  it('stays quiet offline and tries once the connection is back', async () => {
    const { env, sent, report } = setup();
    env.online = false;
    expect(await report('b1', state(5))).toBe(false);
    env.online = true;
    expect(await report('b1', state(5))).toBe(true);
    expect(sent).toEqual([['b1', 5]]);
  });

  it('ignores a failed report, never throws, and asks a failing server again only after a minute', async () => {
    const { env, sent, report } = setup();
    await report('b1', state(2));
    env.failing = true;
    env.now += REPORT_EVERY_MS;
    await expect(report('b1', state(0))).resolves.toBe(false);
    env.failing = false;
    env.now += 1_000;
    // The server still believes 2 are waiting: the empty queue is news, not throttled.
    expect(await report('b1', state(0))).toBe(true);
    env.failing = true;
    env.now += 1_000;
    // Same side of 0 as the server knows, and just tried: throttled, no second failed call.
    expect(await report('b1', state(0))).toBe(false);
    expect(sent).toEqual([
      ['b1', 2],
      ['b1', 0],
    ]);
  });

  it('sends one report at a time per business', async () => {
    const { env, sent, report, release } = setup();
    const first = report('slow', state(1));
    env.now += REPORT_EVERY_MS;
    expect(await report('slow', state(0))).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(sent).toEqual([['slow', 1]]);
  });
});

const queued = (id: string, businessId: string, queuedAt: number): QueuedSale => ({
  id,
  userId: 'u1',
  businessId,
  body: { id, items: [{ productId: 'p1', quantity: 1 }], paymentMethod: 'cash' },
  idempotencyKey: `key-${id}`,
  queuedAt,
  attempts: 0,
  nextAttemptAt: 0,
  status: id === 'refused' ? 'attention' : 'waiting',
  summary: { total: 100, itemCount: 1, currency: 'NGN', businessName: 'Shop' },
});

describe('what a device reports', () => {
  const t0 = Date.parse('2026-03-02T08:00:00.000Z');

  it('counts each business’s queued sales (refused ones too: the server lacks them) with the oldest', () => {
    const states = queueStates(
      [queued('a', 'b1', t0 + 5_000), queued('refused', 'b1', t0), queued('c', 'b2', t0 + 9_000)],
      { b1: '2026-03-01T10:00:00.000Z', b3: '2026-03-02T07:00:00.000Z', b4: null },
    );
    expect(Object.fromEntries(states)).toEqual({
      b1: {
        waiting: 2,
        oldestWaitingAt: '2026-03-02T08:00:00.000Z',
        lastSyncAt: '2026-03-01T10:00:00.000Z',
      },
      b2: { waiting: 1, oldestWaitingAt: '2026-03-02T08:00:09.000Z', lastSyncAt: null },
      // Synced here before and empty now: still reported, so the server learns it went to 0.
      b3: { waiting: 0, oldestWaitingAt: null, lastSyncAt: '2026-03-02T07:00:00.000Z' },
      // Seen in the queue once (its sale discarded since), never synced: reported as empty.
      b4: { waiting: 0, oldestWaitingAt: null, lastSyncAt: null },
    });
  });

  it('remembers a business once seen in the queue, never forgetting one', () => {
    expect(
      rememberBusinesses({ b1: '2026-03-01T10:00:00.000Z' }, [
        queued('a', 'b1', t0),
        queued('b', 'b2', t0),
      ]),
    ).toEqual({ b1: '2026-03-01T10:00:00.000Z', b2: null });
    expect(rememberBusinesses({ b2: null }, [])).toEqual({ b2: null });
  });

  it('marks in sync the businesses a sale reached or with nothing left, not those still stuck', () => {
    const before = { b1: '2026-03-01T10:00:00.000Z', b2: '2026-03-01T10:00:00.000Z' };
    const after = markSynced(
      before,
      new Set(['b3', 'b1']),
      [queued('x', 'b1', t0), queued('y', 'b2', t0), queued('z', 'b4', t0)],
      t0,
    );
    expect(after).toEqual({
      // A sale reached the server, though another still waits.
      b1: '2026-03-02T08:00:00.000Z',
      // Nothing reached it and a sale still waits: unchanged.
      b2: '2026-03-01T10:00:00.000Z',
      b3: '2026-03-02T08:00:00.000Z',
      // First seen, still stuck: remembered, never synced.
      b4: null,
    });
    expect(markSynced(after, new Set(), [], t0 + 60_000)).toEqual({
      b1: '2026-03-02T08:01:00.000Z',
      b2: '2026-03-02T08:01:00.000Z',
      b3: '2026-03-02T08:01:00.000Z',
      b4: '2026-03-02T08:01:00.000Z',
    });
  });
});
