import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown, Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Panel } from '#src/components/ui/panel.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { toast } from '#src/lib/toast.ts';
import { useShift } from '../api/get-shifts.ts';
import { useReceiptPrinter } from '#src/lib/receipt-printer.ts';
import { shiftReportDocument, type ReportBusiness } from '../report-document.ts';
import { ShiftReportView } from './shift-report-view.tsx';

interface ShiftDetailProps {
  businessId: string;
  business: ReportBusiness;
  shiftId: string | null;
  onClose: () => void;
  /** The open shift's actions (pay in/out, close), shown under its X report. */
  actions?: React.ReactNode;
}

/** A shift's X or Z report, with its PDF, and printed on the till's printer when it has one. */
export function ShiftDetail({ businessId, business, shiftId, onClose, actions }: ShiftDetailProps) {
  const { t, i18n } = useLingui();
  const shift = useShift(businessId, shiftId);
  const [pdfBusy, setPdfBusy] = useState(false);
  const printer = useReceiptPrinter();
  const [printing, setPrinting] = useState(false);

  const print = async () => {
    if (!shift.data || !printer) return;
    setPrinting(true);
    try {
      await printer.printDocument(shiftReportDocument(shift.data, business, i18n));
    } finally {
      setPrinting(false);
    }
  };

  const downloadPdf = async () => {
    if (!shift.data) return;
    setPdfBusy(true);
    try {
      const { downloadShiftReport } = await import('../report-pdf.ts');
      await downloadShiftReport(shift.data, business, i18n);
    } catch {
      toast.error(t`Could not make the PDF. Try again.`);
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <Panel
      open={shiftId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t`Shift report`}
    >
      <div className="space-y-4 pb-4">
        {shift.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-40 w-full rounded-xl" />
            <Skeleton className="h-28 w-full rounded-xl" />
          </div>
        ) : shift.isError ? (
          <EmptyState
            title={t`Could not load the shift`}
            description={errorMessage(shift.error, t`Check your connection and try again.`)}
          />
        ) : (
          <>
            <ShiftReportView
              shift={shift.data}
              currency={business.currency}
              timezone={business.timezone}
            />
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
              {shift.data.status === 'open' && actions}
              {printer?.ready && (
                <Button variant="outline" loading={printing} onClick={() => void print()}>
                  <Printer aria-hidden /> <Trans>Print</Trans>
                </Button>
              )}
              <Button variant="outline" loading={pdfBusy} onClick={() => void downloadPdf()}>
                <FileDown aria-hidden /> <Trans>Download PDF</Trans>
              </Button>
            </div>
          </>
        )}
      </div>
    </Panel>
  );
}
