import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search, ShoppingBag, Store } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { PlacedShopOrder, PublicShop, PublicShopItem } from '@app/contracts/shop';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { cn } from '#src/lib/cn.ts';
import { formatMoney } from '#src/lib/format.ts';
import { accentStyle } from '../accent.ts';
import { usePublicShop } from '../api/public-shop-query.ts';
import { ShopNotFoundError } from '../api/shop-not-found.ts';
import { useCart } from '../cart.ts';
import { ItemCard } from '../components/item-card.tsx';
import { OrderPlaced } from '../components/order-placed.tsx';
import { ShopHeader } from '../components/shop-header.tsx';
import { useProgressiveCount } from '../progressive-list.ts';
import { InShopLanguage, shopLanguage } from '../shop-language.tsx';

// The sheets (Radix dialogs, the order form and the API client) load when first opened: the
// page paints without them (docs/decisions/032-light-public-shop.md).
const ItemSheet = lazy(async () => ({
  default: (await import('../components/item-sheet.tsx')).ItemSheet,
}));
const CheckoutSheet = lazy(async () => ({
  default: (await import('../components/checkout-sheet.tsx')).CheckoutSheet,
}));

/** The customer's first touch fetches the sheets, so a tap on a product rarely waits for them. */
function usePreloadSheetsOnFirstTouch() {
  useEffect(() => {
    const load = () => {
      void import('../components/item-sheet.tsx');
      void import('../components/checkout-sheet.tsx');
    };
    const events = ['pointerdown', 'keydown'] as const;
    for (const e of events) window.addEventListener(e, load, { once: true, passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, load);
    };
  }, []);
}

/**
 * /shop/{identifier}: the public shop, with no app chrome. Rendered by its own light entry
 * (src/shop-main.tsx, no router, no app providers) and by the app's route table alike.
 */
export function ShopPage({ identifier }: { identifier: string }) {
  const { t } = useLingui();
  const query = usePublicShop(identifier);

  if (query.isPending) return <ShopSkeleton />;
  if (query.isError) {
    const missing = query.error instanceof ShopNotFoundError;
    return (
      <main id="main" tabIndex={-1} className="mx-auto flex min-h-dvh max-w-md items-center px-4">
        <EmptyState
          icon={Store}
          title={missing ? t`This shop is not available` : t`The shop could not be loaded`}
          description={
            missing
              ? t`The link may be wrong, or the shop is closed for now. Ask the business for its link.`
              : t`Check your connection and try again.`
          }
          action={
            missing ? (
              <a
                href="/"
                className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                <Trans>About ShopBook</Trans>
              </a>
            ) : (
              <button
                type="button"
                onClick={() => void query.refetch()}
                className="text-sm font-semibold text-primary"
              >
                <Trans>Try again</Trans>
              </button>
            )
          }
          className="w-full"
        />
      </main>
    );
  }
  // Customers read the shop in the business's language, whatever their device speaks (ADR 069).
  return (
    <InShopLanguage language={shopLanguage(query.data)} fallback={<ShopSkeleton />}>
      <Storefront shop={query.data} />
    </InShopLanguage>
  );
}

const ALL = 'all';

function Storefront({ shop }: { shop: PublicShop }) {
  const { t } = useLingui();
  const { cart, setQuantity, add, clear } = useCart(shop.id);
  usePreloadSheetsOnFirstTouch();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [category, setCategory] = useState(ALL);
  const [openItem, setOpenItem] = useState<PublicShopItem | null>(null);
  const [checkout, setCheckout] = useState(false);
  // Mounted from the first opening on, so closing still animates.
  const [checkoutMounted, setCheckoutMounted] = useState(false);
  const openCheckout = () => {
    setCheckoutMounted(true);
    setCheckout(true);
  };
  const [placed, setPlaced] = useState<PlacedShopOrder | null>(null);

  const byId = useMemo(() => new Map(shop.items.map((i) => [i.id, i])), [shop.items]);
  // Only categories that hold something the customer can see.
  const categories = useMemo(
    () => shop.categories.filter((c) => shop.items.some((i) => i.categoryId === c.id)),
    [shop],
  );
  const featured = useMemo(() => shop.items.filter((i) => i.featured), [shop.items]);
  const visible = useMemo(() => {
    const words = deferredSearch.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return shop.items.filter(
      (i) =>
        (category === ALL || i.categoryId === category) &&
        words.every(
          (w) => i.name.toLowerCase().includes(w) || i.description?.toLowerCase().includes(w),
        ),
    );
  }, [shop.items, deferredSearch, category]);
  const {
    count: shownCount,
    more: hasMore,
    setSentinel,
  } = useProgressiveCount(visible.length, `${category}\u0000${deferredSearch}`);

  const lines = Object.entries(cart)
    .map(([id, quantity]) => ({ item: byId.get(id), quantity }))
    .filter((l): l is { item: PublicShopItem; quantity: number } => l.item !== undefined);
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  // Display only: the server prices the order.
  const total = shop.hidePrices
    ? null
    : lines.reduce((sum, l) => sum + Math.round((l.item.price ?? 0) * 100) * l.quantity, 0) / 100;

  const productCount = shop.items.length;
  // English keeps "Search 1 products" as before; the plural lets other languages agree.
  const searchPlaceholder = t`${plural(productCount, {
    one: 'Search # products',
    other: 'Search # products',
  })}`;

  const handlePlaced = (order: PlacedShopOrder) => {
    setPlaced(order);
    setCheckout(false);
    clear();
    window.scrollTo({ top: 0 });
    window.open(order.whatsappUrl, '_blank', 'noopener,noreferrer');
  };

  return (
    <div style={accentStyle(shop.accentColor)} className="min-h-dvh bg-background pb-28">
      {placed ? (
        <main id="main" tabIndex={-1}>
          <OrderPlaced
            order={placed}
            shopName={shop.name}
            currency={shop.currency}
            showTotal={!shop.hidePrices}
            onDone={() => setPlaced(null)}
          />
        </main>
      ) : (
        <>
          <ShopHeader shop={shop} />
          <main id="main" tabIndex={-1} className="mx-auto max-w-5xl">
            <div className="sticky top-0 z-20 mt-4 space-y-2 bg-background/90 px-4 pt-2 pb-2 backdrop-blur-md">
              <label className="relative block">
                <span className="sr-only">
                  <Trans>Search the shop</Trans>
                </span>
                <Search
                  className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden
                />
                <input
                  type="search"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  placeholder={searchPlaceholder}
                  className="h-11 w-full rounded-full border border-border bg-surface pr-4 pl-10 text-sm shadow-sm outline-none focus:border-(--accent) focus:ring-2 focus:ring-(--accent)/25"
                />
              </label>
              {categories.length > 0 && (
                <nav
                  aria-label={t`Categories`}
                  className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
                >
                  {[
                    { id: ALL, name: t({ message: 'All', comment: 'every category' }) },
                    ...categories,
                  ].map((c) => (
                    <button
                      key={c.id}
                      type="button"
                      aria-pressed={category === c.id}
                      onClick={() => setCategory(c.id)}
                      className={cn(
                        'h-9 shrink-0 rounded-full border px-4 text-sm font-medium transition',
                        category === c.id
                          ? 'border-transparent bg-(--accent) text-(--on-accent) shadow-sm'
                          : 'border-border bg-surface text-foreground hover:bg-surface-muted',
                      )}
                    >
                      {c.name}
                    </button>
                  ))}
                </nav>
              )}
            </div>

            {featured.length > 0 && category === ALL && !deferredSearch && (
              <section aria-labelledby="featured-title" className="mt-3">
                <h2 id="featured-title" className="px-4 text-lg font-bold">
                  <Trans comment="the products the shop puts first">Featured</Trans>
                </h2>
                <div className="mt-2 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none]">
                  {featured.map((item, index) => (
                    <ItemCard
                      key={item.id}
                      item={item}
                      currency={shop.currency}
                      quantity={cart[item.id] ?? 0}
                      onOpen={() => setOpenItem(item)}
                      onQuantity={(q) => setQuantity(item.id, q)}
                      eager={index < 2}
                      imageSizes="(min-width: 640px) 192px, 160px"
                      className="w-40 shrink-0 snap-start sm:w-48"
                    />
                  ))}
                </div>
              </section>
            )}

            <section aria-label={t`Products`} className="mt-3 px-4">
              {visible.length === 0 ? (
                <EmptyState
                  icon={Search}
                  title={shop.items.length === 0 ? t`No products yet` : t`Nothing matches`}
                  description={
                    shop.items.length === 0
                      ? t`This shop has not added products yet. Check back soon.`
                      : t`Try another word or category.`
                  }
                />
              ) : (
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                  {visible.slice(0, shownCount).map((item, index) => (
                    <ItemCard
                      key={item.id}
                      item={item}
                      currency={shop.currency}
                      quantity={cart[item.id] ?? 0}
                      onOpen={() => setOpenItem(item)}
                      onQuantity={(q) => setQuantity(item.id, q)}
                      eager={index < 4 && featured.length === 0}
                    />
                  ))}
                </div>
              )}
              {hasMore && <div ref={setSentinel} className="h-px" aria-hidden />}
            </section>
            <footer className="mt-10 px-4 text-center text-xs text-muted-foreground">
              <Trans>
                Shop online with{' '}
                <a href="/" className="font-semibold underline-offset-4 hover:underline">
                  ShopBook
                </a>
              </Trans>
            </footer>
          </main>

          {count > 0 && (
            <div className="fixed inset-x-0 bottom-0 z-30 px-4 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
              <button
                type="button"
                onClick={openCheckout}
                className="mx-auto flex h-14 w-full max-w-lg items-center gap-3 rounded-full bg-(--accent) px-5 text-(--on-accent) shadow-xl transition active:scale-[0.98]"
              >
                <span className="relative">
                  <ShoppingBag className="size-5" aria-hidden />
                  <span className="absolute -top-2 -right-2.5 flex size-5 items-center justify-center rounded-full bg-(--on-accent) text-[11px] font-bold text-(--accent)">
                    {count}
                  </span>
                </span>
                <span className="flex-1 text-left text-base font-semibold">
                  <Trans>View order</Trans>
                </span>
                {total !== null && (
                  <span className="font-bold tabular-nums">
                    {formatMoney(total, shop.currency)}
                  </span>
                )}
              </button>
            </div>
          )}
        </>
      )}

      <Suspense fallback={null}>
        {openItem && (
          <ItemSheet
            key={openItem.id}
            item={openItem}
            currency={shop.currency}
            inCart={cart[openItem.id] ?? 0}
            onClose={() => setOpenItem(null)}
            onAdd={(item, quantity) => add(item.id, quantity)}
          />
        )}
        {checkoutMounted && (
          <CheckoutSheet
            open={checkout}
            onOpenChange={setCheckout}
            shop={shop}
            lines={lines}
            total={total}
            onQuantity={setQuantity}
            onPlaced={handlePlaced}
          />
        )}
      </Suspense>
    </div>
  );
}

function ShopSkeleton() {
  const { t } = useLingui();
  return (
    <div className="min-h-dvh" aria-busy="true" aria-label={t`Loading the shop`}>
      <Skeleton className="h-36 rounded-none sm:h-52" />
      <div className="mx-auto max-w-5xl space-y-3 px-4 pt-4">
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-11 w-full rounded-full" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="aspect-[3/4] rounded-2xl" />
          ))}
        </div>
      </div>
    </div>
  );
}
