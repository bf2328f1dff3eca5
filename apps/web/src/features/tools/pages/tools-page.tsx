import { Trans, useLingui } from '@lingui/react/macro';
import { Calculator as CalculatorIcon, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { ToolGrid } from '../components/tool-grid.tsx';

/** /tools/{businessId}: the calculator and every business tool. */
export function ToolsPage({ businessId }: { businessId: string }) {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t`Tools`}
        description={t`Quick sums for pricing, tax, discounts, loans and stock, filled in from your own figures where they can be.`}
      />
      <Link
        to={`/calculator/${businessId}`}
        className="group flex items-center gap-4 rounded-2xl bg-primary p-5 text-primary-foreground shadow-sm transition hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        <span className="flex size-12 items-center justify-center rounded-xl bg-white/15">
          <CalculatorIcon className="size-6" aria-hidden />
        </span>
        <span className="flex-1">
          <span className="block text-lg font-semibold">
            <Trans>Calculator</Trans>
          </span>
          <span className="block text-sm opacity-90">
            <Trans>Exact sums with brackets, your last results, and the keyboard.</Trans>
          </span>
        </span>
        <ChevronRight className="size-5 transition group-hover:translate-x-0.5" aria-hidden />
      </Link>
      <section aria-labelledby="business-tools" className="space-y-3">
        <h2 id="business-tools" className="text-lg font-semibold tracking-tight">
          <Trans>Business tools</Trans>
        </h2>
        <ToolGrid businessId={businessId} />
      </section>
    </div>
  );
}
