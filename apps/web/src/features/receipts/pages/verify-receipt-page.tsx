import { ScanLine } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { useVerifyReceipt } from '../api/verify-receipt.ts';
import { checkErrorText, parseCodeInput } from '../code-input.ts';
import { ReceiptCodeForm } from '../components/receipt-code-form.tsx';
import { GenuineReceiptCard, UnverifiedReceiptCard } from '../components/receipt-result.tsx';

/**
 * /verify-receipt (public, SPEC section 2): anyone holding a ShopBook receipt checks it is
 * genuine. The receipt's QR code links here with ?code=, so a scan with any phone camera lands on
 * the answer.
 */
export function VerifyReceiptPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('code') ?? '';
  const parsed = raw ? parseCodeInput(raw) : null;
  const code = parsed && 'code' in parsed ? parsed.code : null;
  const query = useVerifyReceipt(code);

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-14">
      <div className="mb-8 text-center">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <ScanLine className="size-6" aria-hidden />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Verify a receipt</h1>
        <p className="mx-auto mt-2 max-w-md text-muted-foreground">
          Check that a receipt was really issued by the shop, and that its items and total have not
          been changed.
        </p>
      </div>

      <div className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
        <ReceiptCodeForm
          key={raw}
          initialCode={code ?? raw}
          pending={query.isFetching}
          onCode={(next) => {
            if (next === code) void query.refetch();
            else setParams({ code: next });
          }}
        />
      </div>

      <div className="mt-6">
        {parsed && 'error' in parsed ? (
          <UnverifiedReceiptCard />
        ) : query.isPending && code ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only" role="status">
              Checking the receipt
            </span>
            <Skeleton className="h-20 w-full rounded-2xl" />
            <Skeleton className="h-48 w-full rounded-2xl" />
          </div>
        ) : query.isError ? (
          <div
            role="alert"
            className="rounded-2xl border border-warning/30 bg-warning-soft p-4 text-sm text-warning"
          >
            <p>{checkErrorText(query.error)}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              Try again
            </Button>
          </div>
        ) : query.data?.valid && query.data.receipt ? (
          <GenuineReceiptCard receipt={query.data.receipt} />
        ) : query.data ? (
          <UnverifiedReceiptCard />
        ) : null}
      </div>
    </div>
  );
}
