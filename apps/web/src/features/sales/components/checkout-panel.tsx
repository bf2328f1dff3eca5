import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, ShoppingCart, WifiOff } from 'lucide-react';
import { use, useCallback, useState, type Dispatch, type ReactNode } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import { cn } from '#src/lib/cn.ts';
import { useTillStaff } from '#src/lib/till.ts';
import {
  NEEDS_CUSTOMER,
  cartProblem,
  itemCount,
  overDiscountCap,
  totalsOf,
  type Cart,
  type CartAction,
} from '../cart.ts';
import { formatMoney } from '../format.ts';
import { minorToNumber } from '../money.ts';
import { CartLines } from './cart-lines.tsx';
import { CustomerPicker } from './customer-picker.tsx';
import { MoneyField } from './money-field.tsx';
import { MobileMoneySlotContext } from '../mobile-money-slot.ts';
import { PaymentMethods } from './payment-methods.tsx';

export interface CheckoutError {
  kind: 'network' | 'stock' | 'other';
  message: string;
  /** INSUFFICIENT_STOCK: product id -> what is left. */
  short?: Map<string, number>;
}

export interface CheckoutPanelProps {
  businessId: string;
  cart: Cart;
  dispatch: Dispatch<CartAction>;
  currency: string;
  symbol: string;
  taxRate: number;
  allowNegativeStock: boolean;
  charging: boolean;
  error: CheckoutError | null;
  onCharge: () => void;
  /** The label of the big button ('Charge' in the POS, 'Save changes' when editing). */
  chargeLabel?: string;
  /** Hidden in the phone sheet, which has its own title. */
  heading?: ReactNode;
  /** The POS (not an edit): the customer's phone may be asked (M-Pesa, Paystack). */
  mobileMoneyRequest?: boolean;
}

export function CheckoutPanel({
  businessId,
  cart,
  dispatch,
  currency,
  symbol,
  taxRate,
  allowNegativeStock,
  charging,
  error,
  onCharge,
  chargeLabel,
  heading,
  mobileMoneyRequest = false,
}: CheckoutPanelProps) {
  const { t, i18n } = useLingui();
  const [tried, setTried] = useState(false);
  const mobileMoney = use(MobileMoneySlotContext);
  const totals = totalsOf(cart, taxRate);
  const staff = useTillStaff();
  const cap = staff ? staff.permissions.discountPercentMax : null;
  const overCap = overDiscountCap(cart, cap);
  const problem = cartProblem(cart, totals);
  const money = (cents: bigint) => formatMoney(minorToNumber(cents), currency);
  const credit = cart.paymentMethod === 'credit';
  const needsCustomer = totals.balance > 0n && !cart.customer;
  const count = itemCount(cart);
  const rate = taxRate;

  const charge = () => {
    setTried(true);
    if (!problem && !overCap) onCharge();
  };
  // Stable, so that the parts an add does not change (customer, payment, discount) skip
  // rendering when an item goes into the cart.
  const setOrderDiscount = useCallback(
    (discount: string) => dispatch({ type: 'orderDiscount', discount }),
    [dispatch],
  );
  const setCustomer = useCallback(
    (customer: Cart['customer']) => dispatch({ type: 'customer', customer }),
    [dispatch],
  );
  const setPayment = useCallback(
    (method: Cart['paymentMethod']) => dispatch({ type: 'payment', method }),
    [dispatch],
  );
  const mobileMoneyPaid = useCallback(
    (paymentId: string) => dispatch({ type: 'mobileMoneyPaid', paymentId }),
    [dispatch],
  );
  const paidAnotherWay = useCallback(
    () => dispatch({ type: 'payment', method: 'cash' }),
    [dispatch],
  );
  const setAmountPaid = useCallback(
    (amount: string) => dispatch({ type: 'amountPaid', amount }),
    [dispatch],
  );

  if (cart.lines.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        {heading}
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-12 text-center">
          <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <ShoppingCart className="size-6" aria-hidden />
          </div>
          <p className="text-sm font-medium">
            <Trans>The cart is empty</Trans>
          </p>
          <p className="max-w-60 text-sm text-muted-foreground">
            <Trans>Tap a product or scan its barcode to add it.</Trans>
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="flex min-h-full flex-col gap-4">
      {heading}
      <div className="flex items-center justify-between">
        <p className="text-sm text-muted-foreground">
          <Plural value={count} one="# item" other="# items" />
        </p>
        <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'reset' })}>
          <Trans>Clear cart</Trans>
        </Button>
      </div>

      <CartLines
        lines={cart.lines}
        dispatch={dispatch}
        currency={currency}
        symbol={symbol}
        allowNegativeStock={allowNegativeStock}
        short={error?.short}
      />

      <label className="flex items-center justify-between gap-3 text-sm">
        <span className="min-w-0 font-medium">
          <Trans>Order discount</Trans>
        </span>
        <MoneyField
          symbol={symbol}
          value={cart.orderDiscount}
          placeholder="0.00"
          aria-label={t`Order discount`}
          onChange={setOrderDiscount}
          className="w-36 shrink-0"
        />
      </label>

      <CustomerPicker
        businessId={businessId}
        value={cart.customer}
        onChange={setCustomer}
        error={tried && needsCustomer ? i18n._(NEEDS_CUSTOMER) : null}
      />

      <PaymentMethods
        value={cart.paymentMethod}
        onChange={setPayment}
        allowCredit={!staff || staff.permissions.giveCredit}
      />

      {mobileMoney && mobileMoneyRequest && cart.paymentMethod === 'mobile_money' && (
        <div key={totals.total.toString()}>
          {mobileMoney({
            businessId,
            currency,
            cartId: cart.checkoutId,
            totalMinor: totals.total,
            customerPhone: cart.customer?.phone ?? null,
            onPaid: mobileMoneyPaid,
            onOtherWay: paidAnotherWay,
          })}
        </div>
      )}

      <div className="space-y-2 rounded-xl bg-surface-muted/60 p-3">
        <label className="flex items-center justify-between gap-3 text-sm">
          <span className="min-w-0 font-medium">
            {credit ? <Trans>Paid now</Trans> : <Trans>Amount paid</Trans>}
          </span>
          <MoneyField
            symbol={symbol}
            value={cart.amountPaid}
            placeholder={credit ? '0.00' : fromTotal(totals.total)}
            aria-label={t`Amount paid`}
            onChange={setAmountPaid}
            className="w-40 shrink-0"
          />
        </label>
        {cart.paymentMethod === 'cash' && (
          <QuickCash total={totals.total} currency={currency} onPick={setAmountPaid} />
        )}
        {totals.change > 0n && (
          <p className="flex justify-between text-sm font-semibold text-primary">
            <span>
              <Trans>Change due</Trans>
            </span>
            <span className="tabular-nums">{money(totals.change)}</span>
          </p>
        )}
        {totals.balance > 0n && (
          <p className="flex justify-between text-sm font-semibold text-warning">
            <span>
              <Trans>Balance owed</Trans>
            </span>
            <span className="tabular-nums">{money(totals.balance)}</span>
          </p>
        )}
      </div>

      <Textarea
        aria-label={t`Note`}
        placeholder={t`Note (optional)`}
        rows={2}
        maxLength={500}
        value={cart.note}
        onChange={(e) => dispatch({ type: 'note', note: e.target.value })}
      />

      <div className="sticky bottom-0 z-10 -mx-4 mt-auto space-y-3 border-t border-border bg-surface px-4 pt-3 pb-[calc(1rem+env(safe-area-inset-bottom))]">
        <dl className="space-y-1 text-sm">
          <Row label={t`Subtotal`} value={money(totals.subtotal)} />
          {totals.discount > 0n && <Row label={t`Discount`} value={`−${money(totals.discount)}`} />}
          {taxRate > 0 && <Row label={t`Tax (${rate}%)`} value={money(totals.tax)} />}
          <div className="flex justify-between border-t border-border pt-2 text-base font-semibold">
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd className="tabular-nums" data-testid="cart-total">
              {money(totals.total)}
            </dd>
          </div>
        </dl>

        {error && (
          <div
            role="alert"
            className={cn(
              'flex gap-2 rounded-xl px-3 py-2.5 text-sm',
              error.kind === 'network'
                ? 'bg-warning-soft text-warning'
                : 'bg-danger-soft text-danger',
            )}
          >
            {error.kind === 'network' ? (
              <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
            ) : (
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            )}
            <span>{error.message}</span>
          </div>
        )}
        {overCap && (
          <p role="alert" className="text-sm text-danger" data-testid="discount-cap">
            {cap === 0 ? (
              <Trans>You may not give discounts. Ask a manager, or remove the discount.</Trans>
            ) : (
              <Trans>
                Discounts are more than the {cap}% of the list price you may give. Ask a manager, or
                lower the discount.
              </Trans>
            )}
          </p>
        )}
        {tried && problem && !error && (
          <p role="alert" className="text-sm text-danger">
            {i18n._(problem)}
          </p>
        )}

        <Button size="lg" className="h-14 w-full text-lg" loading={charging} onClick={charge}>
          {error?.kind === 'network' ? (
            <Trans>Try again</Trans>
          ) : (
            (chargeLabel ?? <Trans comment="the POS's big button: take the payment">Charge</Trans>)
          )}{' '}
          {money(totals.total)}
        </Button>
      </div>
    </div>
  );
}

const fromTotal = (cents: bigint) => minorToNumber(cents).toFixed(2);

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between text-muted-foreground">
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** Round notes above the total, the amounts a cashier is usually handed. */
function QuickCash({
  total,
  currency,
  onPick,
}: {
  total: bigint;
  currency: string;
  onPick: (amount: string) => void;
}) {
  if (total <= 0n) return null;
  const steps = [100n, 500n, 1000n, 5000n, 10000n, 50000n, 100000n, 500000n, 1000000n];
  const amounts = new Set<bigint>();
  for (const step of steps) {
    const rounded = ((total + step - 1n) / step) * step;
    if (rounded > total) amounts.add(rounded);
    if (amounts.size >= 3) break;
  }
  return (
    <div className="flex flex-wrap gap-1.5">
      <button
        type="button"
        onClick={() => onPick('')}
        className="rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium hover:border-primary"
      >
        <Trans comment="quick cash: the customer pays the exact total">Exact</Trans>
      </button>
      {[...amounts].map((a) => (
        <button
          key={a.toString()}
          type="button"
          onClick={() => onPick(minorToNumber(a).toFixed(2))}
          className="rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium tabular-nums hover:border-primary"
        >
          {formatMoney(minorToNumber(a), currency)}
        </button>
      ))}
    </div>
  );
}
