import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const STEPS = [
  {
    title: msg`Create your account`,
    text: msg`Sign up with your email or Google account and confirm it with the 6-digit code we send you.`,
  },
  {
    title: msg`Add your business and products`,
    text: msg`Give the business a name, country and currency, add a logo if you have one, then your products with their price and stock.`,
  },
  {
    title: msg`Sell, and share your shop`,
    text: msg`Record sales as they happen and watch stock and takings update. Publish your catalogue and put the link in your WhatsApp status.`,
  },
];

export function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <section id="how-it-works" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>Up and running in minutes</Trans>
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
          <Trans>If you can send a WhatsApp message, you can use ShopBook.</Trans>
        </p>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li
              key={step.title.id}
              className="relative rounded-2xl border border-border bg-surface p-6"
            >
              <span className="flex size-10 items-center justify-center rounded-full bg-primary text-base font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{i18n._(step.title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {i18n._(step.text)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
