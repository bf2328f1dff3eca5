import { Package, ShoppingCart, Users, Wallet } from 'lucide-react';
import { Link } from 'react-router';

/** A new business has no sales yet: what to do first, in order. */
export function GettingStarted({ businessId }: { businessId: string }) {
  const steps = [
    {
      icon: Package,
      title: 'Add your products',
      text: 'Prices, costs and stock, so every sale counts your profit.',
      to: `/inventory/${businessId}`,
    },
    {
      icon: ShoppingCart,
      title: 'Record your first sale',
      text: 'Cash, card, transfer or on credit, with a receipt to share.',
      to: `/sales/${businessId}`,
    },
    {
      icon: Users,
      title: 'Add your customers',
      text: 'Keep track of who owes you and who buys the most.',
      to: `/customers/${businessId}`,
    },
    {
      icon: Wallet,
      title: 'Note your expenses',
      text: 'Rent, transport, salaries: your net profit needs them.',
      to: `/expenses/${businessId}?new=1`,
    },
  ];
  return (
    <section
      aria-labelledby="getting-started"
      className="rounded-2xl border border-dashed border-border p-4 sm:p-6"
    >
      <h2 id="getting-started" className="font-semibold tracking-tight">
        Get started
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        No sales yet. Your figures appear here as soon as you record one.
      </p>
      <ol className="grid gap-2 sm:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step.title}>
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
