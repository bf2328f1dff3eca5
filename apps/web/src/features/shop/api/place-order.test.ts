import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { afterEach, describe, expect, it } from 'vitest';
import { SHOP_MESSAGES } from '@app/contracts/shop';
import type { HumanCheck } from '#src/lib/human-check.ts';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { placeOrder } from './place-order.ts';

const KEY = 'test-hmac-key';
const order = { id: 'o1', reference: 'AB12', total: 300, whatsappUrl: 'https://wa.me/1?text=x' };
const body = {
  customerName: 'Wanjiru',
  customerPhone: '+254700000000',
  fulfilment: 'pickup' as const,
  lines: [{ itemId: '00000000-0000-4000-8000-000000000001', quantity: 2 }],
};
const refused = () =>
  jsonResponse(400, {
    error: 'Human verification failed. Please try again.',
    message: 'Human verification failed. Please try again.',
    errorCode: 'CAPTCHA_FAILED',
  });

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('placeOrder', () => {
  it('sends no check where none is asked', async () => {
    const stub = stubFetch(() => jsonResponse(201, { order }));
    restore = stub.restore;
    expect(await placeOrder('mama-shop', body)).toEqual(order);
    expect(stub.requests).toHaveLength(1);
  });

  it('solves the server puzzle and sends the order again when the server asks for it', async () => {
    const challenge = await createChallenge({ hmacKey: KEY, maxNumber: 2_000 });
    const tokens: unknown[] = [];
    const stub = stubFetch(async (request) => {
      if (request.method === 'GET') return jsonResponse(200, challenge);
      const sent = (await request.clone().json()) as { captchaToken?: string };
      tokens.push(sent.captchaToken);
      return sent.captchaToken ? jsonResponse(201, { order }) : refused();
    });
    restore = stub.restore;
    expect(await placeOrder('mama-shop', body)).toEqual(order);
    expect(tokens[0]).toBeUndefined();
    expect(await verifySolution(String(tokens[1]), KEY)).toBe(true);
  });

  it('shows the human check a busy address is asked for, and sends the order after it', async () => {
    const challenge = await createChallenge({ hmacKey: KEY, maxNumber: 2_000 });
    const asked = {
      error: SHOP_MESSAGES.orderCheckRequired,
      message: SHOP_MESSAGES.orderCheckRequired,
      errorCode: 'CAPTCHA_REQUIRED',
      captcha: 'altcha',
    };
    const tokens: unknown[] = [];
    const stub = stubFetch(async (request) => {
      if (request.method === 'GET') return jsonResponse(200, challenge);
      const sent = (await request.clone().json()) as { captchaToken?: string };
      tokens.push(sent.captchaToken);
      return sent.captchaToken ? jsonResponse(201, { order }) : jsonResponse(428, asked);
    });
    restore = stub.restore;
    const states: HumanCheck[] = [];
    expect(await placeOrder('mama-shop', body, (check) => states.push(check))).toEqual(order);
    expect(tokens[0]).toBeUndefined();
    expect(await verifySolution(String(tokens[1]), KEY)).toBe(true);
    expect(states).toEqual([
      { state: 'checking', message: SHOP_MESSAGES.orderCheckRequired },
      { state: 'passed', message: SHOP_MESSAGES.orderCheckRequired },
    ]);
  });

  it('keeps the refusal when the server has no puzzle to hand out', async () => {
    const stub = stubFetch((request) =>
      request.method === 'GET' ? jsonResponse(404, { error: 'Not found' }) : refused(),
    );
    restore = stub.restore;
    await expect(placeOrder('mama-shop', body)).rejects.toMatchObject({
      errorCode: 'CAPTCHA_FAILED',
    });
    expect(stub.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
