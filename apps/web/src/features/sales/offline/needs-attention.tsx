import { Trans, useLingui } from '@lingui/react/macro';
import { PackageMinus, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { openInCart } from '../use-cart.ts';
import { cachedBusiness } from './catalogue-store.ts';
import { cartFromQueuedSale } from './edit-queued-sale.ts';
import { requestOutboxSync } from './outbox-runner.ts';
import { removeQueuedSale, updateQueuedSale, type QueuedSale } from './outbox-store.ts';

/** The server's answer when a sale would take stock below zero. */
const INSUFFICIENT_STOCK = 'INSUFFICIENT_STOCK';

/** Back in the queue, due now: the server judges it again. */
const sendAgain = (sale: QueuedSale) =>
  updateQueuedSale(sale.id, {
    status: 'waiting',
    reason: undefined,
    reasonCode: undefined,
    attempts: 0,
    nextAttemptAt: 0,
  }).then(requestOutboxSync);

/** The business's negative-stock setting as last seen on this phone (null: never seen). */
function useAllowsNegativeStock(businessId: string, wanted: boolean): boolean | null {
  const [allowed, setAllowed] = useState<{ id: string; value: boolean | null } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let alive = true;
    cachedBusiness(businessId).then(
      (b) => alive && setAllowed({ id: businessId, value: b?.settings.allowNegativeStock ?? null }),
      () => alive && setAllowed({ id: businessId, value: null }),
    );
    return () => {
      alive = false;
    };
  }, [businessId, wanted]);
  return allowed?.id === businessId ? allowed.value : null;
}

/**
 * A sale the server refused (ADR 025): its reason and what can be done. Retry (something changed
 * on the server), edit it in the POS cart, sell it anyway below zero stock where the business
 * allows that, or discard it, each destructive step confirmed. Never dropped by itself.
 */
export function NeedsAttention({ sale, onLeave }: { sale: QueuedSale; onLeave: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<'discard' | 'negative' | null>(null);
  const shortOfStock = sale.reasonCode === INSUFFICIENT_STOCK;
  const allowsNegative = useAllowsNegativeStock(sale.businessId, shortOfStock);
  const reason = sale.reason;
  const why = sale.reason ?? t`There is not enough stock`;

  const edit = async () => {
    try {
      openInCart(sale.businessId, await cartFromQueuedSale(sale));
      onLeave();
      await navigate(`/sales/${sale.businessId}`);
    } catch {
      toast.error(t`This sale could not be opened on this phone`);
    }
  };

  return (
    <div className="space-y-2">
      <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
        <Trans comment="why the server refused the sale follows">Refused: {reason}</Trans>
      </p>
      {shortOfStock && allowsNegative === false && (
        <p className="text-xs text-muted-foreground">
          <Trans>
            To sell it anyway, allow negative stock in the business settings, or edit the
            quantities.
          </Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => void sendAgain(sale)}>
          <RotateCcw aria-hidden />
          <Trans>Try again</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => void edit()}>
          <Pencil aria-hidden />
          <Trans>Edit</Trans>
        </Button>
        {shortOfStock && allowsNegative && (
          <Button size="sm" variant="outline" onClick={() => setConfirming('negative')}>
            <PackageMinus aria-hidden />
            <Trans>Sell anyway</Trans>
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="text-danger hover:bg-danger-soft"
          onClick={() => setConfirming('discard')}
        >
          <Trash2 aria-hidden />
          <Trans>Discard</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming === 'negative'}
        onOpenChange={(o) => !o && setConfirming(null)}
        title={t`Sell below zero stock?`}
        description={t`${why}. Selling it anyway takes these items below zero, as your business allows; count the shelf later to set the stock right.`}
        confirmLabel={t`Sell anyway`}
        onConfirm={() => sendAgain(sale)}
      />
      <ConfirmDialog
        open={confirming === 'discard'}
        onOpenChange={(o) => !o && setConfirming(null)}
        title={t`Discard this sale?`}
        description={t`It was never recorded on the server: discarding it removes it from this phone for good, and its stock and money are not counted anywhere.`}
        confirmLabel={t`Discard sale`}
        destructive
        onConfirm={() => removeQueuedSale(sale.id)}
      />
    </div>
  );
}
