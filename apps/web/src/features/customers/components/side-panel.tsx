import { useLingui } from '@lingui/react/macro';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#src/lib/cn.ts';

interface SidePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A panel on the right edge on wide screens, over the whole screen on phones: a record's details
 * beside the list it was opened from.
 */
export function SidePanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: SidePanelProps) {
  const { t } = useLingui();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40 motion-safe:data-[state=open]:animate-[fade-in_180ms_ease-out]" />
        <RadixDialog.Content
          // The close button is not where a reader starts: focus the panel itself.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          className={cn(
            'outline-none',
            'fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-background shadow-2xl sm:max-w-lg sm:border-l sm:border-border',
            'motion-safe:data-[state=open]:animate-[fade-in_180ms_ease-out]',
            className,
          )}
        >
          <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 pt-[calc(0.75rem+env(safe-area-inset-top))] sm:px-6">
            <RadixDialog.Title className="truncate text-base font-semibold">
              {title}
            </RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
            ) : (
              <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
            )}
            <RadixDialog.Close
              className="-mr-2 rounded-lg p-2 text-muted-foreground hover:bg-surface-muted hover:text-foreground"
              aria-label={t`Close`}
            >
              <X className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-4 pt-4 pb-[calc(1.5rem+env(safe-area-inset-bottom))] sm:px-6">
            {children}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
