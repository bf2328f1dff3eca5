import { z } from 'zod';

/**
 * The offline PIN verifier of a staff member (ADR 076): a PBKDF2-SHA256 hash of the PIN
 * that a registered till keeps so staff can switch by PIN without the server. Made by the server
 * when it sees the PIN (set, changed, a good sign-in) and checked on the device, with this one
 * WebCrypto code on both sides. A 4-6 digit PIN under any hash can be found by trying them all;
 * the iteration count makes each try slow, and only registered tills ever hold it.
 */
export const PIN_VERIFIER_ALGORITHM = 'PBKDF2-SHA256';
/** OWASP's figure for PBKDF2-HMAC-SHA256: ~0.3 s on a phone per try, per check. */
export const PIN_VERIFIER_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

export const PinVerifierSchema = z.object({
  algorithm: z.literal(PIN_VERIFIER_ALGORITHM),
  iterations: z.number().int().min(1).max(10_000_000),
  /** base64 of a per-member random salt, new with each verifier. */
  salt: z.string().min(1),
  hash: z.string().min(1),
});
export type PinVerifier = z.infer<typeof PinVerifierSchema>;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(pin: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** A new verifier for `pin`, with a fresh random salt (so it changes even for the same PIN). */
export async function makePinVerifier(
  pin: string,
  iterations: number = PIN_VERIFIER_ITERATIONS,
): Promise<PinVerifier> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(pin, salt, iterations);
  return {
    algorithm: PIN_VERIFIER_ALGORITHM,
    iterations,
    salt: toBase64(salt),
    hash: toBase64(hash),
  };
}

/** Whether `pin` is the one the verifier was made from (compared in full, not first byte out). */
export async function pinMatchesVerifier(verifier: PinVerifier, pin: string): Promise<boolean> {
  const expected = fromBase64(verifier.hash);
  const actual = await derive(pin, fromBase64(verifier.salt), verifier.iterations);
  if (actual.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= actual[i]! ^ expected[i]!;
  return diff === 0;
}
