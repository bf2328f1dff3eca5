import { Accordion as RadixAccordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#src/lib/cn.ts';

export const Accordion = RadixAccordion.Root;

interface AccordionItemProps extends Omit<ComponentProps<typeof RadixAccordion.Item>, 'title'> {
  title: ReactNode;
}

export function AccordionItem({ title, children, className, ...props }: AccordionItemProps) {
  return (
    <RadixAccordion.Item className={cn('border-b border-border', className)} {...props}>
      <RadixAccordion.Header>
        <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 py-4 text-left text-base font-medium hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50 rounded-md">
          {title}
          <ChevronDown
            className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
            aria-hidden
          />
        </RadixAccordion.Trigger>
      </RadixAccordion.Header>
      <RadixAccordion.Content className="pb-4 text-sm leading-relaxed text-muted-foreground">
        {children}
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}
