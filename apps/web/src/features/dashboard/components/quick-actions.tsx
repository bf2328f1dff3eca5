import { Trans } from '@lingui/react/macro';
import { ShoppingCart, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';

/** Two buttons side by side on a phone; a longer translation wraps inside its button. */
export function QuickActions({ businessId }: { businessId: string }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex">
      <Button
        asChild
        size="lg"
        className="h-auto min-h-11 py-2 text-center leading-tight whitespace-normal sm:h-10 sm:px-4 sm:text-sm sm:whitespace-nowrap"
      >
        <Link to={`/sales/${businessId}`}>
          <ShoppingCart aria-hidden /> <Trans>Record sale</Trans>
        </Link>
      </Button>
      <Button
        asChild
        size="lg"
        variant="outline"
        className="h-auto min-h-11 py-2 text-center leading-tight whitespace-normal sm:h-10 sm:px-4 sm:text-sm sm:whitespace-nowrap"
      >
        <Link to={`/expenses/${businessId}?new=1`}>
          <Wallet aria-hidden /> <Trans>Add expense</Trans>
        </Link>
      </Button>
    </div>
  );
}
