import { afterEach, describe, expect, it } from 'vitest';
import {
  noteServerAnswer,
  onServerClockChange,
  resetServerClock,
  serverClockOffset,
} from './server-clock.ts';

const answer = (date: string | null, cacheControl: string | null = 'no-store') => {
  const headers = new Headers();
  if (date !== null) headers.set('date', date);
  if (cacheControl !== null) headers.set('cache-control', cacheControl);
  return new Response('{}', { headers });
};

describe('server clock', () => {
  afterEach(() => resetServerClock());

  it("learns the server's time from an answer's Date (whole seconds: half a second added)", () => {
    const device = Date.parse('2026-06-01T14:00:00.200Z');
    // The device is 2 hours ahead of the server.
    noteServerAnswer(answer('Mon, 01 Jun 2026 12:00:00 GMT'), device);
    expect(serverClockOffset()).toBe(-2 * 60 * 60_000 + 300);
  });

  it('ignores answers a cache may have kept, and answers without a usable Date', () => {
    const device = Date.parse('2026-06-01T14:00:00.000Z');
    noteServerAnswer(answer('Mon, 01 Jun 2026 12:00:00 GMT', 'public, max-age=60'), device);
    noteServerAnswer(answer('Mon, 01 Jun 2026 12:00:00 GMT', null), device);
    noteServerAnswer(answer(null), device);
    noteServerAnswer(answer('soon'), device);
    expect(serverClockOffset()).toBeNull();
  });

  it('tells its listeners of a change, not of every answer', () => {
    let heard = 0;
    const stop = onServerClockChange(() => heard++);
    const device = Date.parse('2026-06-01T12:00:00.000Z');
    noteServerAnswer(answer('Mon, 01 Jun 2026 12:00:00 GMT'), device);
    noteServerAnswer(answer('Mon, 01 Jun 2026 12:00:01 GMT'), device + 800);
    expect(heard).toBe(1);
    // The clock was set meanwhile: 10 minutes.
    noteServerAnswer(answer('Mon, 01 Jun 2026 12:00:05 GMT'), device + 605_000);
    expect(heard).toBe(2);
    expect(serverClockOffset()).toBe(-600_000 + 500);
    stop();
  });
});
