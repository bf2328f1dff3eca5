import type { Sale } from '@app/contracts/sales';
import { cn } from '#src/lib/cn.ts';
import { PAYMENT_LABELS, formatDateTime, formatMoney } from '../format.ts';
import { verifyReceiptUrl, type ReceiptBusiness } from '../receipt-text.ts';
import { ReceiptQr } from './receipt-qr.tsx';

/**
 * The receipt as the server recorded it: every amount here is the server's, never the cart's
 * preview. The same markup is shown on screen and printed (receipt-print.tsx).
 */
export function ReceiptView({
  sale,
  business,
  className,
}: {
  sale: Sale;
  business: ReceiptBusiness;
  className?: string;
}) {
  const money = (n: number) => formatMoney(n, business.currency);
  const change = sale.amountPaid > sale.total ? sale.amountPaid - sale.total : 0;
  return (
    <article
      className={cn('receipt mx-auto w-full max-w-sm text-sm', className)}
      aria-label={`Receipt #${sale.receiptNumber}`}
    >
      <header className="receipt-header flex flex-col items-center gap-1 text-center">
        {business.logoUrl && (
          <img
            src={business.logoUrl}
            alt=""
            className="receipt-logo mb-1 size-14 rounded-lg object-contain"
          />
        )}
        <h2 className="text-base font-bold">{business.name}</h2>
        {business.address && <p className="text-xs text-muted-foreground">{business.address}</p>}
        {business.phone && <p className="text-xs text-muted-foreground">{business.phone}</p>}
      </header>

      <div className="receipt-rule my-3 border-t border-dashed border-border" />
      <div className="flex justify-between gap-2 text-xs">
        <span className="font-semibold">Receipt #{sale.receiptNumber}</span>
        <time dateTime={sale.soldAt} className="text-muted-foreground">
          {formatDateTime(sale.soldAt, business.timezone)}
        </time>
      </div>
      {sale.customer && (
        <p className="mt-1 text-xs">
          Customer: <span className="font-medium">{sale.customer.name || 'Customer'}</span>
          {sale.customer.phone && (
            <span className="text-muted-foreground"> · {sale.customer.phone}</span>
          )}
        </p>
      )}
      {sale.createdByUsername && (
        <p className="mt-0.5 text-xs text-muted-foreground">Served by {sale.createdByUsername}</p>
      )}
      <div className="receipt-rule my-3 border-t border-dashed border-border" />

      <table className="w-full text-xs">
        <thead className="sr-only">
          <tr>
            <th>Item</th>
            <th>Amount</th>
          </tr>
        </thead>
        <tbody>
          {sale.items.map((item) => (
            <tr key={item.id} className="align-top">
              <td className="py-1 pr-2">
                <span className="block font-medium">{item.name}</span>
                <span className="text-muted-foreground tabular-nums">
                  {item.quantity} × {money(item.unitPrice)}
                  {item.discount > 0 && ` − ${money(item.discount)}`}
                </span>
              </td>
              <td className="py-1 text-right font-medium whitespace-nowrap tabular-nums">
                {money(item.lineTotal)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="receipt-rule my-3 border-t border-dashed border-border" />
      <dl className="space-y-1 text-xs">
        <Line label="Subtotal" value={money(sale.subtotal)} />
        {sale.discount > 0 && <Line label="Discount" value={`−${money(sale.discount)}`} />}
        {(sale.tax > 0 || sale.taxRate > 0) && (
          <Line label={`Tax (${sale.taxRate}%)`} value={money(sale.tax)} />
        )}
        <div className="flex justify-between pt-1 text-base font-bold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="receipt-total">
            {money(sale.total)}
          </dd>
        </div>
        <Line
          label={`Paid (${PAYMENT_LABELS[sale.paymentMethod]})`}
          value={money(sale.amountPaid)}
        />
        {change > 0 && <Line label="Change" value={money(change)} />}
        {sale.balance > 0 && <Line label="Balance owed" value={money(sale.balance)} strong />}
      </dl>
      {sale.note && <p className="mt-3 text-xs text-muted-foreground">Note: {sale.note}</p>}

      <div className="receipt-rule my-3 border-t border-dashed border-border" />
      <footer className="flex flex-col items-center gap-1.5 text-center">
        {business.receiptFooter && (
          <p className="text-xs whitespace-pre-line">{business.receiptFooter}</p>
        )}
        <ReceiptQr value={verifyReceiptUrl(sale.receiptCode)} className="receipt-qr" />
        <p className="text-[10px] break-all text-muted-foreground">Verify: {sale.receiptCode}</p>
      </footer>
    </article>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-2', strong && 'font-semibold')}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
