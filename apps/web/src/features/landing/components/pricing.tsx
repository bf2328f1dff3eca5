import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';

const INCLUDED = [
  'Unlimited sales, products and customers',
  'AI Business Assistant',
  'Managers who sell for you',
  'Cloud sync across your phones',
  'Advanced analytics and reports',
  'Priority support',
];

export function Pricing() {
  return (
    <section
      id="pricing"
      className="scroll-mt-20 border-t border-border bg-surface-muted/40 py-16 sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-2">
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Try everything free. Subscribe when it pays for itself.
          </h2>
          <p className="mt-4 text-lg text-muted-foreground text-pretty">
            Every new account starts with a free trial with full access, no card required. When the
            trial ends, a subscription keeps you recording.
          </p>
          <p className="mt-4 text-muted-foreground text-pretty">
            If you decide not to subscribe, nothing is deleted: you can still sign in and read all
            your records. You just can't add or change anything, and your public shop is hidden from
            customers until you upgrade. Prices are shown in the app before you pay anything.
          </p>
        </div>
        <div className="rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8">
          <p className="text-sm font-semibold text-primary">Free trial</p>
          <p className="mt-2 text-2xl font-bold tracking-tight">Everything included</p>
          <ul className="mt-6 space-y-3">
            {INCLUDED.map((item) => (
              <li key={item} className="flex items-start gap-3 text-sm">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                  <Check className="size-3.5" aria-hidden />
                </span>
                {item}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-8 w-full">
            <Link to="/register">
              Start your free trial
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
