import type { ShopOrder } from '@app/contracts/shop';
import { Plural, useLingui } from '@lingui/react/macro';
import { Bike, ChevronRight, Store } from 'lucide-react';
import { Badge } from '#src/components/ui/badge.tsx';
import { formatDateTime, formatMoney } from '#src/lib/format.ts';
import { STATUS_BADGE, STATUS_LABELS } from '../labels.ts';

/** Orders as tappable rows: who, what, how much, and where it stands. */
export function OrderList({
  orders,
  currency,
  onOpen,
}: {
  orders: ShopOrder[];
  currency: string;
  onOpen: (order: ShopOrder) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      {orders.map((order) => {
        const count = order.items.reduce((n, line) => n + line.quantity, 0);
        const Fulfil = order.fulfilment === 'delivery' ? Bike : Store;
        const reference = order.reference;
        const customer = order.customerName;
        const status = i18n._(STATUS_LABELS[order.status]);
        const total = formatMoney(order.total, currency);
        return (
          <li key={order.id}>
            <button
              type="button"
              onClick={() => onOpen(order)}
              className="flex min-h-16 w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-none"
              aria-label={t`Order ${reference} from ${customer}, ${status}, ${total}`}
            >
              <span
                className={
                  order.status === 'new'
                    ? 'size-2.5 shrink-0 rounded-full bg-warning'
                    : 'size-2.5 shrink-0 rounded-full bg-transparent'
                }
                aria-hidden
              />
              <span className="min-w-0 flex-1 space-y-0.5">
                <span className="flex items-center gap-2">
                  <span className="truncate font-medium">{order.customerName}</span>
                  <span className="shrink-0 font-mono text-xs text-muted-foreground">
                    {order.reference}
                  </span>
                </span>
                <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <Fulfil className="size-3.5 shrink-0" aria-hidden />
                  <span className="truncate">
                    <Plural value={count} one="# item" other="# items" /> ·{' '}
                    {formatDateTime(order.createdAt)}
                  </span>
                </span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-semibold tabular-nums">
                  {formatMoney(order.total, currency)}
                </span>
                <Badge variant={STATUS_BADGE[order.status]}>{status}</Badge>
              </span>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
