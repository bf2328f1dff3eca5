import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { AppDeps } from './deps.ts';
import { AppError } from './errors.ts';

/** Formats we decode; sharp reports AVIF as 'heif'. Anything else (SVG included) is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** sharp's default accepts 268 MP, a decompression bomb; a logo never needs more than this. */
const MAX_INPUT_PIXELS = 24_000_000;
const STORED_NAME = /^[a-f0-9]{32}\.webp$/;

/** A name saveImage produced: the only files the server ever removes. */
export const isStoredName = (name: string) => STORED_NAME.test(name);

export interface SaveImageOptions {
  maxBytes: number;
  /** The longest side after resizing; smaller images are not enlarged. */
  maxDimension: number;
  invalidMessage?: string;
  tooLargeMessage?: string;
}

export const uploadsDir = (deps: Pick<AppDeps, 'config'>) =>
  path.join(deps.config.DATA_DIR, 'uploads');

/** The public URL of a stored file (plugins/spa.ts serves DATA_DIR/uploads under /uploads/). */
export const uploadUrl = (name: string | null): string | null => (name ? `/uploads/${name}` : null);

/**
 * Checks that the bytes are an image we accept (by content, never by name or MIME type),
 * strips metadata, applies EXIF orientation, fits it in maxDimension and re-encodes it as WebP
 * under a random name. Returns the stored file name.
 */
export async function saveImage(
  deps: Pick<AppDeps, 'config'>,
  buffer: Buffer,
  options: SaveImageOptions,
): Promise<string> {
  const invalid = () =>
    new AppError(
      'INVALID_IMAGE',
      options.invalidMessage ?? 'The file must be a JPEG, PNG, WebP or GIF image',
      400,
    );
  if (buffer.length > options.maxBytes) {
    const message = options.tooLargeMessage ?? 'The upload is too large';
    throw new AppError('PAYLOAD_TOO_LARGE', message, 413);
  }
  let encoded: Buffer;
  try {
    const metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw invalid();
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
      throw new AppError('INVALID_IMAGE', 'The image is too large (at most 24 megapixels)', 400);
    }
    encoded = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(options.maxDimension, options.maxDimension, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw invalid();
  }
  const dir = uploadsDir(deps);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await writeFile(path.join(dir, name), encoded, { flag: 'wx' });
  return name;
}

/** Removes a stored file; a missing file or a name we did not produce is ignored. */
export async function removeFile(
  deps: Pick<AppDeps, 'config' | 'log'>,
  name: string | null | undefined,
): Promise<void> {
  if (!name || !isStoredName(name)) return;
  try {
    await unlink(path.join(uploadsDir(deps), name));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      deps.log.warn({ err, name }, 'could not remove an uploaded file');
    }
  }
}
