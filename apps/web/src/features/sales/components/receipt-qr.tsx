import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { cn } from '#src/lib/cn.ts';

/** A QR code of `text` as a PNG data URL; the qrcode library loads only when one is drawn. */
export async function qrDataUrl(text: string, width = 240): Promise<string> {
  const QRCode = await import('qrcode');
  return QRCode.toDataURL(text, { margin: 1, width, errorCorrectionLevel: 'M' });
}

export function ReceiptQr({ value, className }: { value: string; className?: string }) {
  const { t } = useLingui();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrDataUrl(value)
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value]);
  return src ? (
    <img src={src} alt={t`QR code to verify this receipt`} className={cn('size-28', className)} />
  ) : (
    <div className={cn('size-28 animate-pulse rounded bg-surface-muted', className)} aria-hidden />
  );
}
