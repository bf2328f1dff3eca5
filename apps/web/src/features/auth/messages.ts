import {
  AUTH_MESSAGES,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
} from '@app/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { specTextDescriptor } from '#src/lib/error-messages.ts';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

const min = PASSWORD_MIN_LENGTH;
const max = PASSWORD_MAX_LENGTH;
const usernameMax = USERNAME_MAX_LENGTH;

/**
 * The English texts the account screens choose themselves (SPEC section 8's, kept word for word
 * in the contracts, and the contract schemas' form messages), each with its message to translate.
 * Keyed by the English so the contracts, shared with the server, stay plain strings; the unit
 * test checks each key against its message. A text not here (a server's) is shown as it came.
 */
const KNOWN: ReadonlyMap<string, MessageDescriptor> = new Map([
  [MESSAGES.invalidCredentials, msg`Invalid email or password`],
  [MESSAGES.tooManyLogins, msg`Too many login attempts. Please try again later.`],
  [MESSAGES.loginFailed, msg`Login failed. Please try again.`],
  [
    MESSAGES.emailTaken,
    msg`Email already registered. Please use a different email or sign in with your existing account.`,
  ],
  [MESSAGES.usernameCaseConflict, msg`Usernames are case-insensitive.`],
  [MESSAGES.usernameTaken, msg`Username already taken`],
  [MESSAGES.registrationFailed, msg`Registration failed`],
  [MESSAGES.codeExpired, msg`Verification code has expired. Please request a new one.`],
  [MESSAGES.verifyFailed, msg`Failed to verify email. Please try again.`],
  [MESSAGES.resendFailed, msg`Failed to resend verification code. Please try again.`],
  [MESSAGES.resendFailedNotice, msg`Failed to resend verification email. Please try again later.`],
  [MESSAGES.usernameTaken409, msg`This username is already taken. Please choose another.`],
  [MESSAGES.usernameTakenShort, msg`This username is already taken.`],
  [MESSAGES.confirmUsernameFailed, msg`Failed to confirm username. Please try again.`],
  [MESSAGES.updateUsernameFailed, msg`Failed to update username. Please try again.`],
  [MESSAGES.setUsernameFailed, msg`Failed to set username. Please try again.`],
  [MESSAGES.usernameTooShort, msg`Username must be at least 3 characters long`],
  [MESSAGES.usernameMustStartWithLetter, msg`Username must start with a letter`],
  [MESSAGES.usernameCharset, msg`Username can only contain letters, numbers, and underscores`],
  [
    `Username must be at most ${USERNAME_MAX_LENGTH} characters long`,
    msg`Username must be at most ${usernameMax} characters long`,
  ],
  [MESSAGES.setUsernameInvalid, msg`Please enter a valid username (at least 3 characters)`],
  [MESSAGES.googleNoToken, msg`No authentication token received`],
  [MESSAGES.googleFailed, msg`Google authentication failed`],
  [MESSAGES.googleFailedNotice, msg`Google sign-in failed. Please try again.`],
  [MESSAGES.accountDeleted, msg`Your account has been permanently deleted`],
  [MESSAGES.accountDeleteFailed, msg`Failed to delete account. Please try again.`],
  [MESSAGES.verificationRequired, msg`Please verify your email to access all features`],
  [MESSAGES.networkErrorRefresh, msg`Network error detected, refreshing app data...`],
  [MESSAGES.unexpected, msg`An unexpected error occurred`],
  [
    AUTH_MESSAGES.loginCheckRequired,
    msg`There have been several failed sign-ins to this account, so a quick human check is needed to continue.`,
  ],
  [AUTH_MESSAGES.usernameAvailable, msg`Username is available`],
  [AUTH_MESSAGES.codeInvalid, msg`Invalid verification code`],
  // The account screens' own notices (their English is exported beside the code that shows them).
  [
    'Having trouble checking your verification status. Still trying…',
    msg`Having trouble checking your verification status. Still trying…`,
  ],
  [
    'Stopped checking your verification status. Enter the code from the email to continue.',
    msg`Stopped checking your verification status. Enter the code from the email to continue.`,
  ],
  [
    'Your email is verified. Welcome to ShopBook!',
    msg`Your email is verified. Welcome to ShopBook!`,
  ],
  // The contract schemas' messages, shown under the fields before anything is sent.
  ['Enter a valid email address', msg`Enter a valid email address`],
  ['Username is required', msg`Username is required`],
  ['Password is required', msg`Password is required`],
  ['Current password is required', msg`Current password is required`],
  ['Enter the 6-digit code', msg`Enter the 6-digit code`],
  [
    `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    msg`Password must be at least ${min} characters long`,
  ],
  [
    `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
    msg`Password must be at most ${max} characters long`,
  ],
]);

/**
 * `text` in the language shown, when it is one of the account screens' own or one of SPEC's
 * texts the whole app shows (lib/error-messages.ts); else unchanged.
 */
export function authText(i18n: I18n, text: string): string {
  const descriptor = KNOWN.get(text) ?? specTextDescriptor(text);
  return descriptor ? i18n._(descriptor) : text;
}

/** authText for components, following the language shown. */
export function useAuthText(): (text: string | null | undefined) => string | undefined {
  const { i18n } = useLingui();
  return useCallback((text) => (text ? authText(i18n, text) : undefined), [i18n]);
}

/** For the unit test: every English key and its message. */
export const KNOWN_AUTH_TEXTS = KNOWN;
