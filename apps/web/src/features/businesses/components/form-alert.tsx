import { CircleAlert } from 'lucide-react';
import { cn } from '#src/lib/cn.ts';
import { specText } from '#src/lib/error-translator.ts';

/** A form-level problem (the server's answer, SPEC's texts), announced to screen readers. */
export function FormAlert({ message, className }: { message?: string | null; className?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className={cn(
        'flex gap-2.5 rounded-xl border border-danger/25 bg-danger-soft px-3.5 py-3 text-sm text-danger',
        className,
      )}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {/* A contract's text (SPEC section 5's 'Form data is empty...') in the reader's language. */}
      <span className="min-w-0 break-words">{specText(message)}</span>
    </div>
  );
}
