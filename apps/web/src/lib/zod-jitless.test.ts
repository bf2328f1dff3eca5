import { describe, expect, it } from 'vitest';
import './zod-jitless.ts';

describe('zod without its eval probe', () => {
  it('is jitless, through the configuration zod itself reads', async () => {
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
