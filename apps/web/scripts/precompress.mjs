// After `vite build`: writes a .br and a .gz beside every text asset of dist/ worth compressing,
// once, at the highest levels (the server picks one by Accept-Encoding and never compresses
// static files per request). A phone on a slow network downloads a quarter of the bytes.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Another build's directory for comparing builds (as route-pages.mjs's ROUTE_PAGES_DIST).
const DIST = process.env.PRECOMPRESS_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let before = 0;
let afterBr = 0;
for await (const file of files(DIST)) {
  if (!TEXT.test(file) || (await stat(file)).size < MIN_BYTES) continue;
  const data = await readFile(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  // A copy that is not smaller is not worth a second file.
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
  before += data.length;
  afterBr += Math.min(br.length, data.length);
}
console.log(
  `precompressed dist/: ${(before / 1024).toFixed(0)} KiB of text assets, ${(afterBr / 1024).toFixed(0)} KiB as brotli`,
);
