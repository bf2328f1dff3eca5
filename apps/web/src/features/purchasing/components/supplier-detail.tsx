import { Trans, useLingui } from '@lingui/react/macro';
import type { PurchaseOrder } from '@app/contracts/purchase-orders';
import {
  ArrowLeft,
  Banknote,
  Mail,
  MessageCircle,
  Pencil,
  Phone,
  Plus,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatDateTime, formatMoney } from '#src/lib/format.ts';
import { toast } from '#src/lib/toast.ts';
import { usePurchaseOrders } from '../api/purchase-orders.ts';
import { useDeleteSupplier, useSupplier, useSupplierPayments } from '../api/suppliers.ts';
import { PAYMENT_METHOD_LABELS } from '../labels.ts';
import { whatsappLink } from '../send/order-text.ts';
import { OrderList } from './order-list.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { SupplierFormDialog } from './supplier-form-dialog.tsx';

interface SupplierDetailProps {
  businessId: string;
  currency: string;
  supplierId: string;
  onBack: () => void;
  onOpenOrder: (order: PurchaseOrder) => void;
  onNewOrder: (supplierId: string) => void;
}

/** A supplier: how to reach them, what is owed, their orders and the payments made. */
export function SupplierDetail({
  businessId,
  currency,
  supplierId,
  onBack,
  onOpenOrder,
  onNewOrder,
}: SupplierDetailProps) {
  const { t } = useLingui();
  const query = useSupplier(businessId, supplierId);
  const orders = usePurchaseOrders(businessId, supplierId);
  const payments = useSupplierPayments(businessId, supplierId);
  const remove = useDeleteSupplier(businessId);
  const [editing, setEditing] = useState(false);
  const [paying, setPaying] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const supplier = query.data;

  if (!supplier) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-28 w-full rounded-2xl" />
      </div>
    );
  }
  const name = supplier.name;
  const hasHistory = (orders.data?.length ?? 0) > 0 || (payments.data?.length ?? 0) > 0;

  const handleDelete = async () => {
    try {
      await remove.mutateAsync(supplier.id);
      toast.success(t`Supplier deleted`);
      onBack();
    } catch (err) {
      toast.error(errorMessage(err, t`The supplier could not be deleted`));
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex items-start gap-2">
        <Button variant="ghost" size="icon" onClick={onBack} aria-label={t`Back to suppliers`}>
          <ArrowLeft />
        </Button>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-xl font-semibold tracking-tight">{name}</h2>
          {supplier.notes && <p className="text-sm text-muted-foreground">{supplier.notes}</p>}
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setEditing(true)}
          aria-label={t`Edit supplier`}
        >
          <Pencil />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setDeleting(true)}
          aria-label={t`Delete supplier`}
        >
          <Trash2 />
        </Button>
      </div>

      <div className="grid grid-cols-3 gap-2">
        {[
          { label: t`Received`, value: supplier.received },
          { label: t`Paid`, value: supplier.paid },
          { label: t`Owed`, value: supplier.owed, strong: true },
        ].map((figure) => (
          <div key={figure.label} className="rounded-2xl border border-border bg-surface p-3">
            <p className="text-xs text-muted-foreground">{figure.label}</p>
            <p
              className={`mt-1 font-semibold tabular-nums ${figure.strong && figure.value > 0 ? 'text-danger' : ''}`}
            >
              {formatMoney(figure.value, currency)}
            </p>
          </div>
        ))}
      </div>

      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onNewOrder(supplier.id)}>
          <Plus />
          <Trans>New order</Trans>
        </Button>
        <Button variant="outline" onClick={() => setPaying(true)}>
          <Banknote />
          <Trans>Record payment</Trans>
        </Button>
        {supplier.phone && (
          <Button variant="outline" asChild>
            <a href={`tel:${supplier.phone}`}>
              <Phone />
              <Trans>Call</Trans>
            </a>
          </Button>
        )}
        {(supplier.whatsapp ?? supplier.phone) && (
          <Button variant="outline" asChild>
            <a
              href={whatsappLink('', supplier.whatsapp ?? supplier.phone)}
              target="_blank"
              rel="noreferrer"
            >
              <MessageCircle />
              <Trans>WhatsApp</Trans>
            </a>
          </Button>
        )}
        {supplier.email && (
          <Button variant="outline" asChild>
            <a href={`mailto:${supplier.email}`}>
              <Mail />
              <Trans>Email</Trans>
            </a>
          </Button>
        )}
      </div>

      <section className="space-y-2">
        <h3 className="text-sm font-semibold">
          <Trans>Orders</Trans>
        </h3>
        {orders.data && orders.data.length > 0 ? (
          <OrderList orders={orders.data} currency={currency} onOpen={onOpenOrder} />
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>No orders from this supplier yet.</Trans>
          </p>
        )}
      </section>

      <section className="space-y-2">
        <h3 className="text-sm font-semibold">
          <Trans>Payments</Trans>
        </h3>
        {payments.data && payments.data.length > 0 ? (
          <ul className="divide-y divide-border rounded-2xl border border-border bg-surface">
            {payments.data.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
                <span className="min-w-0">
                  <span className="block font-medium">{t(PAYMENT_METHOD_LABELS[p.method])}</span>
                  <span className="block text-muted-foreground">{formatDateTime(p.createdAt)}</span>
                </span>
                <span className="font-medium tabular-nums">{formatMoney(p.amount, currency)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>No payments yet.</Trans>
          </p>
        )}
      </section>

      {editing && (
        <SupplierFormDialog
          open={editing}
          onOpenChange={setEditing}
          businessId={businessId}
          supplier={supplier}
        />
      )}
      {paying && (
        <PaymentDialog
          open={paying}
          onOpenChange={setPaying}
          businessId={businessId}
          supplier={supplier}
          currency={currency}
        />
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t`Delete ${name}?`}
        description={
          hasHistory
            ? t`${name} has orders or payments. They are kept as your records, so this supplier cannot be deleted.`
            : t`Items that name ${name} as their usual supplier will have none.`
        }
        confirmLabel={t`Delete supplier`}
        destructive
        onConfirm={handleDelete}
      />
    </div>
  );
}
