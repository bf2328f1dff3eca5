import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { delayedAnswers, listenFake } from './fake-provider.ts';

/**
 * A local stand-in for Safaricom's Daraja API (ADR 077), like the S3 and SMTP stand-ins: a real
 * HTTP server with the published shapes of OAuth, STK push, STK push query and C2B URL
 * registration, so the suite never calls the sandbox. It checks what Daraja checks (Basic auth on
 * the token, the bearer token, `Password` = base64(shortcode + passkey + timestamp), the words
 * Daraja refuses in C2B URLs) and can be told how the customer answers: approve after a delay,
 * cancel, time out, fail, or never answer; and how Daraja itself behaves: down or slow.
 *
 * Tests drive it in-process (`fake.behave(...)`, `fake.postC2B(...)`) or, from another process
 * (Playwright workers), over its control routes under `/__fake/` on the same port.
 */

export type CustomerAnswer = 'approve' | 'cancel' | 'timeout' | 'fail' | 'silent';

export interface DarajaBehaviour {
  /** What the customer does on their phone (default approve). */
  answer: CustomerAnswer;
  /** How long the customer takes, ms (default 50). */
  answerAfterMs: number;
  /** Down: every connection is dropped at once. */
  down: boolean;
  /** Slow: every answer waits this long, ms (default 0). */
  respondAfterMs: number;
  /** The amount the callback reports (default: the amount asked): a mismatch to test. */
  callbackAmount: number | null;
}

export interface StkRecord {
  checkoutRequestId: string;
  merchantRequestId: string;
  body: Record<string, unknown>;
  /** Null while the customer has not answered. */
  resultCode: number | null;
  resultDesc: string | null;
  receipt: string | null;
  /** The callback as posted (to replay it). */
  callback: Record<string, unknown> | null;
}

const RESULTS: Record<Exclude<CustomerAnswer, 'silent'>, { code: number; desc: string }> = {
  approve: { code: 0, desc: 'The service request is processed successfully.' },
  cancel: { code: 1032, desc: 'Request cancelled by user' },
  timeout: { code: 1037, desc: 'DS timeout user cannot be reached' },
  fail: { code: 1, desc: 'The balance is insufficient for the transaction' },
};

/** Words Daraja refuses in C2B URLs. */
const FORBIDDEN_URL_WORDS = ['mpesa', 'm-pesa', 'safaricom', 'exe', 'exec', 'cmd', 'sql', 'query'];

const DEFAULTS: DarajaBehaviour = {
  answer: 'approve',
  answerAfterMs: 50,
  down: false,
  respondAfterMs: 0,
  callbackAmount: null,
};

function nairobiTimestamp(date = new Date()): string {
  const d = new Date(date.getTime() + 3 * 60 * 60 * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
}

const receiptNumber = () =>
  Array.from(randomBytes(10))
    .map((b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[b % 34])
    .join('');

async function postJson(url: string, body: unknown): Promise<number> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    await res.text();
    return res.status;
  } catch {
    return 0;
  }
}

export async function startDarajaServer(options: { port?: number } = {}) {
  /** Credentials Daraja knows: consumer key -> secret; any pair is accepted when empty. */
  const apps = new Map<string, string>();
  /** Passkeys per shortcode; any is accepted for a shortcode not listed. */
  const passkeys = new Map<string, string>();
  const tokens = new Set<string>();
  const stk = new Map<string, StkRecord>();
  const registered = new Map<string, { confirmationUrl: string; validationUrl: string }>();
  const requests: { method: string; path: string; body: unknown }[] = [];
  let behaviour: DarajaBehaviour = { ...DEFAULTS };

  const answers = delayedAnswers();
  const later = answers.later;

  function answerCustomer(record: StkRecord, answer: Exclude<CustomerAnswer, 'silent'>) {
    const result = RESULTS[answer];
    record.resultCode = result.code;
    record.resultDesc = result.desc;
    const amount = behaviour.callbackAmount ?? Number(record.body.Amount);
    const stkCallback: Record<string, unknown> = {
      MerchantRequestID: record.merchantRequestId,
      CheckoutRequestID: record.checkoutRequestId,
      ResultCode: result.code,
      ResultDesc: result.desc,
    };
    if (result.code === 0) {
      record.receipt = receiptNumber();
      stkCallback.CallbackMetadata = {
        Item: [
          { Name: 'Amount', Value: amount },
          { Name: 'MpesaReceiptNumber', Value: record.receipt },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: Number(nairobiTimestamp()) },
          { Name: 'PhoneNumber', Value: Number(record.body.PhoneNumber) },
        ],
      };
    }
    record.callback = { Body: { stkCallback } };
    return postJson(String(record.body.CallBackURL), record.callback);
  }

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const daraja = (res: http.ServerResponse, status: number, code: string, message: string) =>
    send(res, status, {
      requestId: randomBytes(6).toString('hex'),
      errorCode: code,
      errorMessage: message,
    });

  function authorised(req: http.IncomingMessage): boolean {
    const auth = req.headers.authorization ?? '';
    return auth.startsWith('Bearer ') && tokens.has(auth.slice(7));
  }

  function passwordValid(body: Record<string, unknown>): boolean {
    const shortcode = String(body.BusinessShortCode ?? '');
    const timestamp = String(body.Timestamp ?? '');
    if (!/^\d{14}$/.test(timestamp)) return false;
    const passkey = passkeys.get(shortcode);
    const decoded = Buffer.from(String(body.Password ?? ''), 'base64').toString('utf8');
    if (passkey !== undefined) return decoded === `${shortcode}${passkey}${timestamp}`;
    return decoded.startsWith(shortcode) && decoded.endsWith(timestamp);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      if (!url.pathname.startsWith('/__fake/')) {
        return daraja(res, 400, '400.002.02', 'Bad Request - Invalid Body');
      }
    }

    // ---- Control (tests, other processes) --------------------------------------------------
    if (url.pathname === '/__fake/behaviour' && req.method === 'POST') {
      behaviour = { ...DEFAULTS, ...(body as Partial<DarajaBehaviour>) };
      return send(res, 200, behaviour);
    }
    if (url.pathname === '/__fake/c2b' && req.method === 'POST') {
      return send(res, 200, await postC2B(body as unknown as C2BPayment));
    }
    if (url.pathname === '/__fake/requests') return send(res, 200, requests);
    if (url.pathname === '/__fake/stk') return send(res, 200, [...stk.values()]);

    if (behaviour.respondAfterMs > 0) {
      await new Promise((resolve) => later(behaviour.respondAfterMs, () => resolve(null)));
    }
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body });

    // ---- Daraja ---------------------------------------------------------------------------
    if (url.pathname === '/oauth/v1/generate' && req.method === 'GET') {
      const auth = req.headers.authorization ?? '';
      const [key, secret] = Buffer.from(auth.replace(/^Basic /, ''), 'base64')
        .toString('utf8')
        .split(':');
      const known = apps.size === 0 ? Boolean(key && secret) : apps.get(key ?? '') === secret;
      if (
        !auth.startsWith('Basic ') ||
        !known ||
        url.searchParams.get('grant_type') !== 'client_credentials'
      ) {
        return daraja(res, 400, '400.008.01', 'Invalid Authentication passed');
      }
      const token = randomBytes(14).toString('base64url');
      tokens.add(token);
      return send(res, 200, { access_token: token, expires_in: '3599' });
    }
    if (!authorised(req)) return daraja(res, 401, '404.001.03', 'Invalid Access Token');

    if (url.pathname === '/mpesa/stkpush/v1/processrequest' && req.method === 'POST') {
      const required = [
        'BusinessShortCode',
        'Password',
        'Timestamp',
        'TransactionType',
        'Amount',
        'PartyA',
        'PartyB',
        'PhoneNumber',
        'CallBackURL',
        'AccountReference',
        'TransactionDesc',
      ];
      const missing = required.find((f) => body[f] === undefined || body[f] === '');
      if (missing) return daraja(res, 400, '400.002.02', `Bad Request - Invalid ${missing}`);
      if (
        !['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'].includes(String(body.TransactionType))
      ) {
        return daraja(res, 400, '400.002.02', 'Bad Request - Invalid TransactionType');
      }
      if (!passwordValid(body))
        return daraja(res, 400, '400.002.02', 'Bad Request - Invalid Password');
      if (!/^2547\d{8}$|^2541\d{8}$/.test(String(body.PhoneNumber))) {
        return daraja(res, 400, '400.002.02', 'Bad Request - Invalid PhoneNumber');
      }
      const record: StkRecord = {
        checkoutRequestId: `ws_CO_${nairobiTimestamp()}${randomBytes(6).toString('hex')}`,
        merchantRequestId: `${randomBytes(3).toString('hex')}-${randomBytes(4).toString('hex')}-1`,
        body,
        resultCode: null,
        resultDesc: null,
        receipt: null,
        callback: null,
      };
      stk.set(record.checkoutRequestId, record);
      const answer = behaviour.answer;
      if (answer !== 'silent')
        later(behaviour.answerAfterMs, () => void answerCustomer(record, answer));
      return send(res, 200, {
        MerchantRequestID: record.merchantRequestId,
        CheckoutRequestID: record.checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      });
    }
    if (url.pathname === '/mpesa/stkpushquery/v1/query' && req.method === 'POST') {
      if (!passwordValid(body))
        return daraja(res, 400, '400.002.02', 'Bad Request - Invalid Password');
      const record = stk.get(String(body.CheckoutRequestID ?? ''));
      if (!record) return daraja(res, 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
      if (record.resultCode === null) {
        return daraja(res, 500, '500.001.1001', 'The transaction is being processed');
      }
      return send(res, 200, {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: record.merchantRequestId,
        CheckoutRequestID: record.checkoutRequestId,
        ResultCode: String(record.resultCode),
        ResultDesc: record.resultDesc,
      });
    }
    if (url.pathname === '/mpesa/c2b/v1/registerurl' && req.method === 'POST') {
      const shortcode = String(body.ShortCode ?? '');
      const confirmationUrl = String(body.ConfirmationURL ?? '');
      const validationUrl = String(body.ValidationURL ?? '');
      if (!shortcode || !confirmationUrl || !validationUrl) {
        return daraja(res, 400, '400.003.02', 'Bad Request - Invalid ShortCode or URL');
      }
      if (!['Completed', 'Cancelled'].includes(String(body.ResponseType))) {
        return daraja(res, 400, '400.003.02', 'Bad Request - Invalid ResponseType');
      }
      const lower = `${confirmationUrl} ${validationUrl}`.toLowerCase();
      if (FORBIDDEN_URL_WORDS.some((w) => lower.includes(w))) {
        return daraja(res, 400, '400.003.02', 'Bad Request - Invalid URL');
      }
      registered.set(shortcode, { confirmationUrl, validationUrl });
      return send(res, 200, {
        OriginatorCoversationID: randomBytes(8).toString('hex'),
        ResponseCode: '0',
        ResponseDescription: 'Success',
      });
    }
    return daraja(res, 404, '404.001.01', 'Resource not found');
  }

  interface C2BPayment {
    shortcode: string;
    amount: number;
    phone?: string;
    firstName?: string;
    billRef?: string;
    transId?: string;
  }

  /** A customer pays the till or paybill: validation, then confirmation, to the registered URLs. */
  async function postC2B(payment: C2BPayment) {
    const urls = registered.get(String(payment.shortcode));
    if (!urls) return { posted: false, transId: null, status: 0 };
    const transId = payment.transId ?? receiptNumber();
    const body = {
      TransactionType: 'Pay Bill',
      TransID: transId,
      TransTime: nairobiTimestamp(),
      TransAmount: String(payment.amount),
      BusinessShortCode: String(payment.shortcode),
      BillRefNumber: payment.billRef ?? '',
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: payment.phone ?? '254708374149',
      FirstName: payment.firstName ?? 'John',
      MiddleName: '',
      LastName: '',
    };
    await postJson(urls.validationUrl, body);
    const status = await postJson(urls.confirmationUrl, body);
    return { posted: true, transId, status, body };
  }

  const server = await listenFake({
    port: options.port,
    isDown: () => behaviour.down,
    handle: (req, res, raw) => {
      handle(req, res, raw).catch(() => send(res, 500, { errorMessage: 'fake failed' }));
    },
  });
  const url = server.url;

  return {
    url,
    /** What the server needs to use this fake: MPESA_API_URL. */
    env: { MPESA_API_URL: url },
    /** Only these credentials are accepted from now on. */
    addApp(consumerKey: string, consumerSecret: string) {
      apps.set(consumerKey, consumerSecret);
    },
    addShortcode(shortcode: string, passkey: string) {
      passkeys.set(shortcode, passkey);
    },
    behave(next: Partial<DarajaBehaviour>) {
      behaviour = { ...DEFAULTS, ...next };
    },
    requests,
    stk,
    registered,
    /** The STK requests in order of arrival. */
    stkRequests: () => [...stk.values()],
    /** Posts a record's callback again, as Daraja's retries do (or to a URL of one's own). */
    replayCallback: (record: StkRecord, url = String(record.body.CallBackURL)) =>
      postJson(url, record.callback),
    postC2B,
    /** Resolves once every STK request so far has been answered (or after `timeoutMs`). */
    settled: answers.settled,
    close: async () => {
      answers.cancel();
      await server.close();
    },
  };
}

export type DarajaFake = Awaited<ReturnType<typeof startDarajaServer>>;
