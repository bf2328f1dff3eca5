import { describe, expect, it } from 'vitest';
import { MESSAGES } from './errors.ts';
import {
  classifyUsernameConflict,
  sanitizeUsername,
  USERNAME_MAX_LENGTH,
  usernameProblem,
} from './usernames.ts';

describe('sanitizeUsername', () => {
  it.each([
    ['alice', 'alice'],
    ['  Alice  ', 'Alice'],
    ['mary jane', 'mary_jane'],
    ['mary.jane-smith', 'mary_jane_smith'],
    ['mary  .-  jane', 'mary_jane'],
    ['mary__jane', 'mary_jane'],
    ['José', 'Jose'],
    ['Zoë Ångström', 'Zoe_Angstrom'],
    ['ｆｕｌｌｗｉｄｔｈ', 'fullwidth'],
    ['shop!@#$%^&*()owner', 'shopowner'],
    ['_underscored', 'underscored'],
    ['-dash', 'dash'],
    ['emoji😀name', 'emojiname'],
    ['', ''],
    ['!!!', ''],
  ])('%j becomes %j', (raw, expected) => {
    expect(sanitizeUsername(raw)).toBe(expected);
  });

  it('keeps the case as typed', () => {
    expect(sanitizeUsername('MaRy')).toBe('MaRy');
  });

  it(`cuts names to ${USERNAME_MAX_LENGTH} characters`, () => {
    expect(sanitizeUsername('a'.repeat(50))).toHaveLength(USERNAME_MAX_LENGTH);
  });

  it('is idempotent', () => {
    for (const raw of ['mary jane', 'José!', '__x--y..z', 'A'.repeat(40)]) {
      const once = sanitizeUsername(raw);
      expect(sanitizeUsername(once)).toBe(once);
    }
  });
});

describe('usernameProblem', () => {
  it('accepts letters, digits and underscores starting with a letter', () => {
    expect(usernameProblem('abc')).toBeNull();
    expect(usernameProblem('Shop_Owner_2')).toBeNull();
    expect(usernameProblem('a'.repeat(USERNAME_MAX_LENGTH))).toBeNull();
  });

  it('rejects short names with SPEC text', () => {
    expect(usernameProblem('')).toBe(MESSAGES.usernameTooShort);
    expect(usernameProblem('ab')).toBe('Username must be at least 3 characters long');
  });

  it('rejects names not starting with a letter', () => {
    expect(usernameProblem('1abc')).toBe('Username must start with a letter');
    expect(usernameProblem('_abc')).toBe('Username must start with a letter');
  });

  it('rejects other characters', () => {
    expect(usernameProblem('ab c')).toBe(
      'Username can only contain letters, numbers, and underscores',
    );
    expect(usernameProblem('abc-d')).toBe(MESSAGES.usernameCharset);
  });

  it('rejects names that are too long', () => {
    expect(usernameProblem('a'.repeat(USERNAME_MAX_LENGTH + 1))).toBe(
      `Username must be at most ${USERNAME_MAX_LENGTH} characters long`,
    );
  });

  it('accepts whatever sanitising produces when it is long enough and starts with a letter', () => {
    for (const raw of ['mary jane', 'José', '__bob__', 'Zoë Ångström']) {
      expect(usernameProblem(sanitizeUsername(raw))).toBeNull();
    }
  });
});

describe('classifyUsernameConflict', () => {
  it('the exact same name is taken', () => {
    expect(classifyUsernameConflict('alice', 'alice')).toEqual({
      errorCode: 'USERNAME_TAKEN',
      message: 'Username already taken',
    });
  });

  it('a name differing only in case is a case conflict', () => {
    expect(classifyUsernameConflict('ALICE', 'alice')).toEqual({
      errorCode: 'USERNAME_CASE_CONFLICT',
      message: 'Usernames are case-insensitive.',
    });
  });

  it('a name that only collides once sanitised is a sanitised conflict naming the result', () => {
    const result = classifyUsernameConflict('mary jane', 'mary_jane');
    expect(result.errorCode).toBe('USERNAME_SANITIZED_CONFLICT');
    expect(result.message).toContain('"mary_jane"');
    expect(classifyUsernameConflict('Mary Jane', 'mary_jane').errorCode).toBe(
      'USERNAME_SANITIZED_CONFLICT',
    );
  });
});
