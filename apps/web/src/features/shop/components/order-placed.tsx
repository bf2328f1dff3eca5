import { Trans } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import type { PlacedShopOrder } from '@app/contracts/shop';
import { formatMoney } from '#src/lib/format.ts';
import { WhatsAppMark } from './whatsapp-mark.tsx';

interface OrderPlacedProps {
  order: PlacedShopOrder;
  shopName: string;
  currency: string;
  showTotal: boolean;
  onDone: () => void;
}

/** After ordering: the reference (for customers without WhatsApp too) and the WhatsApp link. */
export function OrderPlaced({ order, shopName, currency, showTotal, onDone }: OrderPlacedProps) {
  const total = formatMoney(order.total, currency);
  return (
    <section
      className="mx-auto flex max-w-md flex-col items-center gap-5 px-6 py-14 text-center"
      aria-labelledby="placed-title"
    >
      <div className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-600 dark:bg-emerald-900/40 dark:text-emerald-300">
        <CheckCircle2 className="size-9" aria-hidden />
      </div>
      <div className="space-y-2">
        <h1 id="placed-title" className="text-2xl font-bold">
          <Trans>Order placed</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>
            {shopName} has your order. Send it on WhatsApp so they can confirm it, or quote the
            reference when you call or visit.
          </Trans>
        </p>
      </div>
      <div className="w-full rounded-2xl border border-border bg-surface p-5">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          <Trans comment="the order's reference code">Reference</Trans>
        </p>
        <p
          className="mt-1 font-mono text-3xl font-bold tracking-[0.2em]"
          data-testid="order-reference"
        >
          {order.reference}
        </p>
        {showTotal && (
          <p className="mt-2 text-sm text-muted-foreground">
            <Trans>
              Total <span className="font-semibold text-foreground tabular-nums">{total}</span>
            </Trans>
          </p>
        )}
      </div>
      <a
        href={order.whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="flex h-13 w-full items-center justify-center gap-2 rounded-full bg-[#25D366] px-5 text-base font-bold text-[#0b3d1e] shadow-md"
      >
        <WhatsAppMark />
        <Trans>Send order on WhatsApp</Trans>
      </a>
      <button
        type="button"
        onClick={onDone}
        className="text-sm font-medium text-muted-foreground underline-offset-4 hover:underline"
      >
        <Trans>Back to the shop</Trans>
      </button>
    </section>
  );
}
