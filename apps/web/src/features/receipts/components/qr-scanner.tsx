import { CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';

/** The Shape Detection API, where the browser has it (Chrome on Android, among others). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

function detectorClass(): BarcodeDetectorClass | null {
  const found = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return found && typeof navigator.mediaDevices?.getUserMedia === 'function' ? found : null;
}

/** True when this browser can read QR codes from the camera; checked once per page. */
export function useQrScanSupported(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let live = true;
    Detector.getSupportedFormats()
      .then((formats) => live && setSupported(formats.includes('qr_code')))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return supported;
}

type CameraState = 'starting' | 'scanning' | 'denied' | 'unavailable';

const CAMERA_TEXT: Record<'denied' | 'unavailable', string> = {
  denied: 'Camera access was refused. Allow the camera for this site, or type the code instead.',
  unavailable: 'No camera could be opened on this device. Type the code printed on the receipt.',
};

interface QrScannerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text the QR code holds (the verify link). */
  onScan: (text: string) => void;
}

/** Points the back camera at the receipt's QR code; the first code read closes the dialog. */
export function QrScannerDialog({ open, onOpenChange, onScan }: QrScannerDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Scan the receipt's QR code"
      description="Hold the receipt flat, with the QR code inside the frame."
      className="max-w-md"
    >
      {open && <Scanner onScan={onScan} />}
    </Dialog>
  );
}

function Scanner({ onScan }: { onScan: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  // The dialog only opens where a detector exists; a browser that lost it says so.
  const [state, setState] = useState<CameraState>(() =>
    detectorClass() ? 'starting' : 'unavailable',
  );
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });

    const scan = async () => {
      if (stopped) return;
      const element = video.current;
      if (element && element.readyState >= 2) {
        try {
          const [first] = await detector.detect(element);
          if (first?.rawValue && !stopped) {
            stopped = true;
            onScanRef.current(first.rawValue);
            return;
          }
        } catch {
          // A frame that cannot be read: try the next one.
        }
      }
      // A few reads a second is enough and keeps a cheap phone cool.
      timer = setTimeout(() => void scan(), 250);
    };

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then(async (media) => {
        if (stopped) return media.getTracks().forEach((t) => t.stop());
        stream = media;
        const element = video.current;
        if (!element) return;
        element.srcObject = media;
        await element.play().catch(() => undefined);
        setState('scanning');
        void scan();
      })
      .catch((err: unknown) => {
        const denied =
          err instanceof DOMException &&
          (err.name === 'NotAllowedError' || err.name === 'SecurityError');
        setState(denied ? 'denied' : 'unavailable');
      });

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  if (state === 'denied' || state === 'unavailable') {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl bg-surface-muted px-4 py-8 text-center text-sm">
        <CameraOff className="size-6 text-muted-foreground" aria-hidden />
        <p role="alert">{CAMERA_TEXT[state]}</p>
      </div>
    );
  }

  return (
    <div className="relative aspect-square overflow-hidden rounded-xl bg-black">
      <video ref={video} muted playsInline className="size-full object-cover" />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-[15%] rounded-2xl border-2 border-white/90 shadow-[0_0_0_100vmax_rgba(0,0,0,0.35)]"
      />
      {state === 'starting' && (
        <div className="absolute inset-0 flex items-center justify-center text-white">
          <Spinner className="size-6" label="Opening the camera" />
        </div>
      )}
      <p className="sr-only" role="status">
        {state === 'scanning' ? 'Camera on: looking for a QR code' : 'Opening the camera'}
      </p>
    </div>
  );
}
