import type { PaymentMethod } from '@app/contracts/customers';
import type { ShopOrder } from '@app/contracts/shop';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bike, CheckCircle2, MessageCircle, Phone, Receipt, Store, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '#src/lib/toast.ts';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { Panel } from '#src/components/ui/panel.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { formatDateTime, formatMoney } from '#src/lib/format.ts';
import { useUpdateOrder } from '../api/update-order.ts';
import {
  isOpen,
  NEXT_STEP,
  ORDER_PAYMENT_METHODS,
  phoneDigits,
  STATUS_BADGE,
  STATUS_DONE,
  STATUS_LABELS,
} from '../labels.ts';

interface OrderDetailsProps {
  businessId: string;
  currency: string;
  order: ShopOrder;
  /** Where the sale a completed order recorded is shown. */
  saleHref: (saleId: string) => string;
  onClose: () => void;
}

/** One order: what was asked for, how to reach the customer, and the next step (complete records the sale). */
export function OrderDetails({
  businessId,
  currency,
  order,
  saleHref,
  onClose,
}: OrderDetailsProps) {
  const { t, i18n } = useLingui();
  const update = useUpdateOrder(businessId);
  const [payment, setPayment] = useState<Exclude<PaymentMethod, 'credit'>>('cash');
  const [cancelling, setCancelling] = useState(false);
  const money = (n: number) => formatMoney(n, currency);
  const next = NEXT_STEP[order.status];
  const digits = phoneDigits(order.customerPhone);
  const reference = order.reference;
  const customer = order.customerName;
  const placedAt = formatDateTime(order.createdAt);

  const move = async (status: 'accepted' | 'ready' | 'completed' | 'cancelled') => {
    try {
      const body = status === 'completed' ? { status, paymentMethod: payment } : { status };
      const saved = await update.mutateAsync({ orderId: order.id, body });
      toast.success(i18n._(STATUS_DONE[saved.status](saved.reference)));
      if (saved.status === 'completed' || saved.status === 'cancelled') onClose();
    } catch (err) {
      toast.error(errorMessage(err, t`Could not update the order. Please try again.`));
      throw err;
    }
  };

  return (
    <Panel
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Order ${reference}`}
      description={t`Placed ${placedAt}`}
    >
      <div className="space-y-4">
        <div className="flex items-center justify-between gap-3 rounded-2xl bg-surface-muted px-4 py-3">
          <div className="min-w-0">
            <p className="truncate font-semibold">{order.customerName}</p>
            <p className="truncate text-sm text-muted-foreground">{order.customerPhone}</p>
          </div>
          <div className="flex shrink-0 gap-1.5">
            <Button asChild variant="outline" size="icon" aria-label={t`Call ${customer}`}>
              <a href={`tel:${order.customerPhone}`}>
                <Phone aria-hidden />
              </a>
            </Button>
            {digits && (
              <Button
                asChild
                variant="outline"
                size="icon"
                aria-label={t`Message ${customer} on WhatsApp`}
              >
                <a href={`https://wa.me/${digits}`} target="_blank" rel="noreferrer">
                  <MessageCircle aria-hidden />
                </a>
              </Button>
            )}
          </div>
        </div>

        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={STATUS_BADGE[order.status]}>{i18n._(STATUS_LABELS[order.status])}</Badge>
          <Badge variant="outline">
            {order.fulfilment === 'delivery' ? <Bike aria-hidden /> : <Store aria-hidden />}
            {order.fulfilment === 'delivery' ? <Trans>Delivery</Trans> : <Trans>Pick-up</Trans>}
          </Badge>
        </div>
        {order.address && (
          <p className="text-sm">
            <span className="text-muted-foreground">
              <Trans>Deliver to:</Trans>{' '}
            </span>
            {order.address}
          </p>
        )}
        {order.note && (
          <p className="rounded-xl border border-border px-3 py-2 text-sm whitespace-pre-line">
            {order.note}
          </p>
        )}

        <table className="w-full text-sm">
          <caption className="sr-only">
            <Trans>Items ordered</Trans>
          </caption>
          <tbody className="divide-y divide-border">
            {order.items.map((line) => (
              <tr key={line.itemId}>
                <td className="py-2 pr-2 tabular-nums text-muted-foreground">{line.quantity} ×</td>
                <td className="w-full py-2 pr-2">
                  {line.name}
                  <span className="block text-xs text-muted-foreground">
                    <UnitPrice price={money(line.unitPrice)} />
                  </span>
                </td>
                <td className="py-2 text-right font-medium tabular-nums">
                  {money(line.lineTotal)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-border">
            {order.tax > 0 && (
              <>
                <tr>
                  <td colSpan={2} className="pt-2 text-muted-foreground">
                    <Trans>Subtotal</Trans>
                  </td>
                  <td className="pt-2 text-right tabular-nums">{money(order.subtotal)}</td>
                </tr>
                <tr>
                  <td colSpan={2} className="text-muted-foreground">
                    <Trans>Tax</Trans>
                  </td>
                  <td className="text-right tabular-nums">{money(order.tax)}</td>
                </tr>
              </>
            )}
            <tr>
              <td colSpan={2} className="pt-2 text-base font-semibold">
                <Trans>Total</Trans>
              </td>
              <td className="pt-2 text-right text-base font-semibold tabular-nums">
                {money(order.total)}
              </td>
            </tr>
          </tfoot>
        </table>

        {order.saleId && (
          <Button asChild variant="secondary" className="h-11 w-full">
            <Link to={saleHref(order.saleId)}>
              <Receipt aria-hidden />
              <Trans>View the sale</Trans>
            </Link>
          </Button>
        )}

        {isOpen(order) && (
          <div className="space-y-3 border-t border-border pt-4">
            <fieldset>
              <legend className="mb-2 text-sm font-medium">
                <Trans>Paid with</Trans>
              </legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {ORDER_PAYMENT_METHODS.map((method) => (
                  <label
                    key={method.value}
                    className={cn(
                      'flex min-h-10 cursor-pointer items-center justify-center rounded-lg border px-2 text-center text-sm leading-tight font-medium transition-colors',
                      'has-focus-visible:ring-2 has-focus-visible:ring-ring/50',
                      payment === method.value
                        ? 'border-primary bg-primary-soft text-primary'
                        : 'border-border hover:bg-surface-muted',
                    )}
                  >
                    <input
                      type="radio"
                      name="order-payment"
                      value={method.value}
                      checked={payment === method.value}
                      onChange={() => setPayment(method.value)}
                      className="sr-only"
                    />
                    {i18n._(method.label)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-2 sm:grid-cols-2">
              {next && (
                <Button
                  variant="secondary"
                  className="h-11"
                  loading={update.isPending && update.variables?.body.status === next.status}
                  disabled={update.isPending}
                  onClick={() => void move(next.status).catch(() => {})}
                >
                  {i18n._(next.label)}
                </Button>
              )}
              <Button
                className={cn('h-11', !next && 'sm:col-span-2')}
                loading={update.isPending && update.variables?.body.status === 'completed'}
                disabled={update.isPending}
                onClick={() => void move('completed').catch(() => {})}
              >
                <CheckCircle2 aria-hidden />
                <Trans>Complete and record sale</Trans>
              </Button>
            </div>
            <Button
              variant="ghost"
              className="h-11 w-full text-danger hover:bg-danger-soft"
              disabled={update.isPending}
              onClick={() => setCancelling(true)}
            >
              <XCircle aria-hidden />
              <Trans comment="a button: cancel the customer's order">Cancel order</Trans>
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t`Cancel order ${reference}?`}
        description={t`The customer is not told automatically: message them if you cannot serve the order. A cancelled order cannot be reopened.`}
        confirmLabel={t({
          message: 'Cancel order',
          comment: "a button: cancel the customer's order",
        })}
        cancelLabel={t`Keep order`}
        destructive
        onConfirm={() => move('cancelled')}
      />
    </Panel>
  );
}

function UnitPrice({ price }: { price: string }) {
  return <Trans comment="a unit price: ₦500 each">{price} each</Trans>;
}
