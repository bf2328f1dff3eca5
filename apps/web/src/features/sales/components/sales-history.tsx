import type { PaymentMethod } from '@app/contracts/customers';
import { SALE_MESSAGES, type Sale, type SaleCustomer } from '@app/contracts/sales';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, Receipt } from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { useSales } from '../api/get-sales.ts';
import { HISTORY_DAYS } from '../offline/history-store.ts';
import type { SalesFilters } from '../api/keys.ts';
import {
  PAYMENT_LABELS,
  PAYMENT_OPTIONS,
  businessDate,
  dayKey,
  dayLabel,
  formatDateTime,
  formatMoney,
  formatTime,
} from '../format.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { ProductFilter, type PickedProduct } from './product-filter.tsx';
import { useSale } from '../api/get-sale.ts';
import { SaleDetails } from './sale-details.tsx';
import type { HistoryBusiness } from '../history-business.ts';
import { mobileMoneyProof } from '../mobile-money-proof.ts';
import { specText } from '#src/lib/error-translator.ts';

type Preset = 'today' | '7d' | '30d' | 'custom';
const PRESETS: { value: Preset; label: MessageDescriptor; days: number }[] = [
  { value: 'today', label: msg`Today`, days: 0 },
  {
    value: '7d',
    label: msg({ message: '7 days', comment: 'a date range: the last 7 days' }),
    days: 6,
  },
  {
    value: '30d',
    label: msg({ message: '30 days', comment: 'a date range: the last 30 days' }),
    days: 29,
  },
  {
    value: 'custom',
    label: msg({ message: 'Custom', comment: 'a date range the user picks' }),
    days: 0,
  },
];

/**
 * Memoised: it sits below the POS on wide screens, and a tap that adds to the cart must not
 * re-render a page of history rows (the POS's 50 ms budget for an add).
 */
export const SalesHistory = memo(function SalesHistory({
  business,
}: {
  business: HistoryBusiness;
}) {
  const { t, i18n } = useLingui();
  const zone = business.timezone;
  const today = businessDate(zone);
  const [preset, setPreset] = useState<Preset>('today');
  const [custom, setCustom] = useState({ from: businessDate(zone, 6), to: today });
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | ''>('');
  const [customer, setCustomer] = useState<SaleCustomer | null>(null);
  const [product, setProduct] = useState<PickedProduct | null>(null);
  const [open, setOpen] = useState<Sale | null>(null);
  // ?sale=<id> opens that sale: links from a customer's purchases and from a receipt check.
  const [params, setParams] = useSearchParams();
  const linkedId = params.get('sale');
  const linked = useSale(business.id, linkedId);
  const shown = open ?? (linkedId ? (linked.data ?? null) : null);
  const close = () => {
    setOpen(null);
    if (linkedId) {
      const next = new URLSearchParams(params);
      next.delete('sale');
      setParams(next, { replace: true });
    }
  };

  const filters: SalesFilters = useMemo(() => {
    const days = PRESETS.find((p) => p.value === preset)!.days;
    const range = preset === 'custom' ? custom : { from: businessDate(zone, days), to: today };
    return {
      from: range.from,
      to: range.to,
      paymentMethod,
      customerId: customer?.id ?? '',
      productId: product?.id ?? '',
    };
  }, [preset, custom, zone, today, paymentMethod, customer, product]);

  const query = useSales(business.id, filters);
  const sales = useMemo(() => query.data?.pages.flatMap((p) => p.sales) ?? [], [query.data]);
  const asOf = query.data?.pages[0]?.asOf;
  const days = HISTORY_DAYS;
  const savedAt = asOf === undefined ? '' : formatDateTime(asOf);
  const yesterday = businessDate(zone, 1);
  const groups = useMemo(() => {
    const byDay = new Map<string, Sale[]>();
    for (const sale of sales) {
      const key = dayKey(sale.soldAt, zone);
      byDay.set(key, [...(byDay.get(key) ?? []), sale]);
    }
    return [...byDay];
  }, [sales, zone]);
  const money = (n: number) => formatMoney(n, business.currency);

  return (
    <section aria-labelledby="sales-history-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="sales-history-title" className="text-lg font-semibold tracking-tight">
          <Trans>Sales history</Trans>
        </h2>
        <div
          role="radiogroup"
          aria-label={t`Date range`}
          className="inline-flex max-w-full flex-wrap rounded-xl bg-surface-muted p-1"
        >
          {PRESETS.map((p) => (
            <button
              key={p.value}
              type="button"
              role="radio"
              aria-checked={preset === p.value}
              onClick={() => setPreset(p.value)}
              className={cn(
                'h-8 rounded-lg px-3 text-sm font-medium text-muted-foreground',
                preset === p.value && 'bg-surface text-foreground shadow-sm',
              )}
            >
              {i18n._(p.label)}
            </button>
          ))}
        </div>
      </div>

      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {preset === 'custom' && (
          <div className="col-span-2 grid grid-cols-2 gap-2 lg:col-span-4">
            <Input
              type="date"
              aria-label={t({ message: 'From', comment: 'the first day of a date range' })}
              value={custom.from}
              max={custom.to}
              onChange={(e) => e.target.value && setCustom((c) => ({ ...c, from: e.target.value }))}
            />
            <Input
              type="date"
              aria-label={t({ message: 'To', comment: 'the last day of a date range' })}
              value={custom.to}
              min={custom.from}
              onChange={(e) => e.target.value && setCustom((c) => ({ ...c, to: e.target.value }))}
            />
          </div>
        )}
        <Select
          aria-label={t`Payment method`}
          value={paymentMethod || 'all'}
          onValueChange={(v) => setPaymentMethod(v === 'all' ? '' : (v as PaymentMethod))}
          options={[
            { value: 'all', label: t`All payments` },
            ...PAYMENT_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) })),
          ]}
          className="col-span-2 rounded-xl lg:col-span-1"
        />
        <CustomerPicker
          businessId={business.id}
          value={customer}
          onChange={setCustomer}
          placeholder={t`All customers`}
        />
        <ProductFilter businessId={business.id} value={product} onChange={setProduct} />
      </div>

      {asOf !== undefined && (
        <p role="status" className="rounded-xl bg-warning-soft px-3 py-2 text-sm text-warning">
          <Trans>
            Offline: sales of the last {days} days as of {savedAt}, saved on this device. Sales
            waiting to sync are not in it yet.
          </Trans>
        </p>
      )}
      {query.isError && !query.data ? (
        <EmptyState
          title={specText(SALE_MESSAGES.loadListFailed)}
          description={errorMessage(query.error, t`Check your connection and try again.`)}
          action={
            <Button
              variant="outline"
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : query.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <span className="sr-only" role="status">
            <Trans>Loading sales</Trans>
          </span>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 rounded-xl" />
          ))}
        </div>
      ) : sales.length === 0 ? (
        <EmptyState
          icon={Receipt}
          title={t`No sales here`}
          description={
            preset === 'today' && !paymentMethod && !customer && !product
              ? t`Sales recorded today show here.`
              : t`No sale matches these filters.`
          }
        />
      ) : (
        <div className={cn('space-y-5', query.isPlaceholderData && 'opacity-60')}>
          {groups.map(([day, daySales]) => (
            <div key={day}>
              <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {dayLabel(i18n, day, today, yesterday)}
              </h3>
              <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
                {daySales.map((sale) => {
                  const count = sale.items.reduce((n, i) => n + i.quantity, 0);
                  const owed = money(sale.balance);
                  return (
                    <li key={sale.id}>
                      <button
                        type="button"
                        onClick={() => setOpen(sale)}
                        className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-surface-muted/60"
                      >
                        <div className="min-w-0 flex-1">
                          <p className="flex items-center gap-2 text-sm">
                            <span className="font-semibold">#{sale.receiptNumber}</span>
                            <span className="text-muted-foreground">
                              {formatTime(sale.soldAt, zone)}
                            </span>
                          </p>
                          <p className="truncate text-xs text-muted-foreground">
                            {sale.customer?.name || t`Walk-in`} ·{' '}
                            <Plural value={count} one="# item" other="# items" />
                          </p>
                        </div>
                        <div className="flex shrink-0 flex-col items-end gap-1">
                          <span className="text-sm font-semibold tabular-nums">
                            {money(sale.total)}
                          </span>
                          <span className="flex items-center gap-1">
                            {sale.balance > 0 && (
                              <Badge variant="warning">
                                <Trans comment="the customer still owes this amount">
                                  owes {owed}
                                </Trans>
                              </Badge>
                            )}
                            <Badge
                              variant={sale.paymentMethod === 'credit' ? 'warning' : 'neutral'}
                            >
                              {i18n._(PAYMENT_LABELS[sale.paymentMethod])}
                            </Badge>
                            {mobileMoneyProof(sale)?.confirmed === false && (
                              <Badge variant="warning">
                                <Trans comment="a mobile-money sale no provider confirmed yet">
                                  Unconfirmed
                                </Trans>
                              </Badge>
                            )}
                          </span>
                        </div>
                        <ChevronRight
                          className="size-4 shrink-0 text-muted-foreground"
                          aria-hidden
                        />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
          {query.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                <Trans>Load more</Trans>
              </Button>
            </div>
          )}
          {query.isFetchNextPageError && (
            <p role="alert" className="text-center text-sm text-danger">
              {specText(SALE_MESSAGES.loadListFailed)}
            </p>
          )}
        </div>
      )}

      {shown && <SaleDetails business={business} sale={shown} onClose={close} />}
    </section>
  );
});
