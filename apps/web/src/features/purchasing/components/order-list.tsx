import { Trans, useLingui } from '@lingui/react/macro';
import type { PurchaseOrder } from '@app/contracts/purchase-orders';
import { ChevronRight } from 'lucide-react';
import { formatDate, formatMoney } from '#src/lib/format.ts';
import { StatusBadge } from './status-badge.tsx';

interface OrderListProps {
  orders: PurchaseOrder[];
  currency: string;
  onOpen: (order: PurchaseOrder) => void;
}

/** Orders as tappable rows: number, supplier, status, total and what was received. */
export function OrderList({ orders, currency, onOpen }: OrderListProps) {
  const { t } = useLingui();
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
      {orders.map((order) => {
        const ordered = order.lines.reduce((n, l) => n + l.quantity, 0);
        const received = order.lines.reduce((n, l) => n + l.receivedQuantity, 0);
        const number = order.number;
        return (
          <li key={order.id}>
            <button
              type="button"
              onClick={() => onOpen(order)}
              className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-none"
              aria-label={t`Purchase order ${number}, ${order.supplierName}`}
            >
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold tabular-nums">
                    <Trans>PO #{number}</Trans>
                  </span>
                  <StatusBadge status={order.status} />
                </div>
                <p className="truncate text-sm text-muted-foreground">
                  {order.supplierName} · {formatDate(order.createdAt)}
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-medium tabular-nums">{formatMoney(order.total, currency)}</p>
                <p className="text-xs text-muted-foreground tabular-nums">
                  <Trans>
                    {received} of {ordered} received
                  </Trans>
                </p>
              </div>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
