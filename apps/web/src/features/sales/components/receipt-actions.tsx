import type { Sale } from '@app/contracts/sales';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown, MessageCircle, Printer } from 'lucide-react';
import { useState } from 'react';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { Select } from '#src/components/ui/select.tsx';
import {
  receiptText,
  verifyReceiptUrl,
  whatsappUrl,
  type ReceiptBusiness,
} from '../receipt-text.ts';
import { PAPER_OPTIONS, ReceiptPrint, type PaperSize } from './receipt-print.tsx';
import { useI18nFor } from '#src/i18n/for-language.ts';
import { qrDataUrl } from './receipt-qr.tsx';
import { useReceiptPrinter } from '#src/lib/receipt-printer.ts';

const PAPER_KEY = 'shopbook:sales:paper';

function savedPaper(): PaperSize {
  try {
    const value = localStorage.getItem(PAPER_KEY);
    if (value === '58mm' || value === '80mm' || value === 'a4') return value;
  } catch {
    // Storage blocked: the default.
  }
  return '80mm';
}

/**
 * Print (58/80 mm roll or A4), PDF and WhatsApp for one receipt; the paper choice is remembered.
 * The buttons speak the seller's language; the PDF and the WhatsApp text the business's.
 */
export function ReceiptActions({ sale, business }: { sale: Sale; business: ReceiptBusiness }) {
  const { t, i18n } = useLingui();
  const customerI18n = useI18nFor(business.language);
  const [paper, setPaper] = useState<PaperSize>(savedPaper);
  const [pdfBusy, setPdfBusy] = useState(false);
  const [printing, setPrinting] = useState(false);
  // This device's receipt printer (ADR 072), when one is set up.
  const printer = useReceiptPrinter();
  const thermal = printer?.ready ? printer : null;

  const choosePaper = (value: string) => {
    const next = value as PaperSize;
    setPaper(next);
    try {
      localStorage.setItem(PAPER_KEY, next);
    } catch {
      // Not remembered; still used now.
    }
  };

  const downloadPdf = async () => {
    if (!customerI18n) return;
    setPdfBusy(true);
    try {
      const { receiptPdf } = await import('../receipt-pdf.ts');
      const qr = await qrDataUrl(verifyReceiptUrl(sale.receiptCode), 300).catch(() => null);
      const blob = await receiptPdf(
        sale,
        business,
        paper === 'a4' ? 'a4' : '80mm',
        qr,
        customerI18n,
      );
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `receipt-${sale.receiptNumber}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast.error(t`Could not make the PDF. Try again.`);
    } finally {
      setPdfBusy(false);
    }
  };

  // The receipt printer when this device has one; else the browser's print dialog. The QR code
  // and logo must be decoded before the print dialog takes its snapshot.
  const printReceipt = async () => {
    if (thermal) {
      setPrinting(true);
      await thermal.printReceipt(sale, business);
      setPrinting(false);
      return;
    }
    const images = document.querySelectorAll<HTMLImageElement>('#sales-receipt-print img');
    await Promise.all([...images].map((img) => img.decode().catch(() => undefined)));
    window.print();
  };

  // Until the business's language has loaded (a moment, once): no link, rather than English.
  const share = customerI18n
    ? whatsappUrl(receiptText(sale, business, customerI18n), sale.customer?.phone, business.country)
    : undefined;
  const paperOptions = PAPER_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }));

  return (
    <div className="space-y-2">
      <ReceiptPrint sale={sale} business={business} paper={paper} />
      <div className={thermal ? 'grid' : 'grid grid-cols-[minmax(0,1fr)_auto] gap-2'}>
        {!thermal && (
          <Select
            aria-label={t`Paper size`}
            value={paper}
            onValueChange={choosePaper}
            options={paperOptions}
          />
        )}
        <Button
          variant="outline"
          className="h-11"
          loading={printing}
          onClick={() => void printReceipt()}
        >
          <Printer aria-hidden />
          <Trans comment="a button: print the receipt">Print</Trans>
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          className="h-11"
          loading={pdfBusy}
          disabled={!customerI18n}
          onClick={() => void downloadPdf()}
        >
          <FileDown aria-hidden />
          PDF
        </Button>
        <Button variant="outline" className="h-11" asChild>
          <a href={share} target="_blank" rel="noreferrer" aria-disabled={!share || undefined}>
            <MessageCircle aria-hidden />
            WhatsApp
          </a>
        </Button>
      </div>
    </div>
  );
}
