import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '#src/lib/cn.ts';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, invalid, rows = 3, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={cn(
        'w-full rounded-lg border border-input bg-surface px-3 py-2.5 text-base text-foreground shadow-xs sm:text-sm',
        'placeholder:text-muted-foreground transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:border-ring',
        'disabled:cursor-not-allowed disabled:opacity-60',
        invalid && 'border-danger focus-visible:ring-danger/30 focus-visible:border-danger',
        className,
      )}
      {...props}
    />
  );
}
