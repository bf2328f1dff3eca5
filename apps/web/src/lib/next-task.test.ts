import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task, after the microtasks of this one', async () => {
    let resolved = false;
    const done = nextTask().then(() => {
      resolved = true;
    });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(resolved).toBe(false);
    await done;
    expect(resolved).toBe(true);
  });

  it("uses the browser's scheduler.yield() when there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledOnce();
  });
});
