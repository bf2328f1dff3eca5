import { useLingui } from '@lingui/react/macro';
import { CameraScannerDialog } from '#src/components/camera-scanner.tsx';

interface QrScannerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text the QR code holds (the verify link). */
  onScan: (text: string) => void;
}

const QR_ONLY = ['qr_code'];

/**
 * Points the back camera at the receipt's QR code (or reads a photo of it); the first code read
 * closes the dialog. The POS's scanner: the browser's reader or the polyfill, loaded on open.
 */
export function QrScannerDialog({ open, onOpenChange, onScan }: QrScannerDialogProps) {
  const { t } = useLingui();
  return (
    <CameraScannerDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Scan the receipt's QR code`}
      description={t`Hold the receipt flat, with the QR code inside the frame.`}
      formats={QR_ONLY}
      onScan={onScan}
    />
  );
}
