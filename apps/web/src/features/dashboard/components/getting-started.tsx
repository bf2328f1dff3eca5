import { Trans, useLingui } from '@lingui/react/macro';
import { Package, ShoppingCart, Users, Wallet } from 'lucide-react';
import { Link } from 'react-router';

/** A new business has no sales yet: what to do first, in order. */
export function GettingStarted({ businessId }: { businessId: string }) {
  const { t } = useLingui();
  const steps = [
    {
      icon: Package,
      title: t`Add your products`,
      text: t`Prices, costs and stock, so every sale counts your profit.`,
      to: `/inventory/${businessId}`,
    },
    {
      icon: ShoppingCart,
      title: t`Record your first sale`,
      text: t`Cash, card, transfer or on credit, with a receipt to share.`,
      to: `/sales/${businessId}`,
    },
    {
      icon: Users,
      title: t`Add your customers`,
      text: t`Keep track of who owes you and who buys the most.`,
      to: `/customers/${businessId}`,
    },
    {
      icon: Wallet,
      title: t`Note your expenses`,
      text: t`Rent, transport, salaries: your net profit needs them.`,
      to: `/expenses/${businessId}?new=1`,
    },
  ];
  return (
    <section
      aria-labelledby="getting-started"
      className="rounded-2xl border border-dashed border-border p-4 sm:p-6"
    >
      <h2 id="getting-started" className="font-semibold tracking-tight">
        <Trans>Get started</Trans>
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        <Trans>No sales yet. Your figures appear here as soon as you record one.</Trans>
      </p>
      <ol className="grid gap-2 sm:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step.to}>
            <Link
              to={step.to}
              className="flex h-full items-start gap-3 rounded-xl border border-border bg-surface p-3 transition-colors hover:border-primary/40"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <step.icon className="size-4" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium">
                  {index + 1}. {step.title}
                </span>
                <span className="block text-xs text-muted-foreground">{step.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
