import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** The package.json of an installed package (some packages do not export it). */
function manifest(pkg: string, entry: string): Record<string, unknown> {
  let dir = path.dirname(require.resolve(entry));
  while (!existsSync(path.join(dir, 'package.json')) || !dir.endsWith(pkg)) {
    dir = path.dirname(dir);
  }
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >;
}

describe('the camera scanner polyfill', () => {
  it('serves the ZXing wasm of the very version the polyfill was built against', () => {
    // barcode-polyfill.ts imports `zxing-wasm/reader/zxing_reader.wasm?url` from our own
    // dependency; barcode-detector runs its own pinned zxing-wasm's JavaScript. A wasm from
    // another version fails inside ZXing ("memory access out of bounds") on every photo.
    const detector = manifest('barcode-detector', 'barcode-detector/ponyfill');
    const zxing = manifest('zxing-wasm', 'zxing-wasm/reader');
    expect(zxing.version).toBe((detector.dependencies as Record<string, string>)['zxing-wasm']);
  });
});
