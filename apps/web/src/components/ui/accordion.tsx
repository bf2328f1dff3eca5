import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#src/lib/cn.ts';

interface AccordionItemProps extends Omit<ComponentProps<'details'>, 'title'> {
  /** The group: opening this item closes the others with the same name. */
  name: string;
  title: ReactNode;
}

/**
 * A question that opens in place: the browser's own `<details>`, grouped by `name` (one open per
 * name where the browser supports it; elsewhere each opens on its own). No script: it works on
 * the prerendered landing before the app has loaded, and hydrating it measures nothing. Radix's
 * accordion read each answer's size and style as it mounted, a forced layout and a second render
 * per question (ADR 023: 90 ms of the landing's hydration at 4x CPU).
 */
export function AccordionItem({ title, children, className, ...props }: AccordionItemProps) {
  return (
    <details className={cn('group border-b border-border', className)} {...props}>
      <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-left text-base font-medium hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown
          className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <div className="pb-4 text-sm leading-relaxed text-muted-foreground">{children}</div>
    </details>
  );
}
