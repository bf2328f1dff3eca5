import type { Sale } from '@app/contracts/sales';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { cn } from '#src/lib/cn.ts';
import { PAYMENT_LABELS, formatDateTime, formatMoney } from '../format.ts';
import { mobileMoneyProof, REFERENCE_LABELS } from '../mobile-money-proof.ts';
import { verifyReceiptUrl, type ReceiptBusiness } from '../receipt-text.ts';
import { useI18nFor } from '#src/i18n/for-language.ts';
import { ReceiptQr } from './receipt-qr.tsx';

interface ReceiptViewProps {
  sale: Sale;
  business: ReceiptBusiness;
  className?: string;
}

/**
 * The receipt as the server recorded it: every amount here is the server's, never the cart's
 * preview. The same markup is shown on screen and printed (receipt-print.tsx). It is in the
 * business's language, which its customers read, not necessarily the seller's (ADR 069).
 */
export function ReceiptView(props: ReceiptViewProps) {
  const i18n = useI18nFor(props.business.language);
  if (!i18n) return <ReceiptLoading className={props.className} />;
  return (
    // Keyed: the provider keeps its first instance's context otherwise.
    <I18nProvider key={i18n.locale} i18n={i18n}>
      <ReceiptContent {...props} />
    </I18nProvider>
  );
}

/** While the business's language loads (once per page): no English receipt that then changes. */
function ReceiptLoading({ className }: { className?: string }) {
  return (
    <div className={cn('mx-auto w-full max-w-sm space-y-3', className)} aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading the receipt</Trans>
      </span>
      <Skeleton className="mx-auto h-5 w-40" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

function ReceiptContent({ sale, business, className }: ReceiptViewProps) {
  const { t, i18n } = useLingui();
  const money = (n: number) => formatMoney(n, business.currency);
  const change = sale.amountPaid > sale.total ? sale.amountPaid - sale.total : 0;
  const receiptNumber = sale.receiptNumber;
  const rate = sale.taxRate;
  const method = i18n._(PAYMENT_LABELS[sale.paymentMethod]);
  const proof = mobileMoneyProof(sale);
  // At a till the staff member who served, else the account that rang it up (ADR 076).
  const seller = sale.staffName ?? sale.createdByUsername;
  const code = sale.receiptCode;
  const note = sale.note;
  const customerName = sale.customer?.name || t`Customer`;
  return (
    <article
      className={cn('receipt mx-auto w-full max-w-sm text-sm', className)}
      aria-label={t`Receipt #${receiptNumber}`}
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
        <span className="font-semibold">
          <Trans>Receipt #{receiptNumber}</Trans>
        </span>
        <time dateTime={sale.soldAt} className="text-muted-foreground">
          {formatDateTime(sale.soldAt, business.timezone)}
        </time>
      </div>
      {sale.customer && (
        <p className="mt-1 text-xs">
          <Trans>
            Customer: <span className="font-medium">{customerName}</span>
          </Trans>
          {sale.customer.phone && (
            <span className="text-muted-foreground"> · {sale.customer.phone}</span>
          )}
        </p>
      )}
      {seller && (
        <p className="mt-0.5 text-xs text-muted-foreground">
          <Trans>Served by {seller}</Trans>
        </p>
      )}
      <div className="receipt-rule my-3 border-t border-dashed border-border" />

      <table className="w-full text-xs">
        <thead className="sr-only">
          <tr>
            <th>
              <Trans>Item</Trans>
            </th>
            <th>
              <Trans>Amount</Trans>
            </th>
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
        <Line label={t`Subtotal`} value={money(sale.subtotal)} />
        {sale.discount > 0 && <Line label={t`Discount`} value={`−${money(sale.discount)}`} />}
        {(sale.tax > 0 || sale.taxRate > 0) && (
          <Line label={t`Tax (${rate}%)`} value={money(sale.tax)} />
        )}
        <div className="flex justify-between pt-1 text-base font-bold">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="tabular-nums" data-testid="receipt-total">
            {money(sale.total)}
          </dd>
        </div>
        <Line label={t`Paid (${method})`} value={money(sale.amountPaid)} />
        {proof?.confirmed ? (
          <Line
            label={i18n._(REFERENCE_LABELS[proof.provider])}
            value={proof.reference ?? t`Confirmed`}
          />
        ) : proof ? (
          <Line label={t`Mobile money`} value={t`Unconfirmed`} />
        ) : null}
        {change > 0 && (
          <Line
            label={t({ message: 'Change', context: 'money given back to the customer' })}
            value={money(change)}
          />
        )}
        {sale.balance > 0 && <Line label={t`Balance owed`} value={money(sale.balance)} strong />}
      </dl>
      {note && (
        <p className="mt-3 text-xs text-muted-foreground">
          <Trans>Note: {note}</Trans>
        </p>
      )}

      <div className="receipt-rule my-3 border-t border-dashed border-border" />
      <footer className="flex flex-col items-center gap-1.5 text-center">
        {business.receiptFooter && (
          <p className="text-xs whitespace-pre-line">{business.receiptFooter}</p>
        )}
        <ReceiptQr value={verifyReceiptUrl(sale.receiptCode)} className="receipt-qr" />
        <p className="text-[10px] break-all text-muted-foreground">
          <Trans>Verify: {code}</Trans>
        </p>
      </footer>
    </article>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-2', strong && 'font-semibold')}>
      <dt className="min-w-0">{label}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
}
