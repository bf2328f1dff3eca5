import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { registerPeriodicJob } from './periodic.ts';

describe('registerPeriodicJob', () => {
  it('runs at once when ready, then on schedule, one run at a time, and stops on close', async () => {
    const app = Fastify({ logger: false });
    let runs = 0;
    let release: () => void = () => undefined;
    registerPeriodicJob(app, {
      name: 'test job',
      everyMs: 20,
      firstDelayMs: 0,
      run: () => {
        runs++;
        // The first run hangs until released: ticks meanwhile must not start a second.
        return runs === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
      },
    });
    await app.ready();
    expect(runs).toBe(1);
    await new Promise((r) => setTimeout(r, 80));
    expect(runs).toBe(1);
    release();
    await vi.waitFor(() => expect(runs).toBeGreaterThan(1));

    await app.close();
    const after = runs;
    await new Promise((r) => setTimeout(r, 60));
    expect(runs).toBe(after);
  });

  it('closing waits for the run in progress', async () => {
    const app = Fastify({ logger: false });
    let release: () => void = () => undefined;
    let done = false;
    registerPeriodicJob(app, {
      name: 'slow job',
      everyMs: 1e6,
      firstDelayMs: 0,
      run: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        done = true;
      },
    });
    await app.ready();
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 30));
    expect(closed).toBe(false);
    release();
    await closing;
    expect(done).toBe(true);
  });

  it('logs a failed run and runs again on schedule', async () => {
    const app = Fastify({ logger: false });
    const errors = vi.spyOn(app.log, 'error');
    let runs = 0;
    registerPeriodicJob(app, {
      name: 'flaky job',
      everyMs: 10,
      firstDelayMs: 5,
      run: async () => {
        runs++;
        if (runs === 1) throw new Error('boom');
      },
    });
    await app.ready();
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2));
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'flaky job failed',
    );
    await app.close();
  });
});
