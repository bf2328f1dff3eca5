import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as ece from 'http_ece';

/** One push as the push service received it, decrypted with the browser's keys. */
export interface ReceivedPush {
  /** The subscription's path on the receiver (`/push/<name>`). */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  payload: unknown;
}

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
export interface FakeBrowser {
  name: string;
  ecdh: ECDH;
  auth: Buffer;
  /** The body a browser's PushSubscription.toJSON() gives, to POST to the server. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

/**
 * A local HTTPS push service (web-push speaks only HTTPS) with a self-signed certificate that
 * the test process's global agent trusts. It decrypts each push with the subscription's own keys
 * (aes128gcm, RFC 8291) and answers 201, or the status set for that subscription (410: gone).
 */
export async function startPushReceiver() {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-receiver-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const key = readFileSync(path.join(dir, 'key.pem'));
  const cert = readFileSync(path.join(dir, 'cert.pem'));
  rmSync(dir, { recursive: true, force: true });

  const browsers = new Map<string, FakeBrowser>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = (req.url ?? '').replace(/^\/push\//, '');
      const browser = browsers.get(name);
      const status = statuses.get(name) ?? 201;
      if (status === 201 && browser) {
        try {
          const plain = ece.decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: browser.ecdh,
            authSecret: browser.auth,
          });
          received.push({
            path: req.url ?? '',
            headers: req.headers,
            payload: JSON.parse(plain.toString('utf8')),
          });
        } catch (err) {
          errors.push(`${name}: ${(err as Error).message}`);
        }
      }
      res.writeHead(browser ? status : 404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  // web-push sends through https.request with the global agent: trust our certificate there.
  const previousCa = https.globalAgent.options.ca;
  https.globalAgent.options.ca = cert;

  return {
    origin: `https://127.0.0.1:${port}`,
    received,
    /** Pushes that could not be decrypted (wrong keys or encoding): a test expects none. */
    errors,
    /** A new browser with its own keys; `status` is what the service answers for it. */
    browser(name: string, status = 201): FakeBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const browser: FakeBrowser = {
        name,
        ecdh,
        auth,
        subscription: {
          endpoint: `https://127.0.0.1:${port}/push/${name}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
      };
      browsers.set(name, browser);
      statuses.set(name, status);
      return browser;
    },
    to: (name: string) => received.filter((r) => r.path === `/push/${name}`),
    close: async () => {
      https.globalAgent.options.ca = previousCa;
      https.globalAgent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
