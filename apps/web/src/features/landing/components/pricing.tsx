import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';

const INCLUDED = [
  msg`Unlimited sales, products and customers`,
  msg`AI Business Assistant`,
  msg`Managers who sell for you`,
  msg`Cloud sync across your phones`,
  msg`Advanced analytics and reports`,
  msg`Priority support`,
];

export function Pricing() {
  const { i18n } = useLingui();
  return (
    <section
      id="pricing"
      className="scroll-mt-20 border-t border-border bg-surface-muted/40 py-16 sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-2">
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            <Trans>Try everything free. Subscribe when it pays for itself.</Trans>
          </h2>
          <p className="mt-4 text-lg text-muted-foreground text-pretty">
            <Trans>
              Every new account starts with a free trial with full access, no card required. When
              the trial ends, a subscription keeps you recording.
            </Trans>
          </p>
          <p className="mt-4 text-muted-foreground text-pretty">
            <Trans>
              If you decide not to subscribe, nothing is deleted: you can still sign in and read all
              your records. You just can't add or change anything, and your public shop is hidden
              from customers until you upgrade. Prices are shown in the app before you pay anything.
            </Trans>
          </p>
        </div>
        <div className="rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8">
          <p className="text-sm font-semibold text-primary">
            <Trans>Free trial</Trans>
          </p>
          <p className="mt-2 text-2xl font-bold tracking-tight">
            <Trans>Everything included</Trans>
          </p>
          <ul className="mt-6 space-y-3">
            {INCLUDED.map((item) => (
              <li key={item.id} className="flex items-start gap-3 text-sm">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                  <Check className="size-3.5" aria-hidden />
                </span>
                {i18n._(item)}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-8 w-full">
            <Link to="/register">
              <Trans>Start your free trial</Trans>
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
