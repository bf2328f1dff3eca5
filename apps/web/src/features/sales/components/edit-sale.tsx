import { SALE_MESSAGES, type Sale } from '@app/contracts/sales';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, PackagePlus } from 'lucide-react';
import { useReducer, useState } from 'react';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { useUpdateSale } from '../api/update-sale.ts';
import { cartReducer, emptyCart, saleBody, type Cart, type CartLine } from '../cart.ts';
import { checkoutError } from '../checkout-error.ts';
import { currencySymbol } from '../format.ts';
import { fromMinor, toMinor } from '../money.ts';
import { CheckoutPanel, type CheckoutError } from './checkout-panel.tsx';
import { ProductSearch } from './product-search.tsx';
import type { HistoryBusiness } from '../history-business.ts';

/** The sale as a cart: its lines at the prices they were sold at. */
function cartFromSale(sale: Sale): Cart {
  const lines: CartLine[] = sale.items
    .filter((i) => i.productId !== null)
    .map((i) => ({
      productId: i.productId!,
      name: i.name,
      unitPrice: fromMinor(toMinor(i.unitPrice)),
      stock: null,
      quantity: i.quantity,
      discount: i.discount > 0 ? fromMinor(toMinor(i.discount)) : '',
      allowDiscount: true,
      code: null,
    }));
  const paidInFull = sale.paymentMethod !== 'credit' && sale.amountPaid === sale.total;
  return {
    ...emptyCart(),
    checkoutId: sale.id,
    lines,
    orderDiscount: sale.discount > 0 ? fromMinor(toMinor(sale.discount)) : '',
    customer: sale.customer,
    paymentMethod: sale.paymentMethod,
    amountPaid: paidInFull ? '' : fromMinor(toMinor(sale.amountPaid)),
    note: sale.note ?? '',
  };
}

/** Edit a recorded sale (PUT): quantities, items, discounts, customer, payment. */
export function EditSale({
  business,
  sale,
  onDone,
}: {
  business: HistoryBusiness;
  sale: Sale;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [cart, dispatch] = useReducer(cartReducer, sale, cartFromSale);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<CheckoutError | null>(null);
  const update = useUpdateSale();
  const removed = sale.items.filter((i) => i.productId === null);
  const symbol = currencySymbol(business.currency);
  const names = removed.map((i) => i.name).join(', ');
  const removedCount = removed.length;

  const save = () => {
    setError(null);
    const { id: _id, ...body } = saleBody(cart);
    update.mutate(
      {
        businessId: business.id,
        saleId: sale.id,
        body: { ...body, discount: body.discount ?? '0' },
      },
      {
        onSuccess: (updated) => {
          const receiptNumber = updated.receiptNumber;
          toast.success(t`Receipt #${receiptNumber} saved`);
          onDone();
        },
        onError: (err) => setError(checkoutError(err, SALE_MESSAGES.updateFailed)),
      },
    );
  };

  return (
    <div className="space-y-4">
      {removed.length > 0 && (
        <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning">
          <Plural
            value={removedCount}
            one={`${names}: the product was deleted, so saving removes this line.`}
            other={`${names}: the product was deleted, so saving removes these lines.`}
          />
        </p>
      )}
      <div className="rounded-xl border border-border">
        <button
          type="button"
          aria-expanded={adding}
          onClick={() => setAdding((v) => !v)}
          className="flex w-full items-center justify-between gap-2 px-3 py-2.5 text-sm font-medium"
        >
          <span className="flex items-center gap-2">
            <PackagePlus className="size-4 text-primary" aria-hidden />
            <Trans>Add items</Trans>
          </span>
          <ChevronDown className={adding ? 'size-4 rotate-180' : 'size-4'} aria-hidden />
        </button>
        {adding && (
          <div className="max-h-96 overflow-y-auto border-t border-border p-3">
            <ProductSearch
              businessId={business.id}
              currency={business.currency}
              allowNegativeStock={business.allowNegativeStock}
              inCart={new Map(cart.lines.map((l) => [l.productId, l.quantity]))}
              onAdd={(item) => dispatch({ type: 'add', item })}
              shortcuts={false}
            />
          </div>
        )}
      </div>
      <CheckoutPanel
        businessId={business.id}
        cart={cart}
        dispatch={dispatch}
        currency={business.currency}
        symbol={symbol}
        taxRate={sale.taxRate}
        allowNegativeStock
        charging={update.isPending}
        error={error}
        onCharge={save}
        chargeLabel={t({
          message: 'Save',
          comment: "the button that saves an edited sale's changes",
        })}
      />
      <Button variant="ghost" className="w-full" onClick={onDone}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}
