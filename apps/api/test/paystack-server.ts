import { createHmac } from 'node:crypto';
import type http from 'node:http';
import { delayedAnswers, listenFake } from './fake-provider.ts';

/**
 * A local stand-in for Paystack's charge API (ADR 077), like the Daraja stand-in: a real HTTP
 * server with Paystack's published shapes for `POST /charge` (mobile_money), `POST
 * /charge/submit_otp` and `GET /transaction/verify/{reference}`. It checks the bearer secret key
 * when told one, and can be told how the customer answers: approve after a delay (then it posts
 * `charge.success` to the webhook URL, signed as Paystack signs: HMAC-SHA512 of the body with
 * the secret key), fail, never answer, or first ask for an OTP; and whether it is down.
 *
 * Tests drive it in-process (`fake.behave(...)`, `fake.verdicts`) or, from another process
 * (Playwright workers), over `POST /__fake/behaviour` on the same port.
 */

/** `pin`: the charge answers a card's `send_pin` step, which a mobile-money charge should not. */
export type PaystackAnswer = 'approve' | 'fail' | 'silent' | 'otp' | 'pin';

export interface PaystackBehaviour {
  /** What the customer does (default silent: verify says pending until told otherwise). */
  answer: PaystackAnswer;
  /** How long the customer takes, ms. */
  answerAfterMs: number;
  /** Where `charge.success` is posted once approved; none: no webhook (the sweep must verify). */
  webhookUrl: string | null;
  /** Down: every connection is dropped at once. */
  down: boolean;
}

export interface PaystackVerdict {
  status: string;
  amount: number;
  currency: string;
}

const DEFAULTS: PaystackBehaviour = {
  answer: 'silent',
  answerAfterMs: 50,
  webhookUrl: null,
  down: false,
};

/** The OTP the fake accepts when it asked for one. */
export const FAKE_PAYSTACK_OTP = '123456';

export async function startPaystackServer(options: { port?: number; secret?: string } = {}) {
  const charges: Record<string, unknown>[] = [];
  /** reference -> what verify answers. */
  const verdicts = new Map<string, PaystackVerdict>();
  const webhooks: { url: string; status: number; body: unknown }[] = [];
  const answers = delayedAnswers();
  const later = answers.later;
  let behaviour: PaystackBehaviour = { ...DEFAULTS };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  /** The customer answers: verify says so, and an approval is announced on the webhook. */
  function answer(reference: string, secret: string, approve: boolean) {
    const verdict = verdicts.get(reference);
    if (!verdict) return;
    verdict.status = approve ? 'success' : 'failed';
    if (!approve || !behaviour.webhookUrl) return;
    const url = behaviour.webhookUrl;
    const payload = JSON.stringify({
      event: 'charge.success',
      data: { reference, amount: verdict.amount, currency: verdict.currency, status: 'success' },
    });
    const signature = createHmac('sha512', secret).update(payload).digest('hex');
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (res) => webhooks.push({ url, status: res.status, body: await res.json() }))
      .catch(() => webhooks.push({ url, status: 0, body: null }));
  }

  /** After the charge (or its OTP): the customer approves, fails or stays silent. */
  function customerAnswers(reference: string, secret: string) {
    if (behaviour.answer === 'approve' || behaviour.answer === 'otp') {
      later(behaviour.answerAfterMs, () => answer(reference, secret, true));
    } else if (behaviour.answer === 'fail') {
      later(behaviour.answerAfterMs, () => answer(reference, secret, false));
    }
  }

  function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return send(res, 400, { status: false, message: 'Invalid JSON' });
    }
    if (url.pathname === '/__fake/behaviour' && req.method === 'POST') {
      behaviour = { ...DEFAULTS, ...(body as Partial<PaystackBehaviour>) };
      return send(res, 200, behaviour);
    }
    if (url.pathname === '/__fake/charges') return send(res, 200, charges);
    if (url.pathname === '/__fake/webhooks') return send(res, 200, webhooks);

    const auth = req.headers.authorization ?? '';
    const secret = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (!/^sk_(test|live)_/.test(secret) || (options.secret && secret !== options.secret)) {
      return send(res, 401, { status: false, message: 'Invalid key' });
    }
    if (url.pathname === '/charge' && req.method === 'POST') {
      const mobile = body.mobile_money as { phone?: unknown; provider?: unknown } | undefined;
      if (!mobile?.phone || !mobile.provider || !body.reference || !body.email) {
        return send(res, 400, { status: false, message: 'Invalid mobile money details' });
      }
      charges.push(body);
      const reference = String(body.reference);
      verdicts.set(reference, {
        status: 'pending',
        amount: Number(body.amount),
        currency: String(body.currency),
      });
      if (behaviour.answer === 'pin') {
        return send(res, 200, {
          status: true,
          message: 'Charge attempted',
          data: { reference, status: 'send_pin', display_text: 'Please enter your PIN' },
        });
      }
      if (behaviour.answer === 'otp') {
        return send(res, 200, {
          status: true,
          message: 'Charge attempted',
          data: { reference, status: 'send_otp', display_text: 'Please enter the OTP sent' },
        });
      }
      customerAnswers(reference, secret);
      return send(res, 200, {
        status: true,
        message: 'Charge attempted',
        data: {
          reference,
          status: 'pay_offline',
          display_text: 'Please complete authorization process on your mobile phone',
        },
      });
    }
    if (url.pathname === '/charge/submit_otp' && req.method === 'POST') {
      const reference = String(body.reference ?? '');
      if (!verdicts.has(reference)) {
        return send(res, 404, { status: false, message: 'Transaction reference not found' });
      }
      if (body.otp !== FAKE_PAYSTACK_OTP) {
        return send(res, 400, { status: false, message: 'Invalid OTP' });
      }
      customerAnswers(reference, secret);
      return send(res, 200, {
        status: true,
        message: 'Charge attempted',
        data: { reference, status: 'pay_offline', display_text: 'Approve on your phone' },
      });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
    if (verify && req.method === 'GET') {
      const reference = decodeURIComponent(verify[1]!);
      const v = verdicts.get(reference);
      if (!v) return send(res, 404, { status: false, message: 'Transaction reference not found' });
      return send(res, 200, {
        status: true,
        message: 'Verification successful',
        data: { reference, ...v },
      });
    }
    send(res, 404, { status: false, message: 'Not found' });
  }

  const server = await listenFake({ port: options.port, isDown: () => behaviour.down, handle });
  const url = server.url;

  return {
    url,
    /** What the server needs to use this fake. */
    env: { PAYSTACK_API_BASE: url },
    charges,
    verdicts,
    webhooks,
    behave(next: Partial<PaystackBehaviour>) {
      behaviour = { ...DEFAULTS, ...next };
    },
    /** Resolves once every answer due so far was given (or after `timeoutMs`). */
    settled: answers.settled,
    close: async () => {
      answers.cancel();
      await server.close();
    },
  };
}

export type PaystackFake = Awaited<ReturnType<typeof startPaystackServer>>;
