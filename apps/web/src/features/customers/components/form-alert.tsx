import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#src/lib/cn.ts';

/** A problem with the whole form (the server's answer), announced to screen readers. */
export function FormAlert({ message, className }: { message?: ReactNode; className?: string }) {
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
      <div className="min-w-0 break-words">{message}</div>
    </div>
  );
}
