import { useLingui } from '@lingui/react/macro';
import {
  InternalLink,
  LegalPage,
  LegalSection,
  List,
  MailLink,
  Strong,
} from './components/legal-page.tsx';

export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      path="/privacy"
      title={t`Privacy Policy`}
      summary={
        <>
          We collect what we need to run ShopBook for you, and nothing more: your account details,
          the business records you enter, and a few technical details that keep the service secure.
          We do not sell your data, show ads, or use tracking or advertising cookies. You can delete
          your account and all its data at any time.
        </>
      }
    >
      <LegalSection title={t`1. Who is responsible`}>
        <p>
          ShopBook is responsible for the personal data of account holders described on this page.
          For the information you record about your own customers, you are responsible for it and
          ShopBook processes it on your behalf and only on your instructions.
        </p>
      </LegalSection>

      <LegalSection title={t`2. What we collect`}>
        <List>
          <li>
            <Strong>Account details:</Strong> your username, email address and password. We never
            store your password itself, only a secure one-way hash of it. If you sign in with
            Google, we receive your email address and the fact that Google verified it; we do not
            get your Google password or access to your Google account.
          </li>
          <li>
            <Strong>Business records:</Strong> what you enter about your businesses, such as name,
            address, phone and WhatsApp number, logo, products, prices, stock, sales, expenses,
            customers and catalogue settings.
          </li>
          <li>
            <Strong>Your customers' details</Strong> that you choose to record, such as names, phone
            numbers and what they bought.
          </li>
          <li>
            <Strong>Security and technical data:</Strong> the IP address and time of requests in our
            server logs, your browser's name stored with each signed-in session (so sessions can be
            ended from the server), and failed sign-in attempts (to block password guessing).
          </li>
          <li>
            <Strong>Questions you ask the AI assistant</Strong>, used to answer them from your own
            records.
          </li>
        </List>
      </LegalSection>

      <LegalSection title={t`3. What we use it for`}>
        <List>
          <li>
            to run the service: show your records to you and your managers, and compute totals,
            reports and analytics;
          </li>
          <li>to publish your shop catalogue, only when you choose to publish it;</li>
          <li>
            to send the emails listed in the{' '}
            <InternalLink to="/unsubscribe">Email Policy</InternalLink>, such as verification codes
            and password resets;
          </li>
          <li>to keep accounts secure: verify emails, limit sign-in attempts and detect abuse;</li>
          <li>to manage your trial and subscription;</li>
          <li>to answer you when you contact us.</li>
        </List>
        <p>
          We do this because it is necessary to provide the service you signed up for, or because we
          have a legitimate interest in keeping it secure. We do not use your data for advertising,
          and we do not sell or rent it to anyone.
        </p>
      </LegalSection>

      <LegalSection title={t`4. Who else sees it`}>
        <List>
          <li>
            <Strong>The managers you add</Strong> to a business see that business's records.
          </li>
          <li>
            <Strong>Anyone with the link</Strong> sees your public shop catalogue while it is
            published: the business name, logo, contact details you chose to show, and the products
            you marked to show in the shop.
          </li>
          <li>
            <Strong>Service providers</Strong> that run parts of the service for us: hosting, the
            email provider that delivers our emails and, if the AI assistant is connected to an
            external AI provider, that provider, which receives your question and the records needed
            to answer it. They may use the data only to provide their service to us.
          </li>
          <li>
            <Strong>Authorities</Strong>, only when the law obliges us to.
          </li>
        </List>
      </LegalSection>

      <LegalSection title={t`5. On your device`}>
        <p>
          ShopBook stores a few things in your browser's storage so it can work quickly and offline:
          your sign-in token, your theme, the last business you used and a copy of recently loaded
          data. The app's files are kept by the browser so it opens without a connection. These are
          needed for the app to work; we use no tracking or advertising cookies. Signing out removes
          your sign-in token and cached data from the device.
        </p>
      </LegalSection>

      <LegalSection title={t`6. How long we keep it`}>
        <List>
          <li>Account details and business records: for as long as your account exists.</li>
          <li>Security logs: up to 30 days.</li>
          <li>
            When you delete your account, your data is deleted at once from the live database;
            copies in backups are overwritten within 30 days. See{' '}
            <InternalLink to="/account-deletion">Account deletion</InternalLink>.
          </li>
        </List>
      </LegalSection>

      <LegalSection title={t`7. How we protect it`}>
        <p>
          Connections to ShopBook are encrypted. Passwords are hashed with a modern algorithm, every
          business's records are only served to its owner and managers, sessions can be ended from
          the server, and sign-in attempts are limited. No system is perfectly secure; if a breach
          affects your data, we will tell you and the authorities as the law requires.
        </p>
      </LegalSection>

      <LegalSection title={t`8. Your rights`}>
        <p>You can, at any time:</p>
        <List>
          <li>see and correct your account details and business records in the app;</li>
          <li>ask us for a copy of your personal data;</li>
          <li>
            delete your account and everything in it (Settings, then Account, then Delete account);
          </li>
          <li>object to or ask us to limit a use of your data;</li>
          <li>complain to the data protection authority where you live.</li>
        </List>
        <p>
          Write to <MailLink subject="Privacy request" /> for any request that you cannot do in the
          app. We answer within 30 days, and usually much sooner. Your customers can also write to
          you about the data you keep about them; forward such requests to us if you need help.
        </p>
      </LegalSection>

      <LegalSection title={t`9. Children`}>
        <p>
          ShopBook is for business owners and is not meant for children under 16. We do not
          knowingly collect their data; if you believe a child has created an account, tell us and
          we will delete it.
        </p>
      </LegalSection>

      <LegalSection title={t`10. Changes`}>
        <p>
          When we change this policy we update the date at the top of this page, and we tell you in
          the app or by email before a significant change applies.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
