import type { Business } from '@app/contracts/businesses';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeftRight, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { useTransfers } from '../api/get-transfers.ts';
import { TransferForm } from '../components/transfer-form.tsx';
import { TransferList } from '../components/transfer-list.tsx';

/**
 * /transfers/{businessId}: send stock to another of the owner's businesses (the item there is
 * found by barcode, SKU or name, or created) and the transfers sent and received.
 */
export function TransfersPage({ business, others }: { business: Business; others: Business[] }) {
  const { t } = useLingui();
  const transfers = useTransfers(business.id);
  const isOwner = business.role === 'owner';

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t`Transfers`}
        description={t`Move stock between your businesses. Both stock histories show the move, at cost.`}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          {!isOwner ? (
            <EmptyState
              icon={ArrowLeftRight}
              title={t`Only the owner sends stock`}
              description={t`Ask the owner of this business to move stock between their businesses.`}
            />
          ) : others.length === 0 ? (
            <EmptyState
              icon={Store}
              title={t`You have one business`}
              description={t`Add a second business to move stock between them.`}
              action={
                <Button asChild variant="outline">
                  <Link to="/businesses">
                    <Trans>Your businesses</Trans>
                  </Link>
                </Button>
              }
            />
          ) : (
            <TransferForm business={business} others={others} />
          )}
        </div>
        <section className="space-y-3">
          <h2 className="text-lg font-semibold">
            <Trans>Recent transfers</Trans>
          </h2>
          {transfers.isLoading ? (
            [0, 1].map((i) => <Skeleton key={i} className="h-24 rounded-2xl" />)
          ) : transfers.isError ? (
            <p className="text-sm text-danger">
              {errorMessage(transfers.error, t`Could not load the transfers.`)}
            </p>
          ) : transfers.data!.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
              <Trans>No transfers yet.</Trans>
            </p>
          ) : (
            <TransferList
              transfers={transfers.data!}
              currency={business.currency}
              timezone={business.settings.timezone}
            />
          )}
        </section>
      </div>
    </div>
  );
}
