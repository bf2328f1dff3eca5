import type { Dashboard } from '@app/contracts/dashboard';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, PackageX, Receipt, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#src/lib/cn.ts';
import { formatCount, formatMoney, formatSaleTime } from '../format.ts';

const PAYMENT_LABELS: Record<string, MessageDescriptor> = {
  cash: msg({ message: 'Cash', comment: 'a payment method' }),
  card: msg({ message: 'Card', comment: 'a payment method' }),
  transfer: msg({ message: 'Transfer', comment: 'a payment method: bank transfer' }),
  mobile_money: msg({ message: 'Mobile money', comment: 'a payment method' }),
  credit: msg({ message: 'Credit', comment: 'a payment method: paid later' }),
};

function ListCard({
  title,
  icon,
  action,
  empty,
  children,
}: {
  title: ReactNode;
  icon: ReactNode;
  action?: ReactNode;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 rounded-2xl border border-border bg-surface shadow-sm">
      <header className="flex items-center justify-between gap-3 px-4 pt-4 pb-2">
        <h2 className="flex items-center gap-2 font-semibold tracking-tight">
          {icon}
          {title}
        </h2>
        {action}
      </header>
      {empty ? <p className="px-4 pb-5 text-sm text-muted-foreground">{empty}</p> : children}
    </section>
  );
}

const rowClass =
  'flex min-h-12 items-center gap-3 px-4 py-2.5 transition-colors hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-none';

/** 'Out', '3 kg' (the item's own unit) or '3 left'. */
function useStockLabel() {
  const { t } = useLingui();
  return (stock: number, unit: string | null | undefined) => {
    const count = formatCount(stock);
    if (stock <= 0) return t({ message: 'Out', comment: 'out of stock' });
    return unit ? `${count} ${unit}` : t`${count} left`;
  };
}

export function LowStockList({
  dashboard,
  businessId,
}: {
  dashboard: Dashboard;
  businessId: string;
}) {
  const { t } = useLingui();
  const stockLabel = useStockLabel();
  const href = `/inventory/${businessId}?low=1`;
  return (
    <ListCard
      title={t`Low stock`}
      icon={<PackageX className="size-4 text-warning" aria-hidden />}
      empty={dashboard.lowStock.length ? null : t`Every item is above its low-stock level.`}
      action={
        dashboard.lowStock.length > 0 && (
          <Link to={href} className="text-sm font-medium text-primary hover:underline">
            <Trans>See all</Trans>
          </Link>
        )
      }
    >
      <ul className="divide-y divide-border pb-1">
        {dashboard.lowStock.map((item) => (
          <li key={item.id}>
            <Link to={href} className={rowClass}>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{item.name}</span>
                {item.sku && (
                  <span className="block truncate text-xs text-muted-foreground">{item.sku}</span>
                )}
              </span>
              <span
                className={cn(
                  'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
                  item.stock <= 0 ? 'bg-danger-soft text-danger' : 'bg-warning-soft text-warning',
                )}
              >
                {stockLabel(item.stock, item.unit)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}

function usePaymentLabel() {
  const { t } = useLingui();
  return (method: string) => {
    const label = PAYMENT_LABELS[method];
    return label ? t(label) : method;
  };
}

export function RecentSalesList({
  dashboard,
  businessId,
}: {
  dashboard: Dashboard;
  businessId: string;
}) {
  const { t } = useLingui();
  const paymentLabel = usePaymentLabel();
  return (
    <ListCard
      title={t`Recent sales`}
      icon={<Receipt className="size-4 text-primary" aria-hidden />}
      empty={dashboard.recentSales.length ? null : t`No sales yet.`}
      action={
        <Link
          to={`/sales/${businessId}`}
          className="text-sm font-medium text-primary hover:underline"
        >
          <Trans>All sales</Trans>
        </Link>
      }
    >
      <ul className="divide-y divide-border pb-1">
        {dashboard.recentSales.map((sale) => (
          <li key={sale.id}>
            <Link
              to={`/sales/${businessId}?sale=${encodeURIComponent(sale.id)}`}
              className={rowClass}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">
                  #{sale.receiptNumber} · {sale.customerName ?? t`Walk-in customer`}
                </span>
                <span className="block truncate text-xs text-muted-foreground">
                  {formatSaleTime(sale.soldAt, dashboard.timezone, dashboard.today.from)} ·{' '}
                  {paymentLabel(sale.paymentMethod)}
                </span>
              </span>
              <span className="shrink-0 text-sm font-semibold tabular-nums">
                {formatMoney(sale.total, dashboard.currency)}
              </span>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}

export function OutstandingList({
  dashboard,
  businessId,
}: {
  dashboard: Dashboard;
  businessId: string;
}) {
  const { t } = useLingui();
  const { outstandingBalances: owed, currency } = dashboard;
  const more = owed.customerCount - owed.customers.length;
  return (
    <ListCard
      title={t`Customers owe you`}
      icon={<Users className="size-4 text-info" aria-hidden />}
      empty={owed.customerCount ? null : t`No customer owes you anything.`}
      action={
        owed.customerCount > 0 && (
          <span className="text-sm font-semibold tabular-nums">
            {formatMoney(owed.total, currency)}
          </span>
        )
      }
    >
      <ul className="divide-y divide-border pb-1">
        {owed.customers.map((customer) => (
          <li key={customer.id}>
            <Link
              to={`/customers/${businessId}?customer=${encodeURIComponent(customer.id)}`}
              className={rowClass}
            >
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{customer.name}</span>
              <span className="shrink-0 text-sm font-semibold text-danger tabular-nums">
                {formatMoney(customer.balance, currency)}
              </span>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
      {owed.customerCount > owed.customers.length && (
        <p className="px-4 pb-3 text-xs text-muted-foreground">
          <Plural value={more} one="and # more customer" other="and # more customers" />
        </p>
      )}
    </ListCard>
  );
}
