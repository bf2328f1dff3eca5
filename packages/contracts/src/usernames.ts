import { MESSAGES } from './errors.ts';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/**
 * The server stores a sanitised username: trimmed, spaces, dots and dashes become underscores,
 * every other character outside [A-Za-z0-9_] is dropped, repeated underscores collapse.
 * Case is kept for display; uniqueness is case-insensitive.
 */
export function sanitizeUsername(raw: string): string {
  return raw
    .normalize('NFKC')
    .trim()
    .replace(/[\s.-]+/g, '_')
    .replace(/[^A-Za-z0-9_]/g, '')
    .replace(/_+/g, '_')
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
