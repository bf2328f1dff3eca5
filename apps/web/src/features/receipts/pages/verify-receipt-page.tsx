import { Trans } from '@lingui/react/macro';
import { ScanLine } from 'lucide-react';
import { useHydrated } from '#src/lib/use-hydrated.ts';
import { useVerifyReceipt } from '../api/verify-receipt.ts';
import { ReceiptCheck } from '../components/receipt-check.tsx';
import { GenuineReceiptCard, UnverifiedReceiptCard } from '../components/receipt-result.tsx';
import { useReceiptCodeParam } from '../use-receipt-code-param.ts';

/**
 * /verify-receipt (public, SPEC section 2): anyone holding a ShopBook receipt checks it is
 * genuine. The receipt's QR code links here with ?code=, so a scan with any phone camera lands on
 * the answer. Prerendered like the landing (ADR 041): most visitors open it cold from a scan.
 */
export function VerifyReceiptPage() {
  const address = useReceiptCodeParam();
  // The build prerenders this page without a code (scripts/route-pages.mjs): the address's code
  // is read once React has adopted that markup, which a QR scan's visitor sees painted at once.
  const param = useHydrated() ? address : { ...address, raw: '', code: null, malformed: false };
  const query = useVerifyReceipt(param.code);

  // At least a screen high: the answer comes after the first paint, and the footer, on screen
  // below a short page, moved down as it came (a layout shift; ADR 092).
  return (
    <div className="mx-auto min-h-dvh w-full max-w-xl px-4 py-10 sm:py-14">
      <div className="mb-8 text-center">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <ScanLine className="size-6" aria-hidden />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          <Trans>Verify a receipt</Trans>
        </h1>
        <p className="mx-auto mt-2 max-w-md text-muted-foreground">
          <Trans>
            Check that a receipt was really issued by the shop, and that its items and total have
            not been changed.
          </Trans>
        </p>
      </div>

      <ReceiptCheck
        param={param}
        query={query}
        answer={
          query.data?.valid && query.data.receipt ? (
            <GenuineReceiptCard receipt={query.data.receipt} />
          ) : (
            <UnverifiedReceiptCard />
          )
        }
      />
    </div>
  );
}
