import { MAX_BUSINESSES_PER_USER } from '@app/contracts/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AccordionItem } from '#src/components/ui/accordion.tsx';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

const max = MAX_BUSINESSES_PER_USER;

/** Answers with a link are components, so their text is translated where they render. */
const QUESTIONS: { question: MessageDescriptor; answer: MessageDescriptor | (() => ReactNode) }[] =
  [
    {
      question: msg`Do I need to install anything?`,
      answer: msg`No. ShopBook opens in the browser of any smartphone, tablet or computer. On Android and iPhone you can add it to your home screen, and it then opens like any other app.`,
    },
    {
      question: msg`What happens when my internet connection drops?`,
      answer: msg`The app itself and the screens you have already opened load from your phone, so ShopBook opens even offline and tells you when it is. Slow requests are retried for you, and a sale sent twice because of a retry is only recorded once.`,
    },
    {
      question: msg`How do customers order on WhatsApp?`,
      answer: msg`Publish your shop catalogue and share its link, for example in your WhatsApp status. Customers pick products in the catalogue, and their order arrives as a WhatsApp message to the number you chose. You confirm it with them and record the sale.`,
    },
    {
      question: msg`How many businesses can I manage?`,
      answer: msg`Up to ${max} businesses on one account. Each has its own products, customers, sales, currency and shop catalogue, and you switch between them in one tap.`,
    },
    {
      question: msg`Can my staff use it too?`,
      answer: msg`Yes, with a subscription you can add managers to a business. They can record sales and manage stock and customers, but cannot change the business settings or delete anything that belongs to the business.`,
    },
    {
      question: msg`Who can see my data?`,
      answer: () => (
        <Trans>
          Only you and the managers you add. We do not sell your data and show no ads. Read the{' '}
          <Link to="/privacy" className={linkClass}>
            privacy policy
          </Link>{' '}
          for the details.
        </Trans>
      ),
    },
    {
      question: msg`What happens when the free trial ends?`,
      answer: msg`You choose whether to subscribe. Without a subscription your records stay and you can still read them, but you cannot add or change anything, and your public shop is hidden until you upgrade.`,
    },
    {
      question: msg`How do I delete my account?`,
      answer: () => (
        <Trans>
          In the app, open Settings, then Account, then Delete account. Everything is removed at
          once. You can also ask us by email. See{' '}
          <Link to="/account-deletion" className={linkClass}>
            account deletion
          </Link>
          .
        </Trans>
      ),
    },
  ];

export function Faq() {
  const { i18n } = useLingui();
  return (
    <section id="faq" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">
            <Trans>Questions shop owners ask</Trans>
          </h2>
          <p className="mt-4 text-muted-foreground">
            <Trans>
              Something else on your mind? Create an account and look around: the trial costs
              nothing.
            </Trans>
          </p>
        </div>
        <div className="border-t border-border">
          {QUESTIONS.map(({ question, answer }) => (
            <AccordionItem key={question.id} name="faq" title={i18n._(question)}>
              {typeof answer === 'function' ? answer() : i18n._(answer)}
            </AccordionItem>
          ))}
        </div>
      </div>
    </section>
  );
}
