import type { ShopOrder } from '@app/contracts/shop';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Inbox, Search, Store } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { cn } from '#src/lib/cn.ts';
import { useOrders } from '../api/get-orders.ts';
import { OrderDetails } from '../components/order-details.tsx';
import { OrderList } from '../components/order-list.tsx';
import { FILTERS, type OrderFilter } from '../labels.ts';

export interface OrdersBusiness {
  id: string;
  currency: string;
  shopPublished: boolean;
}

interface OrdersPageProps {
  business: OrdersBusiness;
  /** The catalogue manager, where the shop is published. */
  catalogHref: string;
  saleHref: (saleId: string) => string;
}

const matches = (order: ShopOrder, needle: string) =>
  order.reference.toLowerCase().includes(needle) ||
  order.customerName.toLowerCase().includes(needle) ||
  order.customerPhone.replace(/\s/g, '').includes(needle.replace(/\s/g, ''));

/** /orders/{businessId}: orders customers placed from the public shop, newest first. */
export function OrdersPage({ business, catalogHref, saleHref }: OrdersPageProps) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<OrderFilter>('all');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useOrders(business.id, filter);
  const orders = useMemo(() => query.data?.pages.flatMap((p) => p.orders) ?? [], [query.data]);
  const newCount = query.data?.pages[0]?.newCount ?? 0;
  const searched = search.trim();
  const needle = searched.toLowerCase();
  const shown = needle ? orders.filter((o) => matches(o, needle)) : orders;
  const open = orders.find((o) => o.id === openId) ?? null;

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title={t`Shop orders`}
        description={
          newCount > 0
            ? t`${plural(newCount, {
                one: '# new order waits for you.',
                other: '# new orders wait for you.',
              })}`
            : t`Orders customers place from your shop land here.`
        }
      />
      <div className="mb-4 space-y-3">
        <div
          role="radiogroup"
          aria-label={t`Order status`}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
        >
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              role="radio"
              aria-checked={filter === f.value}
              onClick={() => setFilter(f.value)}
              className={cn(
                'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors',
                'focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none',
                filter === f.value
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-surface hover:bg-surface-muted',
              )}
            >
              {i18n._(f.label)}
              {f.value === 'new' && newCount > 0 && (
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    filter === 'new' ? 'bg-white/20' : 'bg-warning-soft text-warning',
                  )}
                >
                  {newCount}
                </span>
              )}
            </button>
          ))}
        </div>
        <label className="relative block">
          <span className="sr-only">
            <Trans>Search orders</Trans>
          </span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t`Reference, name or phone`}
            className="pl-9"
          />
        </label>
      </div>

      {query.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label={t`Loading orders`}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 rounded-2xl" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <EmptyState
          icon={Inbox}
          title={t`Could not load the orders`}
          description={t`Check your connection and try again.`}
          action={
            <Button onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : shown.length === 0 ? (
        needle ? (
          <EmptyState icon={Search} title={t`No orders match “${searched}”`} />
        ) : business.shopPublished ? (
          <EmptyState
            icon={Inbox}
            title={filter === 'all' ? t`No orders yet` : t`Nothing here`}
            description={
              filter === 'all'
                ? t`Share your shop link: orders your customers place show up here within seconds.`
                : t`No orders have this status.`
            }
          />
        ) : (
          <EmptyState
            icon={Store}
            title={t`Your shop is not published`}
            description={t`Publish your shop so customers can order from it.`}
            action={
              <Button asChild>
                <Link to={catalogHref}>
                  <Trans>Open the catalogue</Trans>
                </Link>
              </Button>
            }
          />
        )
      ) : (
        <div className="space-y-4">
          <OrderList orders={shown} currency={business.currency} onOpen={(o) => setOpenId(o.id)} />
          {query.hasNextPage && (
            <Button
              variant="outline"
              className="w-full"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              <Trans>Show older orders</Trans>
            </Button>
          )}
        </div>
      )}

      {open && (
        <OrderDetails
          key={open.id}
          businessId={business.id}
          currency={business.currency}
          order={open}
          saleHref={saleHref}
          onClose={() => setOpenId(null)}
        />
      )}
    </div>
  );
}
