import { PASSWORD_RESET_TTL_MIN, VERIFICATION_CODE_TTL_MIN, type Language } from '@app/contracts';
import { translator } from '#src/platform/i18n/i18n.ts';
import { renderEmail, type EmailParts } from './email-layout.ts';

/** The account emails, each in its reader's language (the PO catalogues' `email.*` messages). */

export function verificationEmail(input: {
  language: Language;
  username: string;
  code: string;
  link: string;
  resent: boolean;
}): EmailParts {
  const t = translator(input.language);
  return renderEmail({
    language: input.language,
    subject: t('email.verify.subject'),
    preheader: t('email.verify.preheader', { code: input.code }),
    greeting: t('email.greeting', { username: input.username }),
    paragraphs: [t(input.resent ? 'email.verify.resent' : 'email.verify.welcome')],
    code: {
      label: t('email.verify.codeLabel'),
      value: input.code,
      note: t('email.verify.codeNote', { minutes: VERIFICATION_CODE_TTL_MIN }),
    },
    button: { label: t('email.verify.button'), url: input.link },
    reason: t('email.verify.reason'),
  });
}

export function passwordResetEmail(input: {
  language: Language;
  username: string;
  code: string;
  link: string;
}): EmailParts {
  const t = translator(input.language);
  return renderEmail({
    language: input.language,
    subject: t('email.reset.subject'),
    preheader: t('email.reset.preheader', { code: input.code }),
    greeting: t('email.greeting', { username: input.username }),
    paragraphs: [t('email.reset.intro')],
    code: {
      label: t('email.reset.codeLabel'),
      value: input.code,
      note: t('email.reset.codeNote', { minutes: PASSWORD_RESET_TTL_MIN }),
    },
    button: { label: t('email.reset.button'), url: input.link },
    reason: t('email.reset.reason'),
  });
}

export function passwordChangedEmail(input: {
  language: Language;
  username: string;
  forgotPasswordUrl: string;
}): EmailParts {
  const t = translator(input.language);
  return renderEmail({
    language: input.language,
    subject: t('email.passwordChanged.subject'),
    preheader: t('email.passwordChanged.preheader'),
    greeting: t('email.greeting', { username: input.username }),
    paragraphs: [t('email.passwordChanged.intro'), t('email.passwordChanged.ifYou')],
    button: { label: t('email.passwordChanged.button'), url: input.forgotPasswordUrl },
    reason: t('email.passwordChanged.reason'),
  });
}

export function usernameSetEmail(input: {
  language: Language;
  username: string;
  appUrl: string;
}): EmailParts {
  const t = translator(input.language);
  const username = input.username;
  return renderEmail({
    language: input.language,
    subject: t('email.username.subject', { username }),
    preheader: t('email.username.preheader', { username }),
    greeting: t('email.greeting', { username }),
    paragraphs: [t('email.username.body', { username })],
    button: { label: t('email.username.button'), url: input.appUrl },
    reason: t('email.username.reason'),
  });
}

export function accountDeletedEmail(input: { language: Language; username: string }): EmailParts {
  const t = translator(input.language);
  return renderEmail({
    language: input.language,
    subject: t('email.deleted.subject'),
    preheader: t('email.deleted.preheader'),
    greeting: t('email.greeting', { username: input.username }),
    paragraphs: [t('email.deleted.body'), t('email.deleted.thanks')],
    reason: t('email.deleted.reason'),
  });
}

/** Repeated failed sign-ins on the account (ADR 065): sent at most once a day. */
export function failedSignInsEmail(input: {
  language: Language;
  username: string;
  failures: number;
  forgotPasswordUrl: string;
}): EmailParts {
  const t = translator(input.language);
  const failures = input.failures;
  return renderEmail({
    language: input.language,
    subject: t('email.failedSignIns.subject'),
    preheader: t('email.failedSignIns.preheader', { failures }),
    greeting: t('email.greeting', { username: input.username }),
    paragraphs: [t('email.failedSignIns.count', { failures }), t('email.failedSignIns.advice')],
    button: { label: t('email.failedSignIns.button'), url: input.forgotPasswordUrl },
    reason: t('email.failedSignIns.reason'),
  });
}
