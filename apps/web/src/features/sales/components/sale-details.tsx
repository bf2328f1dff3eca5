import { SALE_MESSAGES, type Sale } from '@app/contracts/sales';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2, Undo2 } from 'lucide-react';
import { useContext, useState } from 'react';
import { toast } from '#src/lib/toast.ts';
import { useTillStaff } from '#src/lib/till.ts';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { useDeleteSale } from '../api/delete-sale.ts';
import { useSale } from '../api/get-sale.ts';
import { Panel } from '#src/components/ui/panel.tsx';
import { ReceiptActions } from './receipt-actions.tsx';
import { ReceiptView } from './receipt-view.tsx';
import { EditSale } from './edit-sale.tsx';
import type { HistoryBusiness } from '../history-business.ts';
import { SaleRefundSlotsContext } from '../sale-refund-slots.ts';
import { specText } from '#src/lib/error-translator.ts';

/** One sale from the history: its receipt and actions, edit, and delete after a confirm. */
export function SaleDetails({
  business,
  sale: fromList,
  onClose,
}: {
  business: HistoryBusiness;
  sale: Sale;
  onClose: () => void;
}) {
  const query = useSale(business.id, fromList.id, fromList);
  const { t } = useLingui();
  const sale = query.data ?? fromList;
  const receiptNumber = sale.receiptNumber;
  const [editing, setEditing] = useState(false);
  // The refund screen and the sale's refunds, from features/refunds (src/app gives them).
  const refunds = useContext(SaleRefundSlotsContext);
  const [refunding, setRefunding] = useState(false);
  // A refunded sale keeps its lines: it is no longer edited or deleted (the server refuses).
  const refunded = sale.refunds.length > 0;
  // At a till, what the signed-in member may do (ADR 076); the server refuses the rest too.
  const staff = useTillStaff();
  const mayRefund = !staff || staff.permissions.refunds;
  const mayEdit = !staff || staff.permissions.changePrices;
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSale();

  const handleDelete = async () => {
    try {
      await remove.mutateAsync({ businessId: business.id, saleId: sale.id });
      toast.success(t`Receipt #${receiptNumber} deleted. Its stock was returned.`);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, SALE_MESSAGES.deleteFailed));
      throw err;
    }
  };

  return (
    <>
      <Panel
        open
        onOpenChange={(open) => !open && onClose()}
        title={
          refunding
            ? t`Refund from receipt #${receiptNumber}`
            : editing
              ? t`Edit receipt #${receiptNumber}`
              : t`Receipt #${receiptNumber}`
        }
        description={editing ? t`Stock moves by the difference when you save.` : undefined}
      >
        {refunding && refunds ? (
          refunds.screen({ sale, business, onClose: () => setRefunding(false) })
        ) : editing ? (
          <EditSale business={business} sale={sale} onDone={() => setEditing(false)} />
        ) : (
          <div className="space-y-4">
            {query.isError && (
              <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
                {specText(SALE_MESSAGES.loadFailed)}
              </p>
            )}
            <div className="rounded-2xl border border-border p-4">
              <ReceiptView sale={sale} business={business} />
            </div>
            {refunds?.history({ sale, business })}
            <ReceiptActions sale={sale} business={business} />
            {!mayRefund && (
              <p className="text-sm text-muted-foreground" data-testid="refund-not-allowed">
                {mayEdit ? (
                  <Trans>Refunds and deletions need a manager: you may not do them.</Trans>
                ) : (
                  <Trans>Refunds, edits and deletions need a manager: you may not do them.</Trans>
                )}
              </p>
            )}
            {mayRefund && refunds?.canRefund(sale) && (
              <Button
                variant="secondary"
                className="h-11 w-full"
                onClick={() => setRefunding(true)}
              >
                <Undo2 aria-hidden />
                <Trans context="verb: the button that opens a sale's refund">Refund</Trans>
              </Button>
            )}
            {!refunded && (mayEdit || mayRefund) && (
              <div className="grid grid-cols-2 gap-2">
                {mayEdit && (
                  <Button variant="secondary" className="h-11" onClick={() => setEditing(true)}>
                    <Pencil aria-hidden />
                    <Trans>Edit</Trans>
                  </Button>
                )}
                {mayRefund && (
                  <Button
                    variant="ghost"
                    className="h-11 text-danger hover:bg-danger-soft"
                    onClick={() => setConfirming(true)}
                  >
                    <Trash2 aria-hidden />
                    <Trans>Delete</Trans>
                  </Button>
                )}
              </div>
            )}
          </div>
        )}
      </Panel>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Delete receipt #${receiptNumber}? Stock will be returned.`}
        description={t`The sale leaves the history and its items go back into stock. This cannot be undone.`}
        confirmLabel={t`Delete sale`}
        destructive
        onConfirm={handleDelete}
      />
    </>
  );
}
