import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { LanguagePicker } from '#src/components/language-picker.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { ProductIllustration } from './product-illustration.tsx';

const PROMISES = [
  msg`Free trial, full access`,
  msg`Nothing to install`,
  msg`Keeps working on a weak network`,
];

export function Hero() {
  const { i18n } = useLingui();
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--primary-soft),transparent)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-8 lg:pt-20 lg:pb-24">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">
              <Trans>For shops, stalls and small stores</Trans>
            </p>
            {/* The page starts in the device's language; a visitor reading another picks it here. */}
            <LanguagePicker className="ml-auto" />
          </div>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem] lg:leading-[1.05]">
            <Trans>Know what you sold, what's left and who your customers are.</Trans>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground text-pretty">
            <Trans>
              ShopBook is the shop book on your phone: record a sale in seconds, keep your stock
              right, track your expenses and let customers order from your catalogue on WhatsApp.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register">
                <Trans>Get started free</Trans>
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/login">
                <Trans>Sign in</Trans>
              </Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-6">
            {PROMISES.map((promise) => (
              <li key={promise.id} className="flex items-center gap-2">
                <Check className="size-4 text-primary" aria-hidden />
                {i18n._(promise)}
              </li>
            ))}
          </ul>
        </div>
        <ProductIllustration />
      </div>
    </section>
  );
}
