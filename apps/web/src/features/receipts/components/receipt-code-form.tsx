import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardPaste, QrCode, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { useHydrated } from '#src/lib/use-hydrated.ts';
import { parseCodeInput } from '../code-input.ts';

// The camera's dialog and its reader: a chunk of their own, loaded at the first tap on Scan. A
// visitor who lands from a receipt's QR code has scanned already (ADR 092).
const QrScannerDialog = lazy(() =>
  import('./qr-scanner.tsx').then((m) => ({ default: m.QrScannerDialog })),
);

interface ReceiptCodeFormProps {
  /** The code being checked (from the address), shown in the box. */
  initialCode?: string;
  onCode: (code: string) => void;
  pending?: boolean;
}

/** Type, paste or scan a receipt code. The whole verify link is accepted too. */
export function ReceiptCodeForm({ initialCode = '', onCode, pending }: ReceiptCodeFormProps) {
  const { t } = useLingui();
  const [text, setText] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  // Mounted from the first Scan on, so that closing still animates.
  const [scannerUsed, setScannerUsed] = useState(false);
  // The device's, so not in the prerendered page's markup (ADR 041): offered once it is adopted.
  const canPaste = useHydrated() && Boolean(navigator.clipboard?.readText);
  const inputId = useId();

  const check = (value: string) => {
    const result = parseCodeInput(value);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    setText(result.code);
    onCode(result.code);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    check(text);
  };

  const paste = async () => {
    try {
      const pasted = await navigator.clipboard.readText();
      setText(pasted.trim());
      check(pasted);
    } catch {
      setError(t`Pasting was not allowed. Long-press the box and choose Paste.`);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium">
        <Trans>Receipt code</Trans>
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Input
            id={inputId}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (error) setError(null);
            }}
            // Short enough to fit the box beside Scan and Verify at every width; the hint below
            // says where the code is printed.
            placeholder={t`Type or paste the code`}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            invalid={Boolean(error)}
            aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
            className="h-12 pr-12 font-mono text-sm sm:text-sm"
          />
          {canPaste && (
            <button
              type="button"
              onClick={() => void paste()}
              aria-label={t`Paste the code`}
              title={t({ message: 'Paste', comment: 'paste from the clipboard' })}
              className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-md p-2 text-muted-foreground hover:bg-surface-muted hover:text-foreground"
            >
              <ClipboardPaste className="size-4" />
            </button>
          )}
        </div>
        <div className="flex gap-2">
          {/* Every browser can: its own reader or the polyfill, from the camera or a photo. */}
          <Button
            variant="outline"
            size="lg"
            className="flex-1 sm:flex-none"
            onClick={() => {
              setScannerUsed(true);
              setScanning(true);
            }}
          >
            <QrCode />
            <Trans comment="a button: scan the receipt's QR code with the camera">Scan</Trans>
          </Button>
          <Button type="submit" size="lg" loading={pending} className="flex-1 sm:flex-none">
            {!pending && <ShieldCheck />}
            <Trans comment="a button: check the receipt code">Verify</Trans>
          </Button>
        </div>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          <Trans>
            Type the code printed under the QR code at the bottom of the receipt, or scan the QR
            code.
          </Trans>
        </p>
      )}
      {scannerUsed && (
        <Suspense fallback={null}>
          <QrScannerDialog
            open={scanning}
            onOpenChange={setScanning}
            onScan={(scanned) => {
              setScanning(false);
              setText(scanned);
              check(scanned);
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
