import { useLingui } from '@lingui/react/macro';
import {
  InternalLink,
  LegalPage,
  LegalSection,
  List,
  MailLink,
  Strong,
} from './components/legal-page.tsx';

const ESSENTIAL_EMAILS = [
  {
    name: 'Verification codes',
    when: 'When you create an account, and when you ask for a new code. The 6-digit code confirms the email address is yours.',
  },
  {
    name: 'Password resets',
    when: 'Only when you (or someone typing your address) ask to reset the password. If it was not you, ignore it: your password stays the same.',
  },
  {
    name: 'Security notices',
    when: 'When your password is changed, so you can act at once if it was not you.',
  },
  {
    name: 'Account notices',
    when: 'When your username is set or changed, when your account is deleted, and about your trial or subscription, or a change to our terms.',
  },
];

export function EmailPolicyPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      path="/unsubscribe"
      title={t`Email Policy`}
      summary={
        <>
          ShopBook only sends emails you need to use and protect your account: verification codes,
          password resets and account notices. We send no newsletters or advertising, and we never
          give your address to anyone for marketing.
        </>
      }
    >
      <LegalSection title={t`Emails we send`}>
        <p>
          These are <Strong>essential</Strong>: they are part of running your account, so they are
          sent even if you ask us to stop other emails.
        </p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {ESSENTIAL_EMAILS.map((email) => (
            <li key={email.name} className="rounded-2xl border border-border bg-surface p-4">
              <p className="font-semibold text-foreground">{email.name}</p>
              <p className="mt-1 text-sm">{email.when}</p>
            </li>
          ))}
        </ul>
        <p>
          Emails come from ShopBook's own address and always name the account they are about. A
          ShopBook email never asks for your password; if one does, it is not from us.
        </p>
      </LegalSection>

      <LegalSection title={t`Emails we do not send`}>
        <List>
          <li>no newsletters, promotions or advertising;</li>
          <li>
            no emails to your customers: the shop catalogue sends orders to your WhatsApp, not by
            email;
          </li>
          <li>nothing on behalf of anyone else.</li>
        </List>
        <p>
          In-app notifications (for example sales reminders, updates and tips) appear inside
          ShopBook, not in your inbox.
        </p>
      </LegalSection>

      <LegalSection title={t`How to stop non-essential emails`}>
        <p>
          If we ever send anything that is not essential, such as news about a feature, it will say
          so, and you can stop it in one step:
        </p>
        <List>
          <li>use the unsubscribe link at the bottom of that email, or</li>
          <li>
            write to <MailLink subject="Unsubscribe" /> from your account's address, with the
            subject “Unsubscribe”.
          </li>
        </List>
        <p>
          We stop within 2 working days. Essential emails continue for as long as you have an
          account; the only way to stop them entirely is to{' '}
          <InternalLink to="/account-deletion">delete your account</InternalLink>.
        </p>
      </LegalSection>

      <LegalSection title={t`Did not get an email?`}>
        <List>
          <li>Look in your spam or junk folder, and mark the email as “not spam”.</li>
          <li>Check that the address in your account is spelt correctly.</li>
          <li>
            Wait a minute before asking for a new verification code: the app shows a countdown, and
            each new code replaces the previous one.
          </li>
          <li>
            Still nothing? Write to <MailLink subject="Missing email" /> and tell us which email you
            expected.
          </li>
        </List>
      </LegalSection>
    </LegalPage>
  );
}
