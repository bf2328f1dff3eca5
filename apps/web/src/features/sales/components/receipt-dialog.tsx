import type { Sale } from '@app/contracts/sales';
import { CheckCircle2, Plus } from 'lucide-react';
import { Button } from '#src/components/ui/button.tsx';
import { formatMoney } from '../format.ts';
import type { ReceiptBusiness } from '../receipt-text.ts';
import { Panel } from './panel.tsx';
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
  if (!sale) return null;
  const change = sale.amountPaid > sale.total ? sale.amountPaid - sale.total : 0;
  return (
    <Panel
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        <span className="flex items-center gap-2">
          <CheckCircle2 className="size-5 text-primary" aria-hidden />
          Sale recorded
        </span>
      }
      description={
        sale.balance > 0
          ? `Receipt #${sale.receiptNumber} · ${formatMoney(sale.balance, business.currency)} owed`
          : change > 0
            ? `Receipt #${sale.receiptNumber} · change ${formatMoney(change, business.currency)}`
            : `Receipt #${sale.receiptNumber}`
      }
    >
      <div className="space-y-4">
        <div className="rounded-2xl border border-border bg-surface p-4 shadow-xs">
          <ReceiptView sale={sale} business={business} />
        </div>
        <ReceiptActions sale={sale} business={business} />
        <Button size="lg" className="h-13 w-full" onClick={onClose} autoFocus>
          <Plus aria-hidden />
          New sale
        </Button>
      </div>
    </Panel>
  );
}
