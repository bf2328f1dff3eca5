import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';
import { Sheet } from './sheet.tsx';
import { cn } from '#src/lib/cn.ts';
import { useIsMobile } from '#src/lib/use-media-query.ts';

interface PanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A bottom sheet on phones, a centred dialog on wider screens. */
export function Panel({ open, onOpenChange, title, description, children, className }: PanelProps) {
  const phone = useIsMobile();
  return phone ? (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className={cn('max-h-[92dvh]', className)}
    >
      {children}
    </Sheet>
  ) : (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className={cn('max-w-lg', className)}
    >
      {children}
    </Dialog>
  );
}
