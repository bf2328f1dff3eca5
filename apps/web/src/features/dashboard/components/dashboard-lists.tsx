import type { Dashboard } from '@app/contracts/dashboard';
import { ChevronRight, PackageX, Receipt, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#src/lib/cn.ts';
import { formatCount, formatMoney, formatSaleTime } from '../format.ts';

const PAYMENT_LABELS: Record<string, string> = {
  cash: 'Cash',
  card: 'Card',
  transfer: 'Transfer',
  mobile_money: 'Mobile money',
  credit: 'Credit',
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

export function LowStockList({
  dashboard,
  businessId,
}: {
  dashboard: Dashboard;
  businessId: string;
}) {
  const href = `/inventory/${businessId}?low=1`;
  return (
    <ListCard
      title="Low stock"
      icon={<PackageX className="size-4 text-warning" aria-hidden />}
      empty={dashboard.lowStock.length ? null : 'Every item is above its low-stock level.'}
      action={
        dashboard.lowStock.length > 0 && (
          <Link to={href} className="text-sm font-medium text-primary hover:underline">
            See all
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
                {item.stock <= 0 ? 'Out' : `${formatCount(item.stock)} ${item.unit ?? 'left'}`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}

export function RecentSalesList({
  dashboard,
  businessId,
}: {
  dashboard: Dashboard;
  businessId: string;
}) {
  return (
    <ListCard
      title="Recent sales"
      icon={<Receipt className="size-4 text-primary" aria-hidden />}
      empty={dashboard.recentSales.length ? null : 'No sales yet.'}
      action={
        <Link
          to={`/sales/${businessId}`}
          className="text-sm font-medium text-primary hover:underline"
        >
          All sales
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
                  #{sale.receiptNumber} · {sale.customerName ?? 'Walk-in customer'}
                </span>
                <span className="block truncate text-xs text-muted-foreground">
                  {formatSaleTime(sale.soldAt, dashboard.timezone, dashboard.today.from)} ·{' '}
                  {PAYMENT_LABELS[sale.paymentMethod] ?? sale.paymentMethod}
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
  const { outstandingBalances: owed, currency } = dashboard;
  return (
    <ListCard
      title="Customers owe you"
      icon={<Users className="size-4 text-info" aria-hidden />}
      empty={owed.customerCount ? null : 'No customer owes you anything.'}
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
          and {formatCount(owed.customerCount - owed.customers.length)} more customers
        </p>
      )}
    </ListCard>
  );
}
