import type { Sale } from '@app/contracts/sales';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { useVerifyBusinessReceipt } from '../api/verify-business-receipt.ts';
import { formatDateTime, formatMoney } from '../format.ts';
import { ReceiptCheck } from '../components/receipt-check.tsx';
import { ReceiptLines, ResultCard } from '../components/receipt-result.tsx';
import { useReceiptCodeParam } from '../use-receipt-code-param.ts';

export interface VerifyBusinessReceiptBusiness {
  id: string;
  name: string;
  currency: string;
}

interface VerifyBusinessReceiptPageProps {
  business: VerifyBusinessReceiptBusiness;
  /** Where the sale opens (the sales screen), for a return or an edit. */
  saleHref: (saleId: string) => string;
}

const METHOD_LABELS: Record<Sale['paymentMethod'], MessageDescriptor> = {
  cash: msg({ message: 'Cash', comment: 'a payment method' }),
  card: msg({ message: 'Card', comment: 'a payment method: bank card' }),
  transfer: msg({ message: 'Transfer', comment: 'a payment method: bank transfer' }),
  mobile_money: msg({ message: 'Mobile money', comment: 'a payment method: M-Pesa, MTN MoMo...' }),
  credit: msg({ message: 'Credit', comment: 'a payment method: sold on credit, paid later' }),
};

/**
 * /verify/{businessId} (SPEC section 2): the owner checks a receipt brought back to the counter
 * against their own sales, and opens the sale for a return.
 */
export function VerifyBusinessReceiptPage({ business, saleHref }: VerifyBusinessReceiptPageProps) {
  const param = useReceiptCodeParam();
  const query = useVerifyBusinessReceipt(business.id, param.code);
  const { t, i18n } = useLingui();
  const sale = query.data?.valid ? query.data.sale : undefined;
  const businessName = business.name;
  const receiptNumber = sale?.receiptNumber;
  const soldAt = sale ? formatDateTime(sale.soldAt) : '';
  const paid = sale ? formatMoney(sale.amountPaid, business.currency) : '';

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        title={t`Check a receipt`}
        description={t`A receipt brought back to the counter: is it a sale of ${businessName}? Type, paste or scan its code.`}
      />
      <ReceiptCheck
        param={param}
        query={query}
        answer={
          sale ? (
            <ResultCard
              tone="valid"
              title={t`Receipt #${receiptNumber} is genuine`}
              subtitle={t`A sale of ${businessName}, ${soldAt}`}
            >
              <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-muted-foreground">
                    <Trans>Customer</Trans>
                  </dt>
                  <dd className="font-medium">{sale.customer?.name ?? t`Walk-in`}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">
                    <Trans>Paid by</Trans>
                  </dt>
                  <dd className="font-medium">{i18n._(METHOD_LABELS[sale.paymentMethod])}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">
                    <Trans>Sold by</Trans>
                  </dt>
                  <dd className="font-medium">{sale.createdByUsername ?? '—'}</dd>
                </div>
              </dl>
              <div className="mt-4">
                <ReceiptLines items={sale.items} currency={business.currency} totals={sale} />
              </div>
              {sale.balance > 0 && (
                <div className="mt-3 flex items-center justify-between rounded-xl bg-warning-soft px-3.5 py-2.5 text-sm">
                  <span>
                    <Trans>Paid {paid}, still owed</Trans>
                  </span>
                  <Badge variant="warning" className="tabular-nums">
                    {formatMoney(sale.balance, business.currency)}
                  </Badge>
                </div>
              )}
              <Button asChild className="mt-5 w-full sm:w-auto">
                <Link to={saleHref(sale.id)}>
                  <Trans>Open the sale for a return</Trans>
                  <ArrowRight />
                </Link>
              </Button>
            </ResultCard>
          ) : (
            <NotOurs businessName={business.name} code={param.code} />
          )
        }
      />
    </div>
  );
}

function NotOurs({ businessName, code }: { businessName: string; code?: string | null }) {
  const { t } = useLingui();
  return (
    <ResultCard
      tone="invalid"
      title={t`Not a receipt of this business`}
      subtitle={t`No sale of ${businessName} has this code.`}
    >
      <p className="text-sm text-muted-foreground">
        <Trans>
          Check the code was typed correctly. The sale may have been deleted, or the receipt may
          come from another shop.
        </Trans>
      </p>
      {code && (
        <Button asChild variant="outline" size="sm" className="mt-4">
          <Link to={`/verify-receipt?code=${encodeURIComponent(code)}`}>
            <Trans>Check it against every shop</Trans>
            <ExternalLink />
          </Link>
        </Button>
      )}
    </ResultCard>
  );
}
