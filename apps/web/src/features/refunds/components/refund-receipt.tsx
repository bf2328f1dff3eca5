import type { Refund } from '@app/contracts/refunds';
import type { Sale } from '@app/contracts/sales';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle, Printer } from 'lucide-react';
import { createPortal } from 'react-dom';
import { Button } from '#src/components/ui/button.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { formatDateTime, formatMoney } from '#src/lib/format.ts';
import { REFUND_METHOD_LABELS, type RefundBusiness } from '../labels.ts';
import { useI18nFor } from '#src/i18n/for-language.ts';
import { refundText } from '../refund-text.ts';

interface RefundReceiptProps {
  refund: Refund;
  sale: Sale;
  business: RefundBusiness;
}

/** The refund receipt, in the business's language (its customers read it), as the sale's is. */
export function RefundReceiptView(props: RefundReceiptProps) {
  const i18n = useI18nFor(props.business.language);
  if (!i18n) {
    return (
      <div className="mx-auto w-full max-w-sm space-y-3" aria-busy="true">
        <Skeleton className="mx-auto h-5 w-40" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return (
    <I18nProvider key={i18n.locale} i18n={i18n}>
      <RefundReceiptContent {...props} />
    </I18nProvider>
  );
}

function RefundReceiptContent({ refund, sale, business }: RefundReceiptProps) {
  const { t, i18n } = useLingui();
  const money = (n: number) => formatMoney(n, business.currency);
  const receiptNumber = sale.receiptNumber;
  const method = i18n._(REFUND_METHOD_LABELS[refund.method]);
  const reason = refund.reason;
  const seller = refund.createdByUsername;
  return (
    <article
      className="receipt mx-auto w-full max-w-sm text-sm"
      aria-label={t`Refund for receipt #${receiptNumber}`}
    >
      <header className="flex flex-col items-center gap-1 text-center">
        {business.logoUrl && (
          <img
            src={business.logoUrl}
            alt=""
            className="receipt-logo mb-1 size-14 rounded-lg object-contain"
          />
        )}
        <h2 className="text-base font-bold">{business.name}</h2>
        {business.phone && <p className="text-xs text-muted-foreground">{business.phone}</p>}
        <p className="mt-1 text-xs font-semibold tracking-wide uppercase">
          <Trans context="noun: the title of a refund receipt">Refund</Trans>
        </p>
      </header>
      <div className="receipt-rule my-3 border-t border-dashed border-border" />
      <div className="flex justify-between gap-2 text-xs">
        <span className="font-semibold">
          <Trans>For receipt #{receiptNumber}</Trans>
        </span>
        <time dateTime={refund.refundedAt} className="text-muted-foreground">
          {formatDateTime(refund.refundedAt, business.timezone)}
        </time>
      </div>
      {seller && (
        <p className="mt-0.5 text-xs text-muted-foreground">
          <Trans>Refunded by {seller}</Trans>
        </p>
      )}
      <div className="receipt-rule my-3 border-t border-dashed border-border" />
      <ul className="space-y-1 text-xs">
        {refund.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-2">
            <span className="min-w-0">
              <span className="tabular-nums">{line.quantity} × </span>
              <span className="font-medium">{line.name}</span>
            </span>
            <span className="shrink-0 font-medium tabular-nums">{money(line.amount)}</span>
          </li>
        ))}
      </ul>
      <div className="receipt-rule my-3 border-t border-dashed border-border" />
      <dl className="space-y-1 text-xs">
        {refund.discount > 0 && (
          <div className="flex justify-between gap-2 text-muted-foreground">
            <dt>
              <Trans>Less its share of the discount</Trans>
            </dt>
            <dd className="tabular-nums">−{money(refund.discount)}</dd>
          </div>
        )}
        {refund.tax > 0 && (
          <div className="flex justify-between gap-2 text-muted-foreground">
            <dt>
              <Trans>Tax included</Trans>
            </dt>
            <dd className="tabular-nums">{money(refund.tax)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-2 pt-1 text-base font-bold">
          <dt>
            <Trans>Refunded ({method})</Trans>
          </dt>
          <dd className="tabular-nums" data-testid="refund-amount">
            {money(refund.amount)}
          </dd>
        </div>
      </dl>
      {reason && (
        <p className="mt-3 text-xs text-muted-foreground">
          <Trans>Reason: {reason}</Trans>
        </p>
      )}
      {refund.restock && (
        <p className="mt-1 text-xs text-muted-foreground">
          <Trans>The items went back into stock.</Trans>
        </p>
      )}
    </article>
  );
}

const PRINT_ID = 'refund-receipt-print';

// Alone on the page when printing (an 80 mm roll or any page: the receipt is narrow).
const PRINT_CSS = `
@media screen { #${PRINT_ID} { position: fixed; left: -10000px; top: 0; visibility: hidden; width: 74mm; } }
@media print {
  :root, :root.dark { --background: #fff; --foreground: #000; --surface: #fff; --muted-foreground: #333; --border: #000; color-scheme: light; }
  html, body { background: #fff !important; color: #000 !important; min-height: 0 !important; height: auto !important; }
  body > *:not(#${PRINT_ID}) { display: none !important; }
  #${PRINT_ID} { display: block !important; width: 74mm; margin: 0 auto; font-size: 11px; }
  #${PRINT_ID} .receipt-logo { filter: grayscale(1); }
}`;

/** A wa.me link for a text to the customer's number (the sales feature's, given by the app). */
export type WhatsappLink = (text: string, phone?: string | null) => string;

/** Print through the browser and the WhatsApp text, for one refund. */
export function RefundReceiptActions({
  refund,
  sale,
  business,
  whatsappLink,
}: RefundReceiptProps & { whatsappLink: WhatsappLink }) {
  const customerI18n = useI18nFor(business.language);
  const share = customerI18n
    ? whatsappLink(refundText(refund, sale, business, customerI18n), sale.customer?.phone)
    : undefined;
  return (
    <>
      {createPortal(
        <div id={PRINT_ID} aria-hidden>
          <style>{PRINT_CSS}</style>
          <RefundReceiptView refund={refund} sale={sale} business={business} />
        </div>,
        document.body,
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" className="h-11" onClick={() => window.print()}>
          <Printer aria-hidden />
          <Trans comment="a button: print the refund receipt">Print</Trans>
        </Button>
        <Button variant="outline" className="h-11" asChild>
          <a href={share} target="_blank" rel="noreferrer" aria-disabled={!share || undefined}>
            <MessageCircle aria-hidden />
            WhatsApp
          </a>
        </Button>
      </div>
    </>
  );
}
