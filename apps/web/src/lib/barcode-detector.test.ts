import { afterEach, describe, expect, it } from 'vitest';
import { loadBarcodeReader, RETAIL_FORMATS } from './barcode-detector.ts';

class FakeNative {
  static formats: string[] = [];
  static getSupportedFormats() {
    return Promise.resolve(FakeNative.formats);
  }
  detect() {
    return Promise.resolve([]);
  }
}

afterEach(() => {
  delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
});

describe('the barcode reader', () => {
  it('is the browser’s own when it reads every format asked for', async () => {
    FakeNative.formats = [...RETAIL_FORMATS, 'aztec'];
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = FakeNative;
    expect(await loadBarcodeReader(RETAIL_FORMATS)).toBeInstanceOf(FakeNative);
  });

  it('is the polyfill, with our own copy of the wasm, where the browser lacks a format or the API', async () => {
    FakeNative.formats = ['qr_code'];
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = FakeNative;
    const { PolyfillBarcodeDetector, wasmUrl } = await import('./barcode-polyfill.ts');
    expect(await loadBarcodeReader(RETAIL_FORMATS)).toBeInstanceOf(PolyfillBarcodeDetector);
    delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
    expect(await loadBarcodeReader(['ean_13'])).toBeInstanceOf(PolyfillBarcodeDetector);
    // Not the package's CDN default: a path of this app's build.
    expect(wasmUrl).toMatch(/zxing_reader.*\.wasm$/);
    expect(wasmUrl).not.toMatch(/^https?:/);
  });
});
