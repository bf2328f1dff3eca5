import { useLingui } from '@lingui/react/macro';
import { MAX_BUSINESSES_PER_USER } from '@app/contracts/constants';
import {
  InternalLink,
  LegalPage,
  LegalSection,
  List,
  MailLink,
  Strong,
} from './components/legal-page.tsx';

export function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      path="/terms"
      title={t`Terms of Service`}
      summary={
        <>
          These terms are the agreement between you and ShopBook when you use the app. In short:
          your business records belong to you, you are responsible for what you record and publish,
          we keep the service running and your data safe as well as we can, and either of us can end
          the agreement. You can delete your account at any time.
        </>
      }
    >
      <LegalSection title={t`1. Who these terms apply to`}>
        <p>
          These terms apply to everyone who creates a ShopBook account (“you”) and to the managers
          you invite to your businesses. By creating an account or using the app you accept them. If
          you use ShopBook for a company, you accept them on behalf of that company and confirm that
          you may do so.
        </p>
        <p>
          You must be at least 16 years old, or the age of majority where you live if that is
          higher, to create an account.
        </p>
      </LegalSection>

      <LegalSection title={t`2. What ShopBook does`}>
        <p>
          ShopBook helps small businesses record sales, keep inventory and stock history, manage
          customers and expenses, see analytics and reports, generate price lists, publish a shop
          catalogue that customers can order from over WhatsApp, and ask an AI assistant about their
          own records. One account can manage up to {MAX_BUSINESSES_PER_USER} businesses.
        </p>
        <p>
          ShopBook is a record-keeping tool. It is not an accounting, tax or legal service, and its
          reports, totals and assistant answers are not professional advice. Check important figures
          before relying on them, for example before filing taxes.
        </p>
      </LegalSection>

      <LegalSection title={t`3. Your account`}>
        <List>
          <li>
            Give a real email address and keep it up to date: we use it to verify your account,
            reset your password and tell you about your account (see the{' '}
            <InternalLink to="/unsubscribe">Email Policy</InternalLink>).
          </li>
          <li>
            Keep your password to yourself. You are responsible for what happens under your account
            and for the managers you add. If you think someone else has access, change your password
            or write to us straight away.
          </li>
          <li>One person per account. Do not share an account; add managers instead.</li>
        </List>
      </LegalSection>

      <LegalSection title={t`4. Your data`}>
        <p>
          <Strong>The records you put in ShopBook are yours.</Strong> You give us permission to
          store, process and display them only to run the service for you: to show them to you and
          your managers, publish the catalogue you choose to publish, send the emails described in
          the Email Policy, and answer your questions in the AI assistant. We do not sell your data
          and we do not use it for advertising.
        </p>
        <p>
          When you record information about your customers (names, phone numbers, purchases), you
          are responsible for having a lawful reason to keep it and for answering your customers'
          requests about it. We process that information only on your instructions. The{' '}
          <InternalLink to="/privacy">Privacy Policy</InternalLink> explains what we collect and how
          we protect it.
        </p>
      </LegalSection>

      <LegalSection title={t`5. Acceptable use`}>
        <p>You agree not to use ShopBook to:</p>
        <List>
          <li>
            sell, advertise or publish goods or services that are illegal where you or your buyers
            are;
          </li>
          <li>
            publish content that is misleading, infringes someone else's rights, or is hateful or
            abusive;
          </li>
          <li>send spam or unsolicited messages to people through the catalogue or otherwise;</li>
          <li>
            try to get into other people's accounts or businesses, probe or overload the service, or
            get around its limits and security;
          </li>
          <li>copy, resell or rebuild the service, except as the law expressly allows.</li>
        </List>
        <p>
          We may remove published content or hide a shop catalogue that breaks these rules, and we
          will tell you why.
        </p>
      </LegalSection>

      <LegalSection title={t`6. Free trial and subscription`}>
        <p>
          New accounts start with a free trial with full access. When the trial (and any grace
          period we announce in the app) ends, you need an active subscription to add or change
          records. Without one, you can still sign in and read everything you recorded, but you
          cannot modify content, and your public shop catalogue is hidden from customers until you
          subscribe.
        </p>
        <p>
          Subscription prices, what each plan includes and how billing works are shown in the app
          before you pay. If a price changes, we tell you in advance and the new price applies from
          your next billing period; you can cancel before it does.
        </p>
      </LegalSection>

      <LegalSection title={t`7. Availability and changes`}>
        <p>
          We work to keep ShopBook available and your data safe, but we cannot promise the service
          will never be interrupted, for example during maintenance or a network outage. The app
          keeps working with cached data while you are offline and updates itself when a new version
          is available.
        </p>
        <p>
          We improve ShopBook over time and may change or remove features. If a change takes away
          something important you pay for, we tell you in advance.
        </p>
      </LegalSection>

      <LegalSection title={t`8. Ending the agreement`}>
        <p>
          You can stop using ShopBook and delete your account at any time; see{' '}
          <InternalLink to="/account-deletion">Account deletion</InternalLink> for how and what is
          removed. We may suspend or close an account that seriously or repeatedly breaks these
          terms, or where the law requires it. Unless the situation is urgent or unlawful, we warn
          you first and give you time to download or copy your records.
        </p>
      </LegalSection>

      <LegalSection title={t`9. Liability`}>
        <p>
          ShopBook is provided “as is”. To the extent the law allows, we are not liable for indirect
          or consequential losses such as lost profit or lost sales, and our total liability to you
          is limited to the amount you paid us in the 12 months before the claim. Nothing in these
          terms limits liability that cannot be limited by law, such as for fraud or for death or
          personal injury caused by negligence, or your rights as a consumer.
        </p>
      </LegalSection>

      <LegalSection title={t`10. Changes to these terms`}>
        <p>
          If we change these terms, we update the date at the top of this page. If the change is
          significant, we also tell you in the app or by email at least 30 days before it applies.
          If you do not agree with the new terms, you can delete your account before they apply.
        </p>
      </LegalSection>

      <LegalSection title={t`11. Contact`}>
        <p>
          Questions about these terms, or a complaint? Write to{' '}
          <MailLink subject="Terms of Service" />. We answer within 5 working days.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
