import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buffer as readAll } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { IMAGE_WIDTHS, type ImageWidth } from '@app/contracts/image-sizes';
import type { Config } from '#src/config/env.ts';
import type { AppDeps } from './deps.ts';
import { AppError } from './errors.ts';

// Loaded on first use, not at start: an idle server does not hold it (ADR 035).
const loadSharp = async () => (await import('sharp')).default;

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

/**
 * The public URL of a stored file. Every instance serves /uploads/<name> from the one file store
 * (plugins/spa.ts), whichever backend holds the bytes (ADR 021).
 */
export const uploadUrl = (name: string | null): string | null => (name ? `/uploads/${name}` : null);

export interface StoredFile {
  name: string;
  modifiedAt: Date;
  size: number;
}

/** What the store holds: the admin health's storage figure (ADR 066). */
export interface StorageUsage {
  bytes: number;
  files: number;
}

/** Sums a store's files as they are listed, without holding the listing (a bucket may be large). */
async function usageOf(files: AsyncIterable<StoredFile>): Promise<StorageUsage> {
  const usage = { bytes: 0, files: 0 };
  for await (const file of files) {
    usage.bytes += file.size;
    usage.files += 1;
  }
  return usage;
}

async function collect(files: AsyncIterable<StoredFile>): Promise<StoredFile[]> {
  const all: StoredFile[] = [];
  for await (const file of files) all.push(file);
  return all;
}

/** Where uploaded files live: one interface, local disk or an S3-compatible bucket (ADR 021). */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** A file too large to hold in memory (an export), streamed from `body` of `size` bytes. */
  putStream(name: string, body: Readable, size: number, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  get(name: string): Promise<{ body: Readable; size?: number } | null>;
  /** Removes the file; a missing one is not an error. */
  remove(name: string): Promise<void>;
  /** Every stored file with its modification time and size (the uploads sweep). */
  list(): Promise<StoredFile[]>;
  /** Bytes and files in the store, wherever it is: read from the store itself, not a local folder. */
  usage(): Promise<StorageUsage>;
}

/** DATA_DIR/uploads: the default; several instances share it when DATA_DIR is a shared path. */
export class DiskFileStore implements FileStore {
  readonly kind = 'disk';
  constructor(readonly dir: string) {}

  async put(name: string, bytes: Buffer) {
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, name), bytes, { flag: 'wx' });
  }

  async putStream(name: string, body: Readable) {
    await mkdir(this.dir, { recursive: true });
    await pipeline(body, createWriteStream(path.join(this.dir, name), { flags: 'wx' }));
  }

  async get(name: string) {
    const file = path.join(this.dir, name);
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return null;
    return { body: createReadStream(file), size: stats.size };
  }

  async remove(name: string) {
    try {
      await unlink(path.join(this.dir, name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }

  list() {
    return collect(this.files());
  }

  /** The folder's files (flat: saveImage writes no sub-folders); none when it does not exist yet. */
  private async *files(): AsyncGenerator<StoredFile> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const name of names) {
      const stats = await stat(path.join(this.dir, name)).catch(() => null);
      if (stats?.isFile()) yield { name, modifiedAt: stats.mtime, size: stats.size };
    }
  }

  usage() {
    return usageOf(this.files());
  }
}

/** Any S3-compatible bucket (AWS S3, MinIO, R2, s3rver in the tests). */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix = 'uploads/',
  ) {}

  async put(name: string, bytes: Buffer, contentType: string) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.prefix + name,
        Body: bytes,
        ContentType: contentType,
        CacheControl: 'public, max-age=604800, immutable',
      }),
    );
  }

  async putStream(name: string, body: Readable, size: number, contentType: string) {
    // A stream body needs its length up front (no chunked upload in a plain PutObject).
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.prefix + name,
        Body: body,
        ContentLength: size,
        ContentType: contentType,
        CacheControl: 'private, no-store',
      }),
    );
  }

  async get(name: string) {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + name }),
      );
      if (!out.Body) return null;
      return { body: out.Body as Readable, size: out.ContentLength };
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) {
        return null;
      }
      throw err;
    }
  }

  async remove(name: string) {
    // S3 answers 204 for a missing key too.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + name }),
    );
  }

  list() {
    return collect(this.objects());
  }

  /** Every object under the prefix, a ListObjectsV2 page (up to 1,000 objects) at a time. */
  private async *objects(): AsyncGenerator<StoredFile> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix,
          ContinuationToken: token,
        }),
      );
      for (const o of page.Contents ?? []) {
        if (!o.Key) continue;
        yield {
          name: o.Key.slice(this.prefix.length),
          modifiedAt: o.LastModified ?? new Date(0),
          size: o.Size ?? 0,
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * The sizes the bucket's listing reports, summed page by page. A listing rather than a
   * counter kept on write: the bucket is the truth (files written by any instance, removed by
   * the sweep or by hand, are counted as they are) and no write path carries a second
   * bookkeeping step that could drift (ADR 066).
   */
  usage() {
    return usageOf(this.objects());
  }
}

const stores = new WeakMap<Config, FileStore>();
const s3Clients = new WeakMap<Config, S3Client>();

/** One S3 client per configuration, shared by the uploads, the backups and the exports. */
function s3Client(config: Config): S3Client {
  let client = s3Clients.get(config);
  if (!client) {
    client = new S3Client({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      // Checksums only where S3 requires them: with the SDK's default, a stream body (an export,
      // ADR 078) goes out aws-chunked, which S3-compatible stores (s3rver, older MinIO) keep
      // with its chunk headers in the object.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? {
              accessKeyId: config.S3_ACCESS_KEY_ID,
              secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            }
          : undefined,
    });
    s3Clients.set(config, client);
  }
  return client;
}

/** The file store the configuration names, one per configuration (the S3 client is reused). */
export function fileStore(deps: Pick<AppDeps, 'config'>): FileStore {
  const { config } = deps;
  let store = stores.get(config);
  if (!store) {
    store = config.S3_BUCKET
      ? new S3FileStore(s3Client(config), config.S3_BUCKET)
      : new DiskFileStore(uploadsDir(deps));
    stores.set(config, store);
  }
  return store;
}

/** The file store's private areas, each a place of its own: never served, never swept. */
type PrivateArea = 'backups' | 'exports';
const areaStores: Record<PrivateArea, WeakMap<Config, FileStore>> = {
  backups: new WeakMap(),
  exports: new WeakMap(),
};

function privateAreaStore(deps: Pick<AppDeps, 'config'>, area: PrivateArea): FileStore {
  const { config } = deps;
  let store = areaStores[area].get(config);
  if (!store) {
    store = config.S3_BUCKET
      ? new S3FileStore(s3Client(config), config.S3_BUCKET, `${area}/`)
      : new DiskFileStore(path.join(config.DATA_DIR, area));
    areaStores[area].set(config, store);
  }
  return store;
}

/**
 * Where scheduled backups go (ADR 079): the same store as the uploads, in a place of their own
 * (`backups/` in the bucket, DATA_DIR/backups on disk) that /uploads/ never serves and the
 * uploads sweep never lists.
 */
export const backupStore = (deps: Pick<AppDeps, 'config'>) => privateAreaStore(deps, 'backups');

/**
 * The owner's exports and the files waiting to be imported (ADR 078): likewise in a place of
 * their own (DATA_DIR/exports, or the bucket's exports/ prefix). Only the exports routes read it,
 * for the owner.
 */
export const exportStore = (deps: Pick<AppDeps, 'config'>) => privateAreaStore(deps, 'exports');

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
  const sharp = await loadSharp();
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
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await fileStore(deps).put(name, encoded, 'image/webp');
  return name;
}

/**
 * Resized copies at the widths of `IMAGE_WIDTHS` (contracts: a fixed list, so nobody can make the
 * server render every width there is; Lighthouse on a 200-product shop saw 150 KB a photo for
 * 180 px tiles). Most recently used last, bounded in bytes. Kept in memory rather than in the
 * file store: they are derived, cheap to redo (a few ms each), and a stored copy would be one
 * more file for every removal and sweep to know about. Names are never reused, so a copy never
 * goes stale; browsers and CDNs keep it a week like the original.
 */
const MAX_VARIANT_BYTES = 32 * 1024 * 1024;
const variants = new Map<string, Promise<Buffer | null>>();
const variantSizes = new Map<string, number>();
let variantBytes = 0;

function forgetVariant(key: string) {
  variants.delete(key);
  variantBytes -= variantSizes.get(key) ?? 0;
  variantSizes.delete(key);
}

async function renderVariant(
  deps: Pick<AppDeps, 'config'>,
  name: string,
  width: ImageWidth,
): Promise<Buffer | null> {
  const file = await fileStore(deps).get(name);
  if (!file) return null;
  const original = await readAll(file.body);
  const sharp = await loadSharp();
  try {
    return await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    // A stored file that no longer decodes (damaged on disk, cut short in a bucket): the bytes
    // as stored, as the URL without ?w= would send them, rather than a 500 for every visitor.
    return original;
  }
}

/** A stored image at most `width` pixels wide (never enlarged), or null when there is no file. */
export async function imageVariant(
  deps: Pick<AppDeps, 'config'>,
  name: string,
  width: ImageWidth,
): Promise<Buffer | null> {
  const key = `${width}:${name}`;
  const cached = variants.get(key);
  if (cached) {
    // Most recently used last: the first entry is the next to go.
    variants.delete(key);
    variants.set(key, cached);
    return cached;
  }
  // The promise is kept at once, so a burst of requests for one picture renders it once.
  const rendered = renderVariant(deps, name, width);
  variants.set(key, rendered);
  try {
    const bytes = await rendered;
    if (!bytes) {
      forgetVariant(key);
      return null;
    }
    if (variants.get(key) === rendered && !variantSizes.has(key)) {
      variantSizes.set(key, bytes.length);
      variantBytes += bytes.length;
    }
    for (const oldest of variants.keys()) {
      if (variantBytes <= MAX_VARIANT_BYTES || oldest === key) break;
      forgetVariant(oldest);
    }
    return bytes;
  } catch (err) {
    forgetVariant(key);
    throw err;
  }
}

/** Removes a stored file; a missing file or a name we did not produce is ignored. */
export async function removeFile(
  deps: Pick<AppDeps, 'config' | 'log'>,
  name: string | null | undefined,
): Promise<void> {
  if (!name || !isStoredName(name)) return;
  for (const width of IMAGE_WIDTHS) forgetVariant(`${width}:${name}`);
  try {
    await fileStore(deps).remove(name);
  } catch (err) {
    // The uploads sweep removes it later.
    deps.log.warn({ err, name }, 'could not remove an uploaded file');
  }
}
