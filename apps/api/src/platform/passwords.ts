import { hash, parseOptions, verify, type Options } from '@node-rs/argon2';

/** argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane): about 10 ms a hash here. */
const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id: the const enum cannot be read under isolatedModules.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored hash that cannot be parsed. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when there is no hash to check against (unknown email,
 * Google-only account), so response time does not tell which emails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('shopbook-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** True when a stored hash was made with weaker parameters than today's: rehash it at login. */
export function passwordNeedsRehash(passwordHash: string): boolean {
  try {
    const o = parseOptions(passwordHash);
    return (
      o.algorithm !== ARGON2_OPTIONS.algorithm ||
      o.memoryCost < ARGON2_OPTIONS.memoryCost! ||
      o.timeCost < ARGON2_OPTIONS.timeCost! ||
      o.parallelism < ARGON2_OPTIONS.parallelism!
    );
  } catch {
    return true;
  }
}
