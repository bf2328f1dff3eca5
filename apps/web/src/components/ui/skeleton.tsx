import type { HTMLAttributes } from 'react';
import { cn } from '#src/lib/cn.ts';

/** A placeholder block while content loads; hidden from screen readers (announce loading elsewhere). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'animate-pulse rounded-lg bg-surface-muted motion-reduce:animate-none',
        className,
      )}
      {...props}
    />
  );
}
