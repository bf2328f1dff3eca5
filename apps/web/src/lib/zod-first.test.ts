import { describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';
import { afterZod } from './zod-first.ts';

vi.mock('./next-task.ts', () => ({ nextTask: vi.fn(() => Promise.resolve()) }));

describe('afterZod (zod evaluated in a task of its own)', () => {
  it('loads nothing before zod, then yields once for each caller before its load', async () => {
    const first = vi.fn(async () => 'first');
    const second = vi.fn(async () => 'second');
    const loads = Promise.all([afterZod(first), afterZod(second)]);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    await expect(loads).resolves.toEqual(['first', 'second']);
    expect(vi.mocked(nextTask)).toHaveBeenCalledTimes(2);
    [first, second].forEach((load, i) => {
      expect(vi.mocked(nextTask).mock.invocationCallOrder[i]).toBeLessThan(
        load.mock.invocationCallOrder[0]!,
      );
    });
  });

  it('hands back what the load returns, and a failing load fails only its caller', async () => {
    await expect(afterZod(async () => 'module')).resolves.toBe('module');
    await expect(afterZod(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await expect(afterZod(async () => 'next')).resolves.toBe('next');
  });
});
