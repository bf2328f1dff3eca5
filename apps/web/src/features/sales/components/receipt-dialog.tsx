import type { Sale } from '@app/contracts/sales';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Plus } from 'lucide-react';
import { Button } from '#src/components/ui/button.tsx';
import { formatMoney } from '../format.ts';
import type { ReceiptBusiness } from '../receipt-text.ts';
import { Panel } from '#src/components/ui/panel.tsx';
import { ReceiptActions } from './receipt-actions.tsx';
import { ReceiptView } from './receipt-view.tsx';

/** Shown when a sale is recorded: the server's receipt, its actions, and the way to the next sale. */
export function ReceiptDialog({
  sale,
  business,
  onClose,
}: {
  sale: Sale | null;
  business: ReceiptBusiness;
  onClose: () => void;
}) {
  const { t } = useLingui();
  if (!sale) return null;
  const receiptNumber = sale.receiptNumber;
  const change = sale.amountPaid > sale.total ? sale.amountPaid - sale.total : 0;
  return (
    <Panel
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        <span className="flex items-center gap-2">
          <CheckCircle2 className="size-5 text-primary" aria-hidden />
          <Trans>Sale recorded</Trans>
        </span>
      }
      description={t`Receipt #${receiptNumber}`}
      className="min-[948px]:max-w-3xl"
    >
      <div className="grid gap-4 min-[948px]:grid-cols-[minmax(0,1fr)_15rem] min-[948px]:items-start">
        <div className="rounded-2xl border border-border bg-surface p-4 shadow-xs min-[948px]:max-h-[calc(100dvh-11rem)] min-[948px]:overflow-y-auto">
          <ReceiptView sale={sale} business={business} />
        </div>
        <div className="order-first space-y-3 min-[948px]:order-none">
          <div className="rounded-2xl bg-primary-soft p-4 text-center">
            <p className="text-xs font-medium text-muted-foreground">
              {sale.balance > 0 ? (
                <Trans>Balance owed</Trans>
              ) : change > 0 ? (
                <Trans>Change due</Trans>
              ) : (
                <Trans>Total paid</Trans>
              )}
            </p>
            <p className="text-2xl font-bold tabular-nums">
              {formatMoney(
                sale.balance > 0 ? sale.balance : change > 0 ? change : sale.total,
                business.currency,
              )}
            </p>
          </div>
          <ReceiptActions sale={sale} business={business} />
          <Button size="lg" className="h-13 w-full" onClick={onClose} autoFocus>
            <Plus aria-hidden />
            <Trans>New sale</Trans>
          </Button>
        </div>
      </div>
    </Panel>
  );
}
