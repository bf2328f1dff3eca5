import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#src/lib/cn.ts';
import { specText } from '#src/lib/error-translator.ts';

/**
 * A problem with the whole form (the server's answer), announced to screen readers. A text is
 * one of SPEC's or the contracts' (section 5's 'Form data is empty...') in the reader's language.
 */
export function FormAlert({
  message,
  className,
  tone = 'danger',
}: {
  message?: ReactNode;
  className?: string;
  tone?: 'danger' | 'warning';
}) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className={cn(
        'flex gap-2.5 rounded-xl border px-3.5 py-3 text-sm',
        tone === 'danger'
          ? 'border-danger/25 bg-danger-soft text-danger'
          : 'border-warning/25 bg-warning-soft text-warning',
        className,
      )}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 break-words">
        {typeof message === 'string' ? specText(message) : message}
      </div>
    </div>
  );
}
