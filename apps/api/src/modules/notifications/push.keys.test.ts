import { createECDH } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '#src/config/env.ts';
import { generateVapidKeys, vapidDetails } from './push.keys.ts';

/** A real P-256 pair whose private scalar starts with a zero byte (Node then gives 31 bytes). */
function pairWithShortScalar() {
  for (;;) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const scalar = ecdh.getPrivateKey();
    if (scalar.length < 32) {
      return {
        publicKey: ecdh.getPublicKey().toString('base64url'),
        privateKey: scalar.toString('base64url'),
      };
    }
  }
}

describe('VAPID keys', () => {
  it('always generates a 32-byte private key (1 in 256 came out short and stopped the server)', () => {
    for (let i = 0; i < 3000; i++) {
      expect(Buffer.from(generateVapidKeys().privateKey, 'base64url')).toHaveLength(32);
    }
  });

  it('pads a short stored scalar to the same key, which web-push then signs with', () => {
    const short = pairWithShortScalar();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
    writeFileSync(path.join(dataDir, 'vapid-keys.json'), JSON.stringify(short));
    const details = vapidDetails(parseConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) }));
    const padded = Buffer.from(details.privateKey, 'base64url');
    expect(padded).toHaveLength(32);
    expect(padded[0]).toBe(0);
    // Same key: the padded scalar derives the stored public point.
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(padded);
    expect(ecdh.getPublicKey().toString('base64url')).toBe(short.publicKey);
    const headers = webpush.getVapidHeaders(
      'https://push.example.com',
      details.subject,
      details.publicKey,
      details.privateKey,
      'aes128gcm',
    );
    expect(headers.Authorization).toMatch(/^vapid t=.+, k=/);
  });
});
