import type { Business } from '@app/contracts';
import type { InventoryItem } from '@app/contracts/inventory';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import {
  memo,
  Suspense,
  type Dispatch,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { KeptSheet } from '#src/components/ui/kept-sheet.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/components/ui/tabs.tsx';
import { cn } from '#src/lib/cn.ts';
import { refreshCatalogueWhenIdle } from '../api/search-products.ts';
import { requestPersistentStorage, saveBusiness } from '../offline/catalogue-store.ts';
import { itemCount, totalsOf, type CartAction } from '../cart.ts';
import { ClockSkewNotice } from '../clock/clock-skew-notice.tsx';
import { ProductSearch } from '../components/product-search.tsx';
import type { HistoryBusiness } from '../history-business.ts';
import { currencySymbol, formatMoney } from '../format.ts';
import { minorToNumber } from '../money.ts';
import { useCart } from '../use-cart.ts';
import { useCharge } from '../use-charge.ts';
import { measureAddIfPending } from '../add-timing.ts';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { AfterFirstScreen, useFirstScreenShown } from '#src/lib/first-screen.tsx';
import { useDocumentFlag } from '#src/lib/use-document-flag.ts';
import { useIdleValue } from '#src/lib/use-idle-value.ts';
import { useIsMobile } from '#src/lib/use-media-query.ts';
import type { CheckoutPanelProps } from '../components/checkout-panel.tsx';
import { CheckoutPanel, OfflineReceipt, ReceiptDialog, SalesHistory } from './sales-page-parts.tsx';

/**
 * /sales/{businessId}: the point of sale (products | cart) and the sales history below it; on a
 * phone the cart is a bottom sheet behind a sticky "Charge" bar and the history is a tab.
 */
/**
 * The till's shift as the POS shows it (ADR 075), composed in by the route from the shifts
 * feature: this device's register (sent with each sale), the status chip, and what stands in
 * for charging when selling needs an open shift and there is none.
 */
export interface TillSlot {
  register: string;
  chip: ReactNode;
  blocker: ReactNode | null;
}

export function SalesPage({
  business,
  till,
  onGridShown,
}: {
  business: Business;
  till?: TillSlot;
  /** The grid's first products are on screen (the route's first-load wiring). */
  onGridShown?: () => void;
}) {
  const { t } = useLingui();
  const phone = useIsMobile();
  const [params, setParams] = useSearchParams();
  const [cart, dispatch] = useCart(business.id);
  const [cartOpen, setCartOpen] = useState(false);
  const [tab, setTab] = useState('sell');
  const queryClient = useQueryClient();
  const rootRef = useRef<HTMLDivElement>(null);
  const cartBarShown = phone && tab === 'sell';

  // The scroll indicator sits above the cart bar instead of over its left end (app.css).
  useDocumentFlag('bottomBar', cartBarShown);

  // The local catalogue (ADR 025): the business and all its items, so the POS opens and sells
  // after a reload with no connection; and the browser is asked not to evict the queue.
  useEffect(() => {
    void requestPersistentStorage();
    void saveBusiness(business).catch(() => {});
    if (!navigator.onLine) return;
    const controller = new AbortController();
    refreshCatalogueWhenIdle(queryClient, business.id, controller.signal).catch(() => {});
    return () => controller.abort();
  }, [business, queryClient]);

  const info: HistoryBusiness = useMemo(
    () => ({
      id: business.id,
      name: business.name,
      currency: business.currency,
      country: business.country,
      address: business.address,
      phone: business.phone,
      logoUrl: business.logoUrl,
      receiptFooter: business.settings.receiptFooter,
      language: business.language,
      timezone: business.settings.timezone,
      taxRate: business.settings.taxRate,
      allowNegativeStock: business.settings.allowNegativeStock,
    }),
    [business],
  );
  const closeCart = useCallback(() => setCartOpen(false), []);
  const {
    charge,
    charging,
    error,
    setError,
    receipt,
    closeReceipt,
    offlineReceipt,
    pendingReceipt,
    closeOfflineReceipt,
    printer,
  } = useCharge({ business, info, cart, dispatch, till, onDone: closeCart });
  const symbol = currencySymbol(business.currency);
  const totals = totalsOf(cart, info.taxRate);
  const count = itemCount(cart);
  const chargeTotal = formatMoney(minorToNumber(totals.total), business.currency);
  const inCart = useMemo(
    () => new Map(cart.lines.map((l) => [l.productId, l.quantity])),
    [cart.lines],
  );
  // In the commit itself, not after it: the measure ends with the first frame that shows the
  // change, not with a frame after React got round to its passive effects.
  useLayoutEffect(measureAddIfPending, [cart.lines]);

  // The "record sale" quick action opens the POS with the cursor in the search box.
  useEffect(() => {
    if (params.get('new') !== '1') return;
    requestAnimationFrame(() => {
      setTab('sell');
      closeReceipt();
      rootRef.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    });
    const next = new URLSearchParams(params);
    next.delete('new');
    setParams(next, { replace: true });
  }, [params, setParams, closeReceipt]);

  const add = useCallback(
    (item: InventoryItem) => {
      setError(null);
      dispatch({ type: 'add', item });
    },
    [dispatch, setError],
  );

  /** The checkout's changes: each but a note clears a refusal shown for the cart as it was. */
  const checkoutDispatch = useCallback(
    (action: CartAction) => {
      if (action.type !== 'note') setError((e) => (e?.kind === 'network' ? e : null));
      dispatch(action);
    },
    [dispatch, setError],
  );

  // Stable, so that the checkout in the closed cart sheet is not rendered again for nothing.
  const chargeRef = useRef(charge);
  useLayoutEffect(() => {
    chargeRef.current = charge;
  });
  const onCharge = useCallback(() => void chargeRef.current(), []);

  // The phone's cart sheet stays mounted, closed, once the grid is on screen (or at its first
  // open): opening it shows its checkout instead of mounting it (ADR 090). Closed, it follows
  // the cart when the browser is idle, so an add's own frame does not wait for it.
  const firstScreenShown = useFirstScreenShown();
  const [sheetWanted, setSheetWanted] = useState(false);
  if (cartOpen && !sheetWanted) setSheetWanted(true);
  const sheetCart = useIdleValue(cart, cartOpen);
  const checkoutProps = {
    businessId: business.id,
    dispatch,
    checkoutDispatch,
    blocker: till?.blocker,
    currency: business.currency,
    symbol,
    taxRate: info.taxRate,
    allowNegativeStock: info.allowNegativeStock,
    charging,
    error,
    onCharge,
  };

  // The same element while the cart is unchanged: opening the cart sheet (or any state of this
  // page the grid does not show) does not render the search box and its tiles again (ADR 088).
  const products = useMemo(
    () => (
      <ProductSearch
        businessId={business.id}
        currency={business.currency}
        allowNegativeStock={info.allowNegativeStock}
        inCart={inCart}
        onAdd={add}
        onShown={onGridShown}
      />
    ),
    [business.id, business.currency, info.allowNegativeStock, inCart, add, onGridShown],
  );

  return (
    <div ref={rootRef} className="space-y-8">
      <header className="flex items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">
            <Trans>Sales</Trans>
          </h1>
          <p className="text-sm text-muted-foreground">{business.name}</p>
        </div>
        <div className="flex items-center gap-2">
          {till?.chip}
          {printer && <printer.OpenDrawerButton />}
        </div>
      </header>
      <ClockSkewNotice />

      {phone ? (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="sell">
              <Trans comment="a tab of the POS: selling">Sell</Trans>
            </TabsTrigger>
            <TabsTrigger value="history">
              <Trans comment="a tab of the POS: the sales history">History</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="sell" className="pb-20">
            {products}
          </TabsContent>
          <TabsContent value="history">
            <Suspense fallback={<HistoryLoading />}>
              <SalesHistory business={info} />
            </Suspense>
          </TabsContent>
          {cartBarShown && (
            <button
              type="button"
              onClick={() => setCartOpen(true)}
              className={cn(
                'fixed right-22 bottom-[calc(var(--app-bottom-offset)+1rem)] left-4 z-30 flex h-14 items-center justify-between gap-3 rounded-2xl px-4 shadow-lg transition active:scale-[0.99]',
                count > 0
                  ? 'bg-primary text-primary-foreground shadow-primary/30'
                  : 'border border-border bg-surface text-muted-foreground',
              )}
            >
              <span className="flex min-w-0 items-center gap-2 text-sm font-medium">
                <span className="relative">
                  <ShoppingCart className="size-5" aria-hidden />
                  {count > 0 && (
                    <span
                      aria-hidden
                      className="absolute -top-2 -right-2.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary-foreground px-1 text-[10px] font-bold text-primary tabular-nums min-[400px]:hidden"
                    >
                      {count}
                    </span>
                  )}
                </span>
                {/* On a narrow phone the words would push the total out (they run longer in
                    Swahili and French): the number sits on the cart, the words stay for
                    screen readers. */}
                <span className={cn('truncate', count > 0 && 'max-[399px]:sr-only')}>
                  {count > 0 ? (
                    <Plural value={count} one="# item" other="# items" />
                  ) : (
                    <Trans>Cart is empty</Trans>
                  )}
                </span>
              </span>
              <span className="shrink-0 text-base font-semibold tabular-nums">
                {count > 0 ? (
                  <Trans comment="the POS's cart bar: take the payment of this total">
                    Charge {chargeTotal}
                  </Trans>
                ) : (
                  ''
                )}
              </span>
            </button>
          )}
          {(firstScreenShown || sheetWanted) && (
            <KeptSheet
              open={cartOpen}
              onOpenChange={setCartOpen}
              title={t`Cart`}
              className="max-h-[92dvh] pb-0"
            >
              <Checkout cart={sheetCart} {...checkoutProps} />
            </KeptSheet>
          )}
        </Tabs>
      ) : (
        <>
          <div className="grid grid-cols-[minmax(0,1fr)_400px] items-start gap-6">
            {products}
            <aside
              aria-label={t`Cart`}
              className="sticky top-20 flex max-h-[calc(100dvh-6rem)] flex-col overflow-y-auto rounded-2xl border border-border bg-surface px-4 pt-4 shadow-sm"
            >
              <Checkout cart={cart} {...checkoutProps} />
            </aside>
          </div>
          {/* Once the grid is on screen (ADR 023). */}
          <AfterFirstScreen fallback={<HistoryLoading />}>
            <SalesHistory business={info} />
          </AfterFirstScreen>
        </>
      )}

      <Suspense fallback={null}>
        {receipt && <ReceiptDialog sale={receipt} business={info} onClose={closeReceipt} />}
        {offlineReceipt && (
          <OfflineReceipt
            sale={offlineReceipt}
            printable={pendingReceipt}
            business={info}
            onClose={closeOfflineReceipt}
          />
        )}
      </Suspense>
    </div>
  );
}

/** The checkout with what stands before it; memoised, so that it renders when its cart does. */
const Checkout = memo(function Checkout({
  cart,
  dispatch,
  checkoutDispatch,
  blocker,
  ...panel
}: Omit<CheckoutPanelProps, 'chargeLabel' | 'heading' | 'mobileMoneyRequest'> & {
  checkoutDispatch: Dispatch<CartAction>;
  blocker: ReactNode;
}) {
  return (
    <Suspense fallback={<CheckoutLoading />}>
      {cart.replacesQueuedId && (
        <p className="mb-3 flex items-start justify-between gap-3 rounded-xl bg-warning-soft px-3 py-2 text-sm text-warning">
          <span>
            <Trans>
              Correcting a sale the server refused. Charging it replaces the refused one.
            </Trans>
          </span>
          <button
            type="button"
            className="shrink-0 font-medium underline underline-offset-2"
            onClick={() => dispatch({ type: 'reset' })}
          >
            <Trans comment="stop correcting a refused sale">Stop</Trans>
          </button>
        </p>
      )}
      {blocker}
      <CheckoutPanel cart={cart} dispatch={checkoutDispatch} mobileMoneyRequest {...panel} />
    </Suspense>
  );
});

/** Where the checkout goes while its code loads (a moment, once: it is preloaded). */
function CheckoutLoading() {
  return (
    <div className="space-y-3 pb-4" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading the cart</Trans>
      </span>
      <Skeleton className="h-6 w-24" />
      <Skeleton className="h-24 w-full rounded-xl" />
      <Skeleton className="h-13 w-full rounded-xl" />
    </div>
  );
}

function HistoryLoading() {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading the sales history</Trans>
      </span>
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}
