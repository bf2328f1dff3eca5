import { CircleAlert, CircleCheck, ShieldCheck } from 'lucide-react';
import type { HumanCheck } from '#src/lib/human-check.ts';

const STATUS: Record<Exclude<HumanCheck['state'], 'idle'>, string> = {
  checking: 'Checking that you are a person…',
  passed: 'Human check passed',
  failed: 'The human check could not be completed. Please try again.',
};

/**
 * The human check a form was asked for (ADR 065): why the server asked, and the check's
 * progress. The check runs in the page (a small proof of work), so there is nothing to click.
 */
export function HumanCheckNotice({ check }: { check: HumanCheck }) {
  if (check.state === 'idle') return null;
  return (
    <section
      aria-label="Human check"
      data-testid="human-check"
      className="rounded-xl border border-primary/25 bg-primary-soft px-3.5 py-3 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold text-foreground">
        <ShieldCheck aria-hidden className="size-4 shrink-0 text-primary" />
        Human check
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
        {STATUS[check.state]}
      </p>
    </section>
  );
}
