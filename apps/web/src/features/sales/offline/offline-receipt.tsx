import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CloudOff } from 'lucide-react';
import { Button } from '#src/components/ui/button.tsx';
import { Panel } from '#src/components/ui/panel.tsx';
import { formatMoney, formatTime } from '../format.ts';
import type { QueuedSale } from './outbox-store.ts';
import type { Sale } from '@app/contracts/sales';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { useReceiptPrinter } from '#src/lib/receipt-printer.ts';
import type { ReceiptBusiness } from '../receipt-text.ts';

/**
 * What a sale recorded without a connection shows instead of the receipt: it is safe on this
 * phone and goes to the server by itself; the receipt number and its verification code come
 * from the server, so they appear in the history once it has synced.
 */
export function OfflineReceipt({
  sale,
  printable,
  business,
  onClose,
}: {
  sale: QueuedSale | null;
  /** Its receipt as this device knows it (pending-receipt.ts), for the receipt printer. */
  printable?: Sale | null;
  business?: ReceiptBusiness;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const printer = useReceiptPrinter();
  const [printing, setPrinting] = useState(false);
  if (!sale) return null;
  const { total, itemCount: count, currency } = sale.summary;
  return (
    <Panel open onOpenChange={(open) => !open && onClose()} title={t`Sale saved on this phone`}>
      <div className="space-y-4 text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-warning-soft text-warning">
          <CloudOff className="size-7" aria-hidden />
        </div>
        <div>
          <p className="text-3xl font-semibold tabular-nums">{formatMoney(total, currency)}</p>
          <p className="text-sm text-muted-foreground">
            <Plural value={count} one="# item" other="# items" /> · {formatTime(sale.queuedAt)}
          </p>
        </div>
        <p className="rounded-xl bg-surface-muted px-4 py-3 text-sm">
          <Trans>
            <span className="font-medium">Pending sync.</span> You are offline, so the sale is kept
            on this phone and sent by itself when the connection returns. Its receipt number and
            verification code come then.
          </Trans>
        </p>
        {printer?.ready && printable && business && (
          <Button
            variant="outline"
            className="h-11 w-full"
            loading={printing}
            onClick={() => {
              setPrinting(true);
              void printer
                .printReceipt(printable, business, true)
                .finally(() => setPrinting(false));
            }}
          >
            <Printer aria-hidden />
            <Trans comment="a button: print the receipt">Print</Trans>
          </Button>
        )}
        <Button className="h-11 w-full" onClick={onClose} autoFocus>
          <Trans>Next sale</Trans>
        </Button>
      </div>
    </Panel>
  );
}
