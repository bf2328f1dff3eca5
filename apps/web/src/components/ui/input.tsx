import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '#src/lib/cn.ts';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, invalid, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(
        'h-11 w-full rounded-lg border border-input bg-surface px-3 text-base text-foreground shadow-xs sm:text-sm',
        'placeholder:text-muted-foreground transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:border-ring',
        'disabled:cursor-not-allowed disabled:opacity-60',
        invalid && 'border-danger focus-visible:ring-danger/30 focus-visible:border-danger',
        className,
      )}
      {...props}
    />
  );
}
