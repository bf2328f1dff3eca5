import { Trans, useLingui } from '@lingui/react/macro';
import type { PurchaseOrder } from '@app/contracts/purchase-orders';
import {
  ArrowLeft,
  FileDown,
  FileSpreadsheet,
  MessageCircle,
  PackageCheck,
  Pencil,
  Send,
  XCircle,
} from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { downloadFile } from '#src/lib/csv.ts';
import { formatDateTime, formatMoney } from '#src/lib/format.ts';
import { toast } from '#src/lib/toast.ts';
import { useI18nFor } from '#src/i18n/for-language.ts';
import { useUpdatePurchaseOrder } from '../api/purchase-orders.ts';
import { useSupplier } from '../api/suppliers.ts';
import { orderCsv } from '../send/order-csv.ts';
import { orderPdf } from '../send/order-pdf.ts';
import { orderText, whatsappLink } from '../send/order-text.ts';
import { ReceiveDialog } from './receive-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

export interface PurchasingBusiness {
  id: string;
  name: string;
  currency: string;
  phone: string | null;
  language: string;
}

interface OrderDetailProps {
  business: PurchasingBusiness;
  order: PurchaseOrder;
  onBack: () => void;
  onEdit: () => void;
}

/** One order: its lines with what arrived, and the step its status allows next. */
export function OrderDetail({ business, order, onBack, onEdit }: OrderDetailProps) {
  const { t, i18n } = useLingui();
  const update = useUpdatePurchaseOrder(business.id);
  const supplier = useSupplier(business.id, order.supplierId);
  // What the supplier reads is in the business's language (ADR 069).
  const supplierI18n = useI18nFor(business.language);
  const [receiving, setReceiving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const number = order.number;
  const receivable = order.status === 'ordered' || order.status === 'partially_received';

  const setStatus = async (status: 'ordered' | 'cancelled') => {
    try {
      await update.mutateAsync({ id: order.id, body: { status } });
      toast.success(status === 'ordered' ? t`Marked as ordered` : t`Order cancelled`);
    } catch (err) {
      toast.error(errorMessage(err, t`The order could not be changed`));
    }
  };
  const sendWhatsapp = () => {
    if (!supplierI18n) return;
    const phone = supplier.data?.whatsapp ?? supplier.data?.phone ?? null;
    window.open(
      whatsappLink(orderText(order, business, supplierI18n), phone),
      '_blank',
      'noopener',
    );
  };
  const downloadPdf = async () => {
    if (!supplierI18n) return;
    const blob = await orderPdf(order, business, supplierI18n);
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `PO-${order.number}.pdf`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const downloadCsv = () =>
    downloadFile(orderCsv(order, i18n), `PO-${order.number}.csv`, 'text/csv;charset=utf-8');

  return (
    <div className="space-y-5">
      <div className="flex items-start gap-2">
        <Button variant="ghost" size="icon" onClick={onBack} aria-label={t`Back to orders`}>
          <ArrowLeft />
        </Button>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold tracking-tight">
              <Trans>PO #{number}</Trans>
            </h2>
            <StatusBadge status={order.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            {order.supplierName} · {formatDateTime(order.createdAt)}
          </p>
        </div>
      </div>

      <div className="flex flex-wrap gap-2">
        {order.status === 'draft' && (
          <>
            <Button onClick={() => void setStatus('ordered')} loading={update.isPending}>
              <Send />
              <Trans>Mark as ordered</Trans>
            </Button>
            <Button variant="outline" onClick={onEdit}>
              <Pencil />
              <Trans>Edit</Trans>
            </Button>
          </>
        )}
        {receivable && (
          <Button onClick={() => setReceiving(true)}>
            <PackageCheck />
            <Trans>Receive</Trans>
          </Button>
        )}
        <Button variant="outline" onClick={sendWhatsapp} disabled={!supplierI18n}>
          <MessageCircle />
          <Trans>Send on WhatsApp</Trans>
        </Button>
        <Button variant="outline" onClick={() => void downloadPdf()} disabled={!supplierI18n}>
          <FileDown />
          <Trans>PDF</Trans>
        </Button>
        <Button variant="outline" onClick={downloadCsv}>
          <FileSpreadsheet />
          <Trans>CSV</Trans>
        </Button>
        {(order.status === 'draft' || order.status === 'ordered') && (
          <Button variant="ghost" onClick={() => setCancelling(true)}>
            <XCircle />
            <Trans>Cancel order</Trans>
          </Button>
        )}
      </div>

      <div className="overflow-hidden rounded-2xl border border-border bg-surface">
        <table className="w-full text-sm">
          <thead className="bg-surface-muted text-left text-muted-foreground">
            <tr>
              <th className="px-4 py-2 font-medium">
                <Trans>Item</Trans>
              </th>
              <th className="px-2 py-2 text-right font-medium">
                <Trans>Received</Trans>
              </th>
              <th className="hidden px-2 py-2 text-right font-medium sm:table-cell">
                <Trans>Unit cost</Trans>
              </th>
              <th className="px-4 py-2 text-right font-medium">
                <Trans>Amount</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {order.lines.map((line, i) => (
              <tr key={line.productId ?? i}>
                <td className="px-4 py-3">
                  <p className="font-medium">{line.productName}</p>
                  <p className="text-xs text-muted-foreground sm:hidden">
                    {formatMoney(line.unitCost, business.currency)}
                  </p>
                </td>
                <td className="px-2 py-3 text-right tabular-nums">
                  {line.receivedQuantity} / {line.quantity}
                </td>
                <td className="hidden px-2 py-3 text-right tabular-nums sm:table-cell">
                  {formatMoney(line.unitCost, business.currency)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {formatMoney(line.quantity * line.unitCost, business.currency)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-border">
            <tr>
              <td colSpan={3} className="hidden px-4 py-3 font-semibold sm:table-cell">
                <Trans>Total</Trans>
              </td>
              <td colSpan={2} className="px-4 py-3 font-semibold sm:hidden">
                <Trans>Total</Trans>
              </td>
              <td className="px-4 py-3 text-right font-semibold tabular-nums">
                {formatMoney(order.total, business.currency)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {order.receivedValue > 0 && (
        <p className="text-sm text-muted-foreground">
          <Trans>Received so far: {formatMoney(order.receivedValue, business.currency)}</Trans>
        </p>
      )}
      {order.note && <p className="text-sm whitespace-pre-line">{order.note}</p>}

      {receiving && (
        <ReceiveDialog
          open={receiving}
          onOpenChange={setReceiving}
          businessId={business.id}
          order={order}
        />
      )}
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t`Cancel PO #${number}?`}
        description={t`Nothing has been received on it. A cancelled order cannot be received or reopened.`}
        confirmLabel={t`Cancel order`}
        destructive
        onConfirm={() => setStatus('cancelled')}
      />
    </div>
  );
}
