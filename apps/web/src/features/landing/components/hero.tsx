import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { ProductIllustration } from './product-illustration.tsx';

const PROMISES = [
  'Free trial, full access',
  'Nothing to install',
  'Keeps working on a weak network',
];

export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--primary-soft),transparent)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-8 lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">
            For shops, stalls and small stores
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem] lg:leading-[1.05]">
            Know what you sold, what's left and who your customers are.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground text-pretty">
            ShopBook is the shop book on your phone: record a sale in seconds, keep your stock
            right, track your expenses and let customers order from your catalogue on WhatsApp.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register">
                Get started free
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/login">Sign in</Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-6">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <Check className="size-4 text-primary" aria-hidden />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <ProductIllustration />
      </div>
    </section>
  );
}
