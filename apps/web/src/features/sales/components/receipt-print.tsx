import type { Sale } from '@app/contracts/sales';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ReceiptBusiness } from '../receipt-text.ts';
import { ReceiptView } from './receipt-view.tsx';

export type PaperSize = '58mm' | '80mm' | 'a4';

export const PAPER_OPTIONS: { value: PaperSize; label: MessageDescriptor }[] = [
  { value: '58mm', label: msg({ message: '58 mm roll', comment: 'receipt printer paper' }) },
  { value: '80mm', label: msg({ message: '80 mm roll', comment: 'receipt printer paper' }) },
  { value: 'a4', label: msg({ message: 'A4 page', comment: 'printer paper size' }) },
];

const PRINT_ID = 'sales-receipt-print';
const PX_PER_MM = 96 / 25.4;

/** The printable width of each paper, margins included (a roll prints edge to edge, nearly). */
const PAPER = {
  '58mm': { width: 58, margin: 2, font: 10 },
  '80mm': { width: 80, margin: 3, font: 11 },
  a4: { width: 210, margin: 15, font: 12 },
} as const;

function printCss(paper: PaperSize, contentHeightMm: number): string {
  const { width, margin, font } = PAPER[paper];
  // A roll is as long as the receipt: the page is sized to the content so the printer cuts there.
  const page =
    paper === 'a4'
      ? `size: A4; margin: ${margin}mm;`
      : `size: ${width}mm ${Math.ceil(contentHeightMm + 2 * margin + 2)}mm; margin: ${margin}mm;`;
  const bodyWidth = paper === 'a4' ? '110mm' : `${width - 2 * margin}mm`;
  return `
@media screen {
  #${PRINT_ID} { position: fixed; left: -10000px; top: 0; visibility: hidden; pointer-events: none; width: ${bodyWidth}; font-size: ${font}px; }
}
@page { ${page} }
@media print {
  :root, :root.dark {
    --background: #ffffff; --foreground: #000000; --surface: #ffffff; --surface-muted: #f4f4f5;
    --muted-foreground: #333333; --border: #000000; color-scheme: light;
  }
  html, body { background: #fff !important; color: #000 !important; min-height: 0 !important; height: auto !important; }
  body > *:not(#${PRINT_ID}) { display: none !important; }
  #${PRINT_ID} { display: block !important; width: ${bodyWidth}; margin: 0 auto; font-size: ${font}px; }
  #${PRINT_ID} .receipt { max-width: none; font-size: ${font}px; }
  #${PRINT_ID} .receipt .text-xs, #${PRINT_ID} .receipt .text-sm { font-size: ${font}px; line-height: 1.35; }
  #${PRINT_ID} .receipt .text-base { font-size: ${font + 3}px; }
  #${PRINT_ID} .receipt-qr { width: ${paper === '58mm' ? 26 : 30}mm; height: ${paper === '58mm' ? 26 : 30}mm; }
  #${PRINT_ID} .receipt-logo { filter: grayscale(1); }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-shadow: none !important; }
}`;
}

/**
 * The receipt laid out for the chosen paper, kept out of sight on screen and alone on the page
 * when printing (window.print()). Mounted while a receipt is open.
 */
export function ReceiptPrint({
  sale,
  business,
  paper,
}: {
  sale: Sale;
  business: ReceiptBusiness;
  paper: PaperSize;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [heightMm, setHeightMm] = useState(200);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setHeightMm(node.offsetHeight / PX_PER_MM);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(node);
    return () => observer?.disconnect();
  }, [paper, sale]);

  return createPortal(
    <div id={PRINT_ID} ref={ref} aria-hidden>
      <style>{printCss(paper, heightMm)}</style>
      <ReceiptView sale={sale} business={business} />
    </div>,
    document.body,
  );
}
