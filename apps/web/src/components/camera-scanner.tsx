import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import {
  cameraAvailable,
  loadBarcodeReader,
  type BarcodeReader,
} from '#src/lib/barcode-detector.ts';

type CameraState = 'starting' | 'scanning' | 'denied' | 'unavailable';

const CAMERA_TEXT: Record<'denied' | 'unavailable', MessageDescriptor> = {
  denied: msg`Camera access was refused. Allow the camera for this site, or take a photo of the code.`,
  unavailable: msg`No camera could be opened here. Take a photo of the code instead.`,
};

interface CameraScannerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** BarcodeDetector format names (lib/barcode-detector.ts). */
  formats: string[];
  /** The text of the first code read; the caller closes the dialog. */
  onScan: (text: string) => void;
}

/**
 * The camera pointed at a code, a few reads a second until one is found; a photo of the code
 * where no camera stream can be opened (or it was refused). The reader (native or the polyfill)
 * is loaded when the dialog opens.
 */
export function CameraScannerDialog({
  open,
  onOpenChange,
  title,
  description,
  formats,
  onScan,
}: CameraScannerProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className="max-w-md"
    >
      {open && <Scanner formats={formats} onScan={onScan} />}
    </Dialog>
  );
}

function Scanner({ formats, onScan }: { formats: string[]; onScan: (text: string) => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const reader = useRef<Promise<BarcodeReader> | null>(null);
  const [state, setState] = useState<CameraState>(() =>
    cameraAvailable() ? 'starting' : 'unavailable',
  );
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);
  const formatsKey = formats.join(',');
  const readerFor = () => (reader.current ??= loadBarcodeReader(formatsKey.split(',')));

  useEffect(() => {
    if (!cameraAvailable()) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = (reader.current ??= loadBarcodeReader(formatsKey.split(',')));

    const scan = async () => {
      if (stopped) return;
      const element = video.current;
      if (element && element.readyState >= 2) {
        try {
          const [first] = await (await detector).detect(element);
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
  }, [formatsKey]);

  const readPhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setPhotoProblem(null);
    setReading(true);
    try {
      const [first] = await (await readerFor()).detect(file);
      if (first?.rawValue) onScanRef.current(first.rawValue);
      else
        setPhotoProblem(
          t`No code found in this photo. Fill the frame with the code and try again.`,
        );
    } catch {
      setPhotoProblem(t`This photo could not be read. Try another one.`);
    } finally {
      setReading(false);
    }
  };

  const photo = (
    <label className="inline-flex h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-xl border border-border bg-surface px-4 text-sm font-medium hover:bg-surface-muted focus-within:ring-2 focus-within:ring-ring/40">
      {reading ? (
        <Spinner className="size-4" label={t`Reading the photo`} />
      ) : (
        <Camera className="size-4" aria-hidden />
      )}
      <Trans>Take a photo of the code</Trans>
      <input
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        onChange={(e) => void readPhoto(e)}
      />
    </label>
  );

  return (
    <div className="space-y-3">
      {state === 'denied' || state === 'unavailable' ? (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-surface-muted px-4 py-8 text-center text-sm">
          <CameraOff className="size-6 text-muted-foreground" aria-hidden />
          <p>{t(CAMERA_TEXT[state])}</p>
        </div>
      ) : (
        <div className="relative aspect-square overflow-hidden rounded-xl bg-black">
          <video ref={video} muted playsInline className="size-full object-cover" />
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-[10%] inset-y-[30%] rounded-2xl border-2 border-white/90 shadow-[0_0_0_100vmax_rgba(0,0,0,0.35)]"
          />
          {state === 'starting' && (
            <div className="absolute inset-0 flex items-center justify-center text-white">
              <Spinner className="size-6" label={t`Opening the camera`} />
            </div>
          )}
          <p className="sr-only" role="status">
            {state === 'scanning' ? (
              <Trans>Camera on: looking for a code</Trans>
            ) : (
              <Trans>Opening the camera</Trans>
            )}
          </p>
        </div>
      )}
      {photo}
      {photoProblem && (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {photoProblem}
        </p>
      )}
    </div>
  );
}
