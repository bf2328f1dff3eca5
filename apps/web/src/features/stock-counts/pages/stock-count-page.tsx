import type { Business } from '@app/contracts/businesses';
import type { StockCount } from '@app/contracts/stock-counts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatDateTime } from '#src/lib/format.ts';
import { toast } from '#src/lib/toast.ts';
import { useCloseStockCount } from '../api/close-stock-count.ts';
import { useStockCount } from '../api/get-stock-count.ts';
import { CountScreen } from '../components/count-screen.tsx';
import { VarianceReview } from '../components/variance-review.tsx';
import { forgetCount } from '../offline/count-store.ts';
import { useCountSession } from '../use-count-session.ts';
import { STATUS_LABELS } from './stock-counts-page.tsx';

/** /stock-counts/{businessId}/{countId}: counting, then the differences and Apply. */
export function StockCountPage({ business, countId }: { business: Business; countId: string }) {
  const { t } = useLingui();
  const query = useStockCount(business.id, countId);
  const back = (
    <Button asChild variant="ghost" size="sm" className="-ml-2 mb-2">
      <Link to={`/stock-counts/${encodeURIComponent(business.id)}`}>
        <ArrowLeft className="size-4" aria-hidden />
        <Trans>All stock counts</Trans>
      </Link>
    </Button>
  );
  if (query.isLoading) {
    return (
      <div className="mx-auto max-w-3xl space-y-2">
        {back}
        <Skeleton className="h-24 rounded-2xl" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="mx-auto max-w-3xl">
        {back}
        <EmptyState
          title={t`Could not load this stock count`}
          description={errorMessage(query.error, t`Try again.`)}
          action={<Button onClick={() => void query.refetch()}>{t`Try again`}</Button>}
        />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl">
      {back}
      <CountView business={business} count={query.data} />
    </div>
  );
}

function CountView({ business, count }: { business: Business; count: StockCount }) {
  const { t, i18n } = useLingui();
  const session = useCountSession(business.id, count);
  const close = useCloseStockCount(business.id, count.id);
  const [reviewing, setReviewing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const open = count.status === 'open';
  const info = {
    id: business.id,
    name: business.name,
    currency: business.currency,
    slug: business.slug,
    timezone: business.settings.timezone,
  };

  const apply = async () => {
    try {
      await close.mutateAsync('apply');
      await forgetCount(count.id).catch(() => undefined);
      toast.success(t`Count applied: the stock now matches the shelf.`);
    } catch (err) {
      toast.error(errorMessage(err, t`Could not apply the count. Try again.`));
      throw err;
    }
  };
  const cancel = async () => {
    try {
      await close.mutateAsync('cancel');
      await forgetCount(count.id).catch(() => undefined);
    } catch (err) {
      toast.error(errorMessage(err, t`Could not cancel the count. Try again.`));
      throw err;
    }
  };

  return (
    <>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {open && !reviewing ? t`Count the shelf` : t`Differences`}
            <Badge variant={open ? 'warning' : count.status === 'applied' ? 'primary' : 'neutral'}>
              {i18n._(STATUS_LABELS[count.status])}
            </Badge>
          </span>
        }
        description={t`Started ${formatDateTime(count.createdAt, business.settings.timezone)}`}
        actions={
          open && (
            <Button variant="ghost" size="sm" onClick={() => setCancelling(true)}>
              <XCircle className="size-4" aria-hidden />
              <Trans>Cancel count</Trans>
            </Button>
          )
        }
      />
      {open && !reviewing ? (
        <CountScreen count={count} session={session} onReview={() => setReviewing(true)} />
      ) : (
        <VarianceReview
          count={count}
          business={info}
          waiting={session.waiting}
          onBack={open ? () => setReviewing(false) : null}
          onApply={open ? apply : null}
        />
      )}
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t`Cancel this count?`}
        description={t`What was counted is dropped and no stock changes.`}
        confirmLabel={t`Cancel count`}
        cancelLabel={t`Keep counting`}
        destructive
        onConfirm={cancel}
      />
    </>
  );
}
