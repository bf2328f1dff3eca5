import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ChevronRight, Receipt, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { useCustomerPayments } from '../api/get-customer-payments.ts';
import { useCustomerSales } from '../api/get-customer-sales.ts';
import { formatDateTime, useMoney } from '../format.ts';
import { CUSTOMER_TEXTS } from '../messages.ts';
import { PAYMENT_METHOD_LABELS } from './payment-form.tsx';

interface HistoryProps {
  businessId: string;
  customerId: string;
  currency: string;
}

function ListSkeleton() {
  return (
    <div className="space-y-2" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading</Trans>
      </span>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full rounded-xl" />
      ))}
    </div>
  );
}

function ListError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="rounded-xl border border-danger/25 bg-danger-soft p-4 text-sm text-danger">
      <p>{errorMessage(error, t(CUSTOMER_TEXTS.loadFailed))}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={retry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

function Empty({ icon: Icon, text }: { icon: typeof Receipt; text: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
      <Icon className="size-5" aria-hidden />
      {text}
    </div>
  );
}

/** Their sales, newest first: when, which receipt, how much, and what is still owed on it. */
export function PurchaseHistory({
  businessId,
  customerId,
  currency,
  saleHref,
}: HistoryProps & { saleHref?: (saleId: string) => string }) {
  const query = useCustomerSales(businessId, customerId);
  const money = useMoney(currency);
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <ListError error={query.error} retry={() => void query.refetch()} />;
  const sales = query.data.pages.flatMap((p) => p.sales);
  if (sales.length === 0) return <Empty icon={Receipt} text={<Trans>No purchases yet.</Trans>} />;

  return (
    <div className="space-y-3">
      <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface">
        {sales.map((sale) => {
          const receipt = sale.receiptNumber;
          const soldAt = formatDateTime(sale.soldAt);
          const count = sale.items.length;
          const owed = money(sale.balance);
          const body = (
            <>
              <span className="min-w-0">
                <span className="block font-medium">
                  <Trans>Receipt #{receipt}</Trans>
                </span>
                <span className="block text-xs text-muted-foreground">
                  {soldAt} · <Plural value={count} one="# item" other="# items" />
                </span>
              </span>
              <span className="flex flex-col items-end gap-1">
                <span className="font-medium tabular-nums">{money(sale.total)}</span>
                {sale.balance > 0 && (
                  <Badge variant="warning" className="tabular-nums">
                    <Trans>Owes {owed}</Trans>
                  </Badge>
                )}
              </span>
            </>
          );
          const rowClass =
            'grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-3 px-3.5 py-3 text-sm';
          return (
            <li key={sale.id}>
              {saleHref ? (
                <Link
                  to={saleHref(sale.id)}
                  className={`${rowClass} transition-colors hover:bg-surface-muted/70 focus-visible:bg-surface-muted focus-visible:outline-none`}
                >
                  {body}
                  <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
                </Link>
              ) : (
                <div className={rowClass}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="w-full"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>Show older purchases</Trans>
        </Button>
      )}
    </div>
  );
}

/** Money received against the balance, newest first. */
export function PaymentHistory({ businessId, customerId, currency }: HistoryProps) {
  const query = useCustomerPayments(businessId, customerId);
  const money = useMoney(currency);
  const { t } = useLingui();
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <ListError error={query.error} retry={() => void query.refetch()} />;
  const payments = query.data.pages.flatMap((p) => p.payments);
  if (payments.length === 0)
    return <Empty icon={Wallet} text={<Trans>No payments recorded yet.</Trans>} />;

  return (
    <div className="space-y-3">
      <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface">
        {payments.map((payment) => (
          <li
            key={payment.id}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 px-3.5 py-3 text-sm"
          >
            <span className="min-w-0">
              <span className="block font-medium">{t(PAYMENT_METHOD_LABELS[payment.method])}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {formatDateTime(payment.createdAt)}
                {payment.note && <> · {payment.note}</>}
              </span>
            </span>
            <span className="font-medium text-primary tabular-nums">+{money(payment.amount)}</span>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="w-full"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>Show older payments</Trans>
        </Button>
      )}
    </div>
  );
}
