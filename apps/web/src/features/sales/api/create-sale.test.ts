import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/api-client.ts';
import { resetServerClock, serverClockOffset } from '#src/lib/server-clock.ts';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { createSale, withSentAt } from './create-sale.ts';

const body = {
  id: '0b6f1c1e-8a57-4a0e-9d8c-1f0e2c3d4b5a',
  items: [{ productId: '5f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0', quantity: 1 }],
  paymentMethod: 'cash' as const,
  soldAt: '2026-06-01T14:00:00.000Z',
};

describe('createSale', () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    resetServerClock();
  });

  it('adds sentAt, the device time now, to a sale that carries its own time', () => {
    const now = Date.parse('2026-06-01T15:30:00.000Z');
    expect(withSentAt(body, now)).toEqual({ ...body, sentAt: '2026-06-01T15:30:00.000Z' });
    const { soldAt: _, ...live } = body;
    expect(withSentAt(live, now)).toEqual(live);
  });

  it('stamps sentAt at each attempt, retries included, keeping soldAt and the key', async () => {
    let calls = 0;
    const stub = stubFetch(() => {
      calls++;
      if (calls === 1) return jsonResponse(503, { error: 'Unavailable' });
      const answer = jsonResponse(409, { error: 'Not enough stock', errorCode: 'X' });
      answer.headers.set('cache-control', 'no-store');
      answer.headers.set('date', new Date(Date.now() + 3 * 60 * 60_000).toUTCString());
      return answer;
    });
    restore = stub.restore;
    await expect(
      createSale({ businessId: 'b1', body, idempotencyKey: 'key-1' }),
    ).rejects.toBeInstanceOf(ApiError);
    const [first, second] = stub.requests;
    expect(stub.requests).toHaveLength(2);
    for (const request of [first!, second!]) {
      const sent = request.body as { soldAt: string; sentAt: string };
      expect(sent.soldAt).toBe(body.soldAt);
      const sentAt = Date.parse(sent.sentAt);
      expect(sentAt).toBeLessThanOrEqual(request.at);
      expect(sentAt).toBeGreaterThan(request.at - 500);
      expect(request.headers.get('idempotency-key')).toBe('key-1');
    }
    const gap =
      Date.parse((second!.body as { sentAt: string }).sentAt) -
      Date.parse((first!.body as { sentAt: string }).sentAt);
    expect(gap).toBeGreaterThanOrEqual(900);
    // The answer told the server's time: this device is about 3 hours behind.
    expect(Math.round(serverClockOffset()! / 60_000)).toBe(180);
  });
});
