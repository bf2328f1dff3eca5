import type { HTMLAttributes } from 'react';
import { cn } from '#src/lib/cn.ts';

const variants = {
  neutral: 'bg-surface-muted text-muted-foreground border-border',
  primary: 'bg-primary-soft text-primary border-primary/20',
  warning: 'bg-warning-soft text-warning border-warning/25',
  danger: 'bg-danger-soft text-danger border-danger/25',
  /** Solid red: the most urgent state, one step above `danger`. */
  critical: 'bg-danger text-danger-foreground border-danger',
  outline: 'bg-transparent text-foreground border-border',
} as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: keyof typeof variants;
}

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center gap-1 rounded-full border px-2.5 text-xs font-medium whitespace-nowrap',
        '[&_svg]:size-3.5 [&_svg]:shrink-0',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
