import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';

export function FinalCta() {
  return (
    <section className="px-4 pb-16 sm:pb-24">
      <div className="mx-auto max-w-6xl overflow-hidden rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12 sm:py-16">
        <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          <Trans>Close today's books in two minutes.</Trans>
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg opacity-90">
          <Trans>
            Start with your next sale. Your first business is set up before your next customer walks
            in.
          </Trans>
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button
            asChild
            size="lg"
            className="bg-primary-foreground text-primary hover:bg-primary-foreground/90"
          >
            <Link to="/register">
              <Trans>Get started free</Trans>
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="ghost"
            className="text-primary-foreground hover:bg-white/10"
          >
            <Link to="/login">
              <Trans>I already have an account</Trans>
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
