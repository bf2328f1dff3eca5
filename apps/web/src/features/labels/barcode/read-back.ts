import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Test helper: the modules drawn as a 24-bit BMP (4 px a module, light margins included) and
 * read back by ZXing (the library the POS's camera scanner uses), so an encoder is checked by a
 * real reader and not only by its own tables.
 */
export async function readBack(
  modules: string,
  quiet: number,
): Promise<{ text: string; format: string }[]> {
  const { readBarcodes, prepareZXingModule } = await import('zxing-wasm/reader');
  const wasm = await readFile(
    createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
  );
  await prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.length) },
    fireImmediately: true,
  });
  const row = '0'.repeat(quiet) + modules + '0'.repeat(quiet);
  const scale = 4;
  const width = row.length * scale;
  const height = 80;
  const stride = Math.ceil((width * 3) / 4) * 4;
  const bmp = Buffer.alloc(54 + stride * height, 0xff);
  bmp.write('BM', 0);
  bmp.writeUInt32LE(bmp.length, 2);
  bmp.writeUInt32LE(54, 10);
  bmp.writeUInt32LE(40, 14);
  bmp.writeInt32LE(width, 18);
  bmp.writeInt32LE(height, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(24, 28);
  bmp.writeUInt32LE(stride * height, 34);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (row[Math.floor(x / scale)] === '1')
        bmp.fill(0, 54 + y * stride + x * 3, 54 + y * stride + x * 3 + 3);
    }
  }
  const results = await readBarcodes(new Uint8Array(bmp), {
    formats: ['EAN13', 'Code128'],
    tryHarder: true,
  });
  return results.map((r) => ({ text: r.text, format: r.format }));
}
