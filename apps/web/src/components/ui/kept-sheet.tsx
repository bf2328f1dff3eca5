import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useCallback, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '#src/lib/cn.ts';
import { useModalSheet } from './use-modal-sheet.ts';

interface KeptSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A bottom sheet that stays in the page while closed, invisible, so that opening it shows what is
 * already rendered and laid out instead of mounting it (ADR 090: the POS's cart). It is a dialog
 * only while open: role, label, focus moved in and back, Tab kept inside, Escape and the overlay
 * close it, the page behind hidden from screen readers and not scrolled. The page keeps no style
 * of its own while it is open (Radix's scroll lock sets one on body, which every element inherits).
 */
export function KeptSheet({ open, onOpenChange, title, children, className }: KeptSheetProps) {
  const { t } = useLingui();
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  useModalSheet({
    open,
    rootRef,
    contentRef,
    overlayRef,
    initialFocusRef: closeRef,
    onClose: close,
  });
  const state = open ? 'open' : 'closed';

  return createPortal(
    <div ref={rootRef}>
      <div
        ref={overlayRef}
        aria-hidden
        data-state={state}
        onClick={close}
        className={cn(
          'sheet-overlay fixed inset-0 z-50 touch-none bg-black/50',
          !open && 'pointer-events-none opacity-0',
        )}
      />
      <div
        ref={contentRef}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={open ? titleId : undefined}
        aria-hidden={open ? undefined : true}
        tabIndex={-1}
        data-state={state}
        className={cn(
          'sheet-content fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto overscroll-contain rounded-t-3xl border-t border-border bg-surface outline-none',
          'px-4 pt-3 pb-[calc(1rem+env(safe-area-inset-bottom))] shadow-2xl',
          // Below the screen, its shadow too.
          !open && 'translate-y-[calc(100%+4rem)]',
          className,
        )}
      >
        {/* Closed, its content is skipped (not drawn, not focusable, not read out) but keeps the
            style and layout it last had: opening computes only what changed meanwhile. An
            inherited property (visibility) would restyle all of it at each open (ADR 090). */}
        <div className={cn(!open && '[content-visibility:hidden]')}>
          <div className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-border" aria-hidden />
          <div className="mb-3 flex items-start justify-between gap-4 px-1">
            <h2 id={titleId} className="text-base font-semibold">
              {title}
            </h2>
            <button
              ref={closeRef}
              type="button"
              onClick={close}
              className="-mt-1 -mr-1 rounded-lg p-2 text-muted-foreground hover:bg-surface-muted hover:text-foreground"
              aria-label={t`Close`}
            >
              <X className="size-5" />
            </button>
          </div>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
