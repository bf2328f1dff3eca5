import { useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@app/contracts/messages';
import {
  InternalLink,
  LegalPage,
  LegalSection,
  List,
  MailLink,
  Strong,
} from './components/legal-page.tsx';

const IN_APP_STEPS = [
  'Sign in to ShopBook.',
  'Open Settings.',
  'Go to the Account section.',
  'Tap Delete account.',
  'Read the confirmation and confirm. You are signed out on every device.',
];

export function AccountDeletionPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      path="/account-deletion"
      title={t`Deleting your account`}
      summary={
        <>
          You can delete your ShopBook account yourself at any time, in the app, in under a minute:{' '}
          <Strong>Settings › Account › Delete account</Strong>. Everything in the account is deleted
          at once and cannot be recovered. If you cannot sign in, ask us by email.
        </>
      }
    >
      <LegalSection title={t`Delete it in the app`}>
        <ol className="space-y-3">
          {IN_APP_STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary">
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
        <p>
          You see the message “{MESSAGES.accountDeleted}” and are taken back to the sign-in page. We
          also send a last email to confirm the deletion.
        </p>
      </LegalSection>

      <LegalSection title={t`Ask us by email`}>
        <p>
          If you cannot sign in any more, write to <MailLink subject="Delete my account" /> from the
          email address of the account, with the subject “Delete my account”. To protect you from
          someone deleting your account in your name, we only act on requests sent from that address
          (or we send a code to it first). We delete the account within 7 days and reply to confirm.
        </p>
      </LegalSection>

      <LegalSection title={t`What is deleted`}>
        <p>Everything that belongs to the account:</p>
        <List>
          <li>your profile: username, email address, password and Google sign-in link;</li>
          <li>
            every business you own, with its products, categories, stock and stock history, sales,
            receipts, customers, expenses, settings and uploaded logos;
          </li>
          <li>your public shop catalogues, which stop working straight away;</li>
          <li>the managers' access to your businesses;</li>
          <li>
            your notifications, verification codes and every signed-in session on every device.
          </li>
        </List>
        <p>
          If you are a <Strong>manager</Strong> of someone else's business, that business is not
          deleted: it belongs to its owner. You simply lose access to it.
        </p>
      </LegalSection>

      <LegalSection title={t`When it is deleted`}>
        <List>
          <li>
            <Strong>At once</Strong> from the live service when you delete the account in the app
            (within 7 days for requests by email).
          </li>
          <li>
            <Strong>Within 30 days</Strong> from backups, which are overwritten on a rolling basis,
            and from server logs that may contain your email address.
          </li>
        </List>
        <p>
          We keep nothing else, unless the law obliges us to keep a specific record (for example an
          invoice for a paid subscription), and then only that record and only for as long as
          required.
        </p>
      </LegalSection>

      <LegalSection title={t`Before you delete`}>
        <List>
          <li>Deletion cannot be undone: we cannot restore a deleted account or its records.</li>
          <li>
            Copy anything you need to keep for your own books or taxes first, such as reports and
            price lists.
          </li>
          <li>
            Only want fewer emails? You do not need to delete your account: see the{' '}
            <InternalLink to="/unsubscribe">Email Policy</InternalLink>.
          </li>
          <li>
            Only want to close one business? Delete that business in its settings instead; your
            account and other businesses stay.
          </li>
        </List>
      </LegalSection>
    </LegalPage>
  );
}
