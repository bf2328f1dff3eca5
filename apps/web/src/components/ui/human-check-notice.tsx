import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, ShieldCheck } from 'lucide-react';
import type { HumanCheck } from '#src/lib/human-check.ts';

const STATUS: Record<Exclude<HumanCheck['state'], 'idle'>, MessageDescriptor> = {
  checking: msg`Checking that you are a person…`,
  passed: msg`Human check passed`,
  failed: msg`The human check could not be completed. Please try again.`,
};

/**
 * The human check a form was asked for (ADR 065): why the server asked, and the check's
 * progress. The check runs in the page (a small proof of work), so there is nothing to click.
 */
export function HumanCheckNotice({ check }: { check: HumanCheck }) {
  const { t } = useLingui();
  if (check.state === 'idle') return null;
  return (
    <section
      aria-label={t`Human check`}
      data-testid="human-check"
      className="rounded-xl border border-primary/25 bg-primary-soft px-3.5 py-3 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold text-foreground">
        <ShieldCheck aria-hidden className="size-4 shrink-0 text-primary" />
        <Trans>Human check</Trans>
      </p>
      {check.message && <p className="mt-1 text-muted-foreground">{check.message}</p>}
      <p
        role="status"
        aria-live="polite"
        className="mt-2 flex items-center gap-2 font-medium text-foreground"
      >
        {check.state === 'checking' && (
          <span
            aria-hidden
            className="spinner inline-block size-4 shrink-0 animate-spin rounded-full border-current border-r-transparent text-primary"
          />
        )}
        {check.state === 'passed' && (
          <CircleCheck aria-hidden className="size-4 shrink-0 text-primary" />
        )}
        {check.state === 'failed' && (
          <CircleAlert aria-hidden className="size-4 shrink-0 text-danger" />
        )}
        {t(STATUS[check.state])}
      </p>
    </section>
  );
}
