import { createECDH } from 'node:crypto';
import { loadOrCreateSecret, type Config } from '#src/config/env.ts';

export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A P-256 key pair in the URL-safe base64 forms Web Push uses (raw point, raw scalar). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: padScalar(ecdh.getPrivateKey()).toString('base64url'),
  };
}

/**
 * Node's ECDH drops leading zero bytes of the private scalar (1 key in 256 comes out 31 bytes),
 * but Web Push wants exactly 32. Left-padding keeps the same key, so a pair stored short by an
 * earlier version keeps working instead of stopping the server at start.
 */
function padScalar(scalar: Buffer): Buffer {
  return scalar.length >= 32 ? scalar : Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]);
}

const resolved = new WeakMap<Config, VapidDetails>();

/**
 * The server's VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, otherwise generated at
 * first start and kept in DATA_DIR/vapid-keys.json exactly as the JWT secret is kept (a new pair
 * would orphan every browser's subscription). Read once per configuration.
 */
export function vapidDetails(config: Config): VapidDetails {
  const known = resolved.get(config);
  if (known) return known;
  const keys =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
      : (JSON.parse(
          loadOrCreateSecret(config.DATA_DIR, 'vapid-keys.json', () =>
            JSON.stringify(generateVapidKeys()),
          ),
        ) as { publicKey: string; privateKey: string });
  if (Buffer.from(keys.publicKey, 'base64url').length !== 65) {
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY must be a 65-byte P-256 point');
  }
  const scalar = Buffer.from(keys.privateKey, 'base64url');
  if (scalar.length === 0 || scalar.length > 32) {
    throw new Error('Invalid configuration: VAPID_PRIVATE_KEY must be 32 bytes');
  }
  keys.privateKey = padScalar(scalar).toString('base64url');
  // Who push services contact about our traffic: the configured subject, else the app's public
  // https address, else the sender address of our emails.
  const mailFrom = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  const publicUrl = config.PUBLIC_URL?.startsWith('https://') ? config.PUBLIC_URL : null;
  const subject = config.VAPID_SUBJECT ?? publicUrl ?? `mailto:${mailFrom}`;
  const details = { ...keys, subject };
  resolved.set(config, details);
  return details;
}
