import { MESSAGES } from './errors.ts';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/**
 * The server stores a sanitised username: accents are folded (é -> e), spaces, dots and dashes
 * become underscores, every other character outside [A-Za-z0-9_] is dropped, repeated underscores
 * collapse and leading underscores go (a name must start with a letter). Case is kept for display;
 * uniqueness is case-insensitive.
 */
export function sanitizeUsername(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/[\s.-]+/g, '_')
    .replace(/[^A-Za-z0-9_]/g, '')
    .replace(/_+/g, '_')
    .replace(/^_+/, '')
    .slice(0, USERNAME_MAX_LENGTH);
}

/** SPEC section 5 (change dialog): the first rule that fails, or null when the name is valid. */
export function usernameProblem(username: string): string | null {
  if (username.length < USERNAME_MIN_LENGTH) return MESSAGES.usernameTooShort;
  if (!/^[A-Za-z]/.test(username)) return MESSAGES.usernameMustStartWithLetter;
  if (!/^[A-Za-z0-9_]+$/.test(username)) return MESSAGES.usernameCharset;
  if (username.length > USERNAME_MAX_LENGTH)
    return `Username must be at most ${USERNAME_MAX_LENGTH} characters long`;
  return null;
}

export type UsernameConflictCode =
  'USERNAME_TAKEN' | 'USERNAME_CASE_CONFLICT' | 'USERNAME_SANITIZED_CONFLICT';

export function sanitizedConflictMessage(sanitized: string): string {
  return `Usernames may only contain letters, numbers and underscores, so yours becomes "${sanitized}", and that name is already taken. Please choose another.`;
}

/**
 * Why `requested` (as typed, trimmed) cannot have `existing`, a stored name whose lower case equals
 * the lower case of the sanitised request (SPEC section 8, register 409).
 */
export function classifyUsernameConflict(
  requested: string,
  existing: string,
): { errorCode: UsernameConflictCode; message: string } {
  if (requested === existing)
    return { errorCode: 'USERNAME_TAKEN', message: MESSAGES.usernameTaken };
  if (requested.toLowerCase() === existing.toLowerCase())
    return { errorCode: 'USERNAME_CASE_CONFLICT', message: MESSAGES.usernameCaseConflict };
  return {
    errorCode: 'USERNAME_SANITIZED_CONFLICT',
    message: sanitizedConflictMessage(sanitizeUsername(requested)),
  };
}
