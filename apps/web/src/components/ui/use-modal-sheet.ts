import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalSheetOptions {
  open: boolean;
  /** The sheet's own element, a child of body (its portal). */
  rootRef: RefObject<HTMLElement | null>;
  contentRef: RefObject<HTMLElement | null>;
  overlayRef: RefObject<HTMLElement | null>;
  initialFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * What makes a sheet that stays mounted a modal dialog while it is open (ADR 090), with no style
 * written on the page: focus into the sheet and back to what opened it, Tab kept inside, Escape
 * closes, the rest of body hidden from screen readers, the overlay not scrolling the page.
 * A dialog opened from inside the sheet (portalled to body after it) is left alone: its Escape
 * and focus are its own.
 */
export function useModalSheet({
  open,
  rootRef,
  contentRef,
  overlayRef,
  initialFocusRef,
  onClose,
}: ModalSheetOptions) {
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const root = rootRef.current;
    const content = contentRef.current;
    const overlay = overlayRef.current;
    if (!open || !root || !content || !overlay) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef.current ?? content).focus();
    const hidden = hideSiblings(root);
    const outside = (node: EventTarget | null) =>
      node === document.body || hidden.some((el) => el.contains(node as Node));

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const inside = content.contains(event.target as Node) || outside(event.target);
      if (!inside) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        keepTabInside(event, content);
      }
    };
    // Focus that lands on the page behind (a click there, a screen reader's move) comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) (initialFocusRef.current ?? content).focus();
    };
    const noScroll = (event: Event) => event.preventDefault();
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    overlay.addEventListener('wheel', noScroll, { passive: false });
    overlay.addEventListener('touchmove', noScroll, { passive: false });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      overlay.removeEventListener('wheel', noScroll);
      overlay.removeEventListener('touchmove', noScroll);
      for (const el of hidden) el.removeAttribute('aria-hidden');
      // Back to the opener, unless focus has gone on elsewhere (a receipt's dialog after a sale).
      const active = document.activeElement;
      if (
        opener?.isConnected &&
        (!active || active === document.body || content.contains(active))
      ) {
        opener.focus();
      }
    };
  }, [open, rootRef, contentRef, overlayRef, initialFocusRef]);
}

/** aria-hidden on body's other children (as Radix's dialogs do); the ones it set, to restore. */
function hideSiblings(root: HTMLElement): HTMLElement[] {
  const hidden: HTMLElement[] = [];
  for (const el of document.body.children) {
    if (!(el instanceof HTMLElement) || el === root || el.contains(root)) continue;
    if (el.hasAttribute('aria-hidden') || el.hasAttribute('aria-live')) continue;
    if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes(el.tagName)) continue;
    el.setAttribute('aria-hidden', 'true');
    hidden.push(el);
  }
  return hidden;
}

/** Tab from the last focusable goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent, content: HTMLElement) {
  const tabbable = [...content.querySelectorAll<HTMLElement>(TABBABLE)];
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof Node && content.contains(active) && active !== content;
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
