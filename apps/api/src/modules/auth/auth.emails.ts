import { PASSWORD_RESET_TTL_MIN, VERIFICATION_CODE_TTL_MIN } from '@app/contracts';
import { renderEmail, type EmailParts } from './email-layout.ts';

const hi = (username: string) => `Hi ${username},`;

export function verificationEmail(input: {
  username: string;
  code: string;
  link: string;
  resent: boolean;
}): EmailParts {
  return renderEmail({
    subject: 'Verify your email for ShopBook',
    preheader: `Your verification code is ${input.code}`,
    greeting: hi(input.username),
    paragraphs: [
      input.resent
        ? 'Here is your new verification code. Codes sent earlier no longer work.'
        : 'Welcome to ShopBook! Enter this code in the app to verify your email address and start recording your sales and stock.',
    ],
    code: {
      label: 'Your verification code',
      value: input.code,
      note: `The code expires in ${VERIFICATION_CODE_TTL_MIN} minutes.`,
    },
    button: { label: 'Verify my email', url: input.link },
    reason:
      'You received this email because this address was used to create a ShopBook account. If that was not you, ignore this email: the account stays unverified and you will not hear from us again.',
  });
}

export function passwordResetEmail(input: {
  username: string;
  code: string;
  link: string;
}): EmailParts {
  return renderEmail({
    subject: 'Reset your ShopBook password',
    preheader: `Your password reset code is ${input.code}`,
    greeting: hi(input.username),
    paragraphs: [
      'We received a request to reset the password of your ShopBook account. Use this code on the reset screen, or open the link below.',
    ],
    code: {
      label: 'Your reset code',
      value: input.code,
      note: `The code and the link work once and expire in ${PASSWORD_RESET_TTL_MIN} minutes.`,
    },
    button: { label: 'Choose a new password', url: input.link },
    reason:
      'You received this email because someone asked to reset the password for this address. If that was not you, ignore this email: your password stays the same.',
  });
}

export function passwordChangedEmail(input: {
  username: string;
  forgotPasswordUrl: string;
}): EmailParts {
  return renderEmail({
    subject: 'Your ShopBook password was changed',
    preheader: 'Your password was changed and other devices were signed out.',
    greeting: hi(input.username),
    paragraphs: [
      'The password of your ShopBook account was just changed. For your safety, every other device signed in to your account has been signed out.',
      'If you did this, there is nothing else to do.',
    ],
    button: { label: 'I did not do this: reset my password', url: input.forgotPasswordUrl },
    reason: 'You received this email because the password of your ShopBook account changed.',
  });
}

export function usernameSetEmail(input: { username: string; appUrl: string }): EmailParts {
  return renderEmail({
    subject: `Your ShopBook username is ${input.username}`,
    preheader: `Your username is ${input.username}.`,
    greeting: hi(input.username),
    paragraphs: [
      `Your ShopBook username is now ${input.username}. Usernames are not case-sensitive, so you can type it in any mix of capitals.`,
    ],
    button: { label: 'Open ShopBook', url: input.appUrl },
    reason: 'You received this email because the username of your ShopBook account was set.',
  });
}

export function accountDeletedEmail(input: { username: string }): EmailParts {
  return renderEmail({
    subject: 'Your ShopBook account has been deleted',
    preheader: 'Your account and all its data have been deleted.',
    greeting: hi(input.username),
    paragraphs: [
      'Your ShopBook account and everything in it (businesses, sales, stock and customers) have been permanently deleted, as you asked.',
      'Thank you for using ShopBook. You are welcome back any time.',
    ],
    reason:
      'You received this email because your ShopBook account was deleted. We will not email this address again.',
  });
}

/** Repeated failed sign-ins on the account (ADR 065): sent at most once a day. */
export function failedSignInsEmail(input: {
  username: string;
  failures: number;
  forgotPasswordUrl: string;
}): EmailParts {
  return renderEmail({
    subject: 'Failed sign-ins to your ShopBook account',
    preheader: `${input.failures} wrong passwords were entered for your account in the last hour.`,
    greeting: hi(input.username),
    paragraphs: [
      `In the last hour, ${input.failures} attempts to sign in to your ShopBook account used a wrong password.`,
      'If that was you, there is nothing to do. If not, someone may be guessing your password: your account stays open to you, and we now ask for a human check on sign-ins from devices that have not signed in before. To be safe, choose a new password that you use nowhere else.',
    ],
    button: { label: 'Choose a new password', url: input.forgotPasswordUrl },
    reason:
      'You received this email because of repeated failed sign-ins to your ShopBook account. We send it at most once a day.',
  });
}
