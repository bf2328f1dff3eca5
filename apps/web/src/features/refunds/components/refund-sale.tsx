import type { Refund } from '@app/contracts/refunds';
import type { Sale } from '@app/contracts/sales';
import { Trans } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import type { RefundBusiness } from '../labels.ts';
import { RefundForm } from './refund-form.tsx';
import { RefundReceiptActions, RefundReceiptView, type WhatsappLink } from './refund-receipt.tsx';

/** A sale's refund, start to end: the form, then the refund receipt to print or send. */
export function RefundSale({
  business,
  sale,
  whatsappLink,
  onClose,
  register,
}: {
  business: RefundBusiness;
  sale: Sale;
  whatsappLink: WhatsappLink;
  onClose: () => void;
  /** This device's register (features/shifts): its open shift gets the refund. */
  register: string;
}) {
  const [done, setDone] = useState<{ refund: Refund; queued: boolean } | null>(null);
  if (!done) {
    return (
      <RefundForm
        businessId={business.id}
        currency={business.currency}
        sale={sale}
        register={register}
        onDone={(refund, queued) => setDone({ refund, queued })}
        onCancel={onClose}
      />
    );
  }
  const { refund, queued } = done;
  return (
    <div className="space-y-4">
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg bg-primary-soft px-3 py-2 text-sm font-medium text-primary"
      >
        <CheckCircle2 className="size-4" aria-hidden />
        {queued ? (
          <Trans>Refund saved on this phone: it syncs when you are back online</Trans>
        ) : (
          <Trans>Refund recorded</Trans>
        )}
      </p>
      <div className="rounded-2xl border border-border p-4">
        <RefundReceiptView refund={refund} sale={sale} business={business} />
      </div>
      <RefundReceiptActions
        refund={refund}
        sale={sale}
        business={business}
        whatsappLink={whatsappLink}
      />
      <Button variant="secondary" className="h-11 w-full" onClick={onClose}>
        <Trans>Back to the sale</Trans>
      </Button>
    </div>
  );
}
