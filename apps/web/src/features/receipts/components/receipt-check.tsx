import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { checkErrorText } from '../code-input.ts';
import type { ReceiptCodeParam } from '../use-receipt-code-param.ts';
import { ReceiptCodeForm } from './receipt-code-form.tsx';

interface ReceiptCheckProps {
  param: ReceiptCodeParam;
  query: Pick<
    UseQueryResult<unknown>,
    'data' | 'isFetching' | 'isPending' | 'isError' | 'error' | 'refetch'
  >;
  /** Shown once the check has answered, or when the address cannot hold a code. */
  answer: ReactNode;
}

/**
 * The code form and the state of its check, shared by the public and the owner's pages; each
 * page supplies its own answer.
 */
export function ReceiptCheck({ param, query, answer }: ReceiptCheckProps) {
  // Subscribed to the language: the error's words (code-input.ts) are made in this render.
  useLingui();
  const { raw, code, malformed, setCode } = param;
  return (
    <>
      <div className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
        <ReceiptCodeForm
          key={raw}
          initialCode={code ?? raw}
          pending={query.isFetching}
          onCode={(next) => {
            // The same code again is a fresh check, not a no-op navigation.
            if (next === code) void query.refetch();
            else setCode(next);
          }}
        />
      </div>

      <div className="mt-6">
        {malformed ? (
          answer
        ) : query.isPending && code ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only" role="status">
              <Trans>Checking the receipt</Trans>
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
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : query.data ? (
          answer
        ) : null}
      </div>
    </>
  );
}
