import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/*
 * Reads a zip on disk entry by entry, streamed (ADR 078): the central directory at the end says
 * where each entry starts and how long it is, so an entry is read from its offset and inflated
 * by node's zlib with back-pressure, whatever the archive's size. fflate's streaming `Unzip`
 * cannot be used for this: exports are written with data descriptors (sizes after the data), and
 * it finds an entry's end by looking for the descriptor's signature inside the compressed bytes,
 * which a large archive contains by chance.
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  size: number;
  /** Offset of the entry's local header. */
  offset: number;
}

export class ZipReadError extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_MIN = 22;
/** The end record and a comment of at most 64 KiB. */
const EOCD_SEARCH = EOCD_MIN + 0xffff;
const ZIP64 = 0xffffffff;

/** The archive's entries, from its central directory; a ZipReadError when it is not a zip. */
export async function zipEntries(file: string): Promise<ZipEntry[]> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, EOCD_SEARCH);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let i = tailLength - EOCD_MIN; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD) {
        end = i;
        break;
      }
    }
    if (end < 0) throw new ZipReadError('no end of central directory');
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (directoryOffset === ZIP64 || directorySize === ZIP64) {
      throw new ZipReadError('zip64 archives are not read');
    }
    if (directoryOffset + directorySize > size) throw new ZipReadError('directory out of range');
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const entries: ZipEntry[] = [];
    let at = 0;
    for (let n = 0; n < count; n++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL) {
        throw new ZipReadError('bad central directory');
      }
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const entry: ZipEntry = {
        method: directory.readUInt16LE(at + 10),
        compressedSize: directory.readUInt32LE(at + 20),
        size: directory.readUInt32LE(at + 24),
        offset: directory.readUInt32LE(at + 42),
        name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      };
      if ([entry.compressedSize, entry.size, entry.offset].includes(ZIP64)) {
        throw new ZipReadError('zip64 entries are not read');
      }
      if (entry.offset + entry.compressedSize > size) throw new ZipReadError('entry out of range');
      entries.push(entry);
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    await handle.close();
  }
}

/** One entry's bytes, inflated, as a stream (at most `limit` bytes, else a ZipReadError). */
export async function openZipEntry(file: string, entry: ZipEntry, limit: number) {
  if (entry.method !== 0 && entry.method !== 8) {
    throw new ZipReadError(`compression ${entry.method} is not read`);
  }
  const handle = await open(file, 'r');
  const header = Buffer.alloc(30);
  try {
    await handle.read(header, 0, 30, entry.offset);
  } finally {
    await handle.close();
  }
  if (header.readUInt32LE(0) !== LOCAL) throw new ZipReadError('bad local header');
  const start = entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const raw = createReadStream(file, {
    start,
    end: start + entry.compressedSize - 1,
    highWaterMark: 64 * 1024,
  });
  if (entry.compressedSize === 0) {
    raw.destroy();
    return (async function* () {})();
  }
  const body: Readable = entry.method === 8 ? raw.pipe(createInflateRaw()) : raw;
  if (entry.method === 8) raw.on('error', (err) => body.destroy(err));
  return limited(body, raw, limit);
}

/** The stream's chunks while their total stays within `limit` (a zip bomb stops here). */
async function* limited(body: Readable, raw: Readable, limit: number): AsyncGenerator<Buffer> {
  let total = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > limit) throw new ZipReadError('entry too large');
      yield chunk;
    }
  } catch (err) {
    if (err instanceof ZipReadError) throw err;
    throw new ZipReadError(err instanceof Error ? err.message : String(err));
  } finally {
    body.destroy();
    raw.destroy();
  }
}

/** An entry's lines (UTF-8, `\n` or `\r\n`), each at most `maxLine` bytes. */
export async function* zipEntryLines(
  file: string,
  entry: ZipEntry,
  limit: number,
  maxLine: number,
): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingLength = 0;
  for await (const chunk of await openZipEntry(file, entry, limit)) {
    let from = 0;
    for (let nl = chunk.indexOf(10, from); nl >= 0; nl = chunk.indexOf(10, from)) {
      pending.push(chunk.subarray(from, nl));
      const line = Buffer.concat(pending).toString('utf8');
      pending = [];
      pendingLength = 0;
      from = nl + 1;
      yield line.endsWith('\r') ? line.slice(0, -1) : line;
    }
    if (from < chunk.length) {
      pending.push(chunk.subarray(from));
      pendingLength += chunk.length - from;
      if (pendingLength > maxLine) throw new ZipReadError('line too long');
    }
  }
  if (pendingLength > 0) yield Buffer.concat(pending).toString('utf8');
}

/** A whole (small) entry's bytes. */
export async function readZipEntry(file: string, entry: ZipEntry, limit: number) {
  const chunks: Buffer[] = [];
  for await (const chunk of await openZipEntry(file, entry, limit)) chunks.push(chunk);
  return Buffer.concat(chunks);
}
