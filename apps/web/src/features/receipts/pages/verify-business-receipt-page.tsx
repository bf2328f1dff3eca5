import type { Sale } from '@app/contracts/sales';
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

const METHOD_LABELS: Record<Sale['paymentMethod'], string> = {
  cash: 'Cash',
  card: 'Card',
  transfer: 'Transfer',
  mobile_money: 'Mobile money',
  credit: 'Credit',
};

/**
 * /verify/{businessId} (SPEC section 2): the owner checks a receipt brought back to the counter
 * against their own sales, and opens the sale for a return.
 */
export function VerifyBusinessReceiptPage({ business, saleHref }: VerifyBusinessReceiptPageProps) {
  const param = useReceiptCodeParam();
  const query = useVerifyBusinessReceipt(business.id, param.code);
  const sale = query.data?.valid ? query.data.sale : undefined;

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        title="Check a receipt"
        description={`A receipt brought back to the counter: is it a sale of ${business.name}? Type, paste or scan its code.`}
      />
      <ReceiptCheck
        param={param}
        query={query}
        answer={
          sale ? (
            <ResultCard
              tone="valid"
              title={`Receipt #${sale.receiptNumber} is genuine`}
              subtitle={`A sale of ${business.name}, ${formatDateTime(sale.soldAt)}`}
            >
              <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-muted-foreground">Customer</dt>
                  <dd className="font-medium">{sale.customer?.name ?? 'Walk-in'}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Paid by</dt>
                  <dd className="font-medium">{METHOD_LABELS[sale.paymentMethod]}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Sold by</dt>
                  <dd className="font-medium">{sale.createdByUsername ?? '—'}</dd>
                </div>
              </dl>
              <div className="mt-4">
                <ReceiptLines items={sale.items} currency={business.currency} totals={sale} />
              </div>
              {sale.balance > 0 && (
                <div className="mt-3 flex items-center justify-between rounded-xl bg-warning-soft px-3.5 py-2.5 text-sm">
                  <span>Paid {formatMoney(sale.amountPaid, business.currency)}, still owed</span>
                  <Badge variant="warning" className="tabular-nums">
                    {formatMoney(sale.balance, business.currency)}
                  </Badge>
                </div>
              )}
              <Button asChild className="mt-5 w-full sm:w-auto">
                <Link to={saleHref(sale.id)}>
                  Open the sale for a return
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
  return (
    <ResultCard
      tone="invalid"
      title="Not a receipt of this business"
      subtitle={`No sale of ${businessName} has this code.`}
    >
      <p className="text-sm text-muted-foreground">
        Check the code was typed correctly. The sale may have been deleted, or the receipt may come
        from another shop.
      </p>
      {code && (
        <Button asChild variant="outline" size="sm" className="mt-4">
          <Link to={`/verify-receipt?code=${encodeURIComponent(code)}`}>
            Check it against every shop
            <ExternalLink />
          </Link>
        </Button>
      )}
    </ResultCard>
  );
}
