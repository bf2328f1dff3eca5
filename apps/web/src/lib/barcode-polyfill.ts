import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
// Our own copy of ZXing's wasm (hashed under /assets/, precached by the service worker): the
// package would fetch it from a CDN, which a till with no connection cannot reach.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? wasmUrl : prefix + path,
  },
});

export { BarcodeDetector as PolyfillBarcodeDetector, wasmUrl };
