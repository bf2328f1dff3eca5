import { Trans } from '@lingui/react/macro';
import { ShoppingCart, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';

export function QuickActions({ businessId }: { businessId: string }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex">
      <Button asChild size="lg" className="sm:h-10 sm:px-4 sm:text-sm">
        <Link to={`/sales/${businessId}`}>
          <ShoppingCart aria-hidden /> <Trans>Record sale</Trans>
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline" className="sm:h-10 sm:px-4 sm:text-sm">
        <Link to={`/expenses/${businessId}?new=1`}>
          <Wallet aria-hidden /> <Trans>Add expense</Trans>
        </Link>
      </Button>
    </div>
  );
}
