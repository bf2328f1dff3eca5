/**
 * Reading barcodes from the camera or a photo: the browser's own BarcodeDetector
 * (Shape Detection API: Chrome on Android, macOS) where it reads every format asked for, the
 * `barcode-detector` polyfill (ZXing in WebAssembly) elsewhere. The polyfill (~1 MB with its
 * wasm) is imported only when a scanner opens, never with the app's first load.
 */
export interface DetectedBarcode {
  rawValue: string;
  format?: string;
}
export interface BarcodeReader {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeReader;
  getSupportedFormats(): Promise<readonly string[]>;
}

/** What a shop's goods carry: EAN/UPC on packaging, Code 128/39 and ITF on shelves, QR codes. */
export const RETAIL_FORMATS = [
  'ean_13',
  'ean_8',
  'upc_a',
  'upc_e',
  'code_128',
  'code_39',
  'itf',
  'qr_code',
];

export const cameraAvailable = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

async function nativeReader(formats: string[]): Promise<BarcodeReader | null> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    return formats.every((f) => supported.includes(f)) ? new Native({ formats }) : null;
  } catch {
    return null;
  }
}

/** The polyfill, loaded on first use (a separate chunk and the wasm beside it). */
export async function polyfillReader(formats: string[]): Promise<BarcodeReader> {
  const { PolyfillBarcodeDetector } = await import('./barcode-polyfill.ts');
  return new PolyfillBarcodeDetector({ formats: formats as never });
}

export async function loadBarcodeReader(formats: string[]): Promise<BarcodeReader> {
  return (await nativeReader(formats)) ?? polyfillReader(formats);
}
