import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '@app/contracts/languages';
import { Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { useI18nFor } from '#src/i18n/for-language.ts';

interface QrPosterProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shopUrl: string;
  businessName: string;
  /** The business's language: the poster is for its customers (ADR 069). */
  language: Language;
  accentColor: string;
}

const PAPER = { A4: '210mm 297mm', A5: '148mm 210mm' } as const;

/**
 * A counter poster with the shop's QR code, printed on A4 or A5. The QR library loads only
 * when the poster opens.
 */
export function QrPoster({
  open,
  onOpenChange,
  shopUrl,
  businessName,
  language,
  accentColor,
}: QrPosterProps) {
  const { t } = useLingui();
  const [svg, setSvg] = useState<string | null>(null);
  const [paper, setPaper] = useState<keyof typeof PAPER>('A4');
  useEffect(() => {
    if (!open) return;
    let live = true;
    void import('qrcode').then(async (qr) => {
      const markup = await qr.toString(shopUrl, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
      });
      if (live) setSvg(markup);
    });
    return () => {
      live = false;
    };
  }, [open, shopUrl]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`QR poster for your counter`}
      description={t`Customers scan it to open your shop.`}
    >
      <style>{`@media print {
  @page { size: ${PAPER[paper]}; margin: 0; }
  body *:not(.qr-poster):not(.qr-poster *):not(:has(.qr-poster)) { display: none !important; }
  .qr-poster { box-shadow: none !important; border: 0 !important; width: 100% !important; height: 100vh !important; }
}`}</style>
      <div className="space-y-4">
        <PosterSheet
          language={language}
          shopUrl={shopUrl}
          businessName={businessName}
          accentColor={accentColor}
          svg={svg}
        />
        <div className="flex items-center justify-between gap-2">
          <div
            role="radiogroup"
            aria-label={t`Paper size`}
            className="flex gap-1 rounded-lg bg-surface-muted p-1"
          >
            {(Object.keys(PAPER) as (keyof typeof PAPER)[]).map((size) => (
              <button
                key={size}
                type="button"
                role="radio"
                aria-checked={paper === size}
                onClick={() => setPaper(size)}
                className={
                  paper === size
                    ? 'rounded-md bg-surface px-3 py-1 text-sm font-semibold shadow-sm'
                    : 'px-3 py-1 text-sm text-muted-foreground'
                }
              >
                {size}
              </button>
            ))}
          </div>
          <Button onClick={() => window.print()} disabled={!svg}>
            <Printer aria-hidden /> <Trans comment="a button: print the poster">Print</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

type SheetProps = Pick<QrPosterProps, 'language' | 'shopUrl' | 'businessName' | 'accentColor'> & {
  svg: string | null;
};

/** The printed sheet, in the business's language; a placeholder while that language loads. */
function PosterSheet(props: SheetProps) {
  const i18n = useI18nFor(props.language);
  if (!i18n)
    return (
      <div className="mx-auto aspect-[210/297] w-full max-w-xs animate-pulse rounded-xl bg-surface-muted" />
    );
  return (
    // Keyed: the provider keeps its first instance's context otherwise.
    <I18nProvider key={i18n.locale} i18n={i18n}>
      <SheetContent {...props} />
    </I18nProvider>
  );
}

function SheetContent({ language, shopUrl, businessName, accentColor, svg }: SheetProps) {
  const { t } = useLingui();
  return (
    <div
      lang={language}
      className="qr-poster mx-auto flex aspect-[210/297] w-full max-w-xs flex-col items-center justify-center gap-4 rounded-xl border border-border bg-white p-6 text-center text-gray-900"
      style={{ borderTop: `14px solid ${accentColor}` }}
    >
      <p className="text-xs font-semibold tracking-widest uppercase" style={{ color: accentColor }}>
        <Trans>Order online</Trans>
      </p>
      <p className="text-xl leading-tight font-bold">{businessName}</p>
      {svg ? (
        <div
          className="w-3/4"
          aria-label={t`QR code for ${shopUrl}`}
          role="img"
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : (
        <div className="aspect-square w-3/4 animate-pulse rounded bg-gray-100" />
      )}
      <p className="text-xs break-all text-gray-600">{shopUrl}</p>
      <p className="text-xs text-gray-600">
        <Trans>Scan with your phone camera · order on WhatsApp</Trans>
      </p>
    </div>
  );
}
