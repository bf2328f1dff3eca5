import { MAX_BUSINESSES_PER_USER } from '@app/contracts/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AccordionItem } from '#src/components/ui/accordion.tsx';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

const QUESTIONS: { question: string; answer: ReactNode }[] = [
  {
    question: 'Do I need to install anything?',
    answer:
      'No. ShopBook opens in the browser of any smartphone, tablet or computer. On Android and iPhone you can add it to your home screen, and it then opens like any other app.',
  },
  {
    question: 'What happens when my internet connection drops?',
    answer:
      'The app itself and the screens you have already opened load from your phone, so ShopBook opens even offline and tells you when it is. Slow requests are retried for you, and a sale sent twice because of a retry is only recorded once.',
  },
  {
    question: 'How do customers order on WhatsApp?',
    answer:
      'Publish your shop catalogue and share its link, for example in your WhatsApp status. Customers pick products in the catalogue, and their order arrives as a WhatsApp message to the number you chose. You confirm it with them and record the sale.',
  },
  {
    question: 'How many businesses can I manage?',
    answer: `Up to ${MAX_BUSINESSES_PER_USER} businesses on one account. Each has its own products, customers, sales, currency and shop catalogue, and you switch between them in one tap.`,
  },
  {
    question: 'Can my staff use it too?',
    answer:
      'Yes, with a subscription you can add managers to a business. They can record sales and manage stock and customers, but cannot change the business settings or delete anything that belongs to the business.',
  },
  {
    question: 'Who can see my data?',
    answer: (
      <>
        Only you and the managers you add. We do not sell your data and show no ads. Read the{' '}
        <Link to="/privacy" className={linkClass}>
          privacy policy
        </Link>{' '}
        for the details.
      </>
    ),
  },
  {
    question: 'What happens when the free trial ends?',
    answer:
      'You choose whether to subscribe. Without a subscription your records stay and you can still read them, but you cannot add or change anything, and your public shop is hidden until you upgrade.',
  },
  {
    question: 'How do I delete my account?',
    answer: (
      <>
        In the app, open Settings, then Account, then Delete account. Everything is removed at once.
        You can also ask us by email. See{' '}
        <Link to="/account-deletion" className={linkClass}>
          account deletion
        </Link>
        .
      </>
    ),
  },
];

export function Faq() {
  return (
    <section id="faq" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">
            Questions shop owners ask
          </h2>
          <p className="mt-4 text-muted-foreground">
            Something else on your mind? Create an account and look around: the trial costs nothing.
          </p>
        </div>
        <div className="border-t border-border">
          {QUESTIONS.map(({ question, answer }) => (
            <AccordionItem key={question} name="faq" title={question}>
              {answer}
            </AccordionItem>
          ))}
        </div>
      </div>
    </section>
  );
}
