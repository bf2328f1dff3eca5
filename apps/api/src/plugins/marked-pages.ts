import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** One version of a page with the mark, as sent for each encoding. */
export interface MarkedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The app's HTML pages with an attribute added to `<html>` (the server's Google sign-in mark, ADR
 * 061), compressed as the build compresses its files (brotli at its best, gzip 9), once per
 * version of the file: on the fly, @fastify/compress's brotli (quality 4) sent the landing 21%
 * larger, and the best quality takes ~0.4 s of CPU for it. Compression runs on libuv's threads,
 * off the event loop; a file rebuilt since is read again (its modification time).
 */
export function markedPages(root: string, attribute: string) {
  const versions = new Map<string, { mtimeMs: number; page: Promise<MarkedPage> }>();

  async function build(file: string): Promise<MarkedPage> {
    const html = await readFile(path.join(root, file), 'utf8');
    const identity = Buffer.from(html.replace(/<html\b/, `<html ${attribute}`));
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipped(identity, { level: 9 }),
    ]);
    return { identity, br, gzip: gz };
  }

  return async function get(file: string): Promise<MarkedPage> {
    const { mtimeMs } = await stat(path.join(root, file));
    const known = versions.get(file);
    if (known?.mtimeMs === mtimeMs) return known.page;
    // The promise is kept, so requests arriving meanwhile share one compression; a failed read is
    // forgotten and tried again.
    const page = build(file);
    versions.set(file, { mtimeMs, page });
    page.catch(() => {
      if (versions.get(file)?.page === page) versions.delete(file);
    });
    return page;
  };
}
