import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { formatValidationDetails, INPUT_MESSAGES, type ErrorDetail } from '@app/contracts';
import { AppError } from './errors.ts';

export interface UploadedFile {
  fieldname: string;
  buffer: Buffer;
  mimetype: string;
  filename: string;
}

export interface FormInput {
  fields: Record<string, unknown>;
  file?: UploadedFile;
}

export interface ReadFormOptions {
  /** The one file field accepted; a file under any other name is refused. */
  fileField?: string;
  /** Fields whose string value is JSON (objects sent through multipart). */
  jsonFields?: readonly string[];
  maxFileBytes: number;
  fileTooLargeMessage: string;
}

export function validationError(details: ErrorDetail[]): AppError {
  return new AppError('VALIDATION_FAILED', formatValidationDetails(details), 400, { details });
}

function parseJsonFields(fields: Record<string, unknown>, jsonFields: readonly string[]) {
  const problems: ErrorDetail[] = [];
  for (const name of jsonFields) {
    const value = fields[name];
    if (typeof value !== 'string') continue;
    if (value.trim() === '') {
      delete fields[name];
      continue;
    }
    try {
      fields[name] = JSON.parse(value) as unknown;
    } catch {
      problems.push({ field: name, message: 'Must be valid JSON' });
    }
  }
  if (problems.length > 0) throw validationError(problems);
  return fields;
}

const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

export const FORM_MESSAGES = {
  noBoundary: 'The form could not be read: its multipart boundary is missing',
  incomplete: 'The form is incomplete: the upload was cut off before its end',
  malformed: 'The form could not be read: it is not valid multipart data',
  tooManyParts: 'The form has too many fields or files',
  notAFile: 'Must be a file',
} as const;

/**
 * What the multipart parser (busboy) raises for a body that is not a readable form: the
 * caller's mistake, so a 400 naming it, never a 500.
 */
function unreadableForm(err: unknown): AppError {
  const text = err instanceof Error ? err.message : '';
  const message = /boundary/i.test(text)
    ? FORM_MESSAGES.noBoundary
    : /unexpected end|truncated|aborted|premature/i.test(text)
      ? FORM_MESSAGES.incomplete
      : FORM_MESSAGES.malformed;
  return validationError([{ field: 'request', message }]);
}

/** A NUL character in a field's name or value: PostgreSQL refuses it in text (see text-input.ts). */
function assertNoNul(name: string, value: unknown) {
  if (name.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) {
    throw validationError([
      { field: name.replaceAll('\u0000', ''), message: INPUT_MESSAGES.nulCharacter },
    ]);
  }
}

/**
 * The body of a route that takes either JSON or a multipart form (text fields, objects as JSON
 * strings, at most one file), as one plain object plus the file, read into memory. The caller
 * validates `fields` with the same zod schema whatever the encoding was.
 */
export async function readForm(
  request: FastifyRequest,
  options: ReadFormOptions,
): Promise<FormInput> {
  return readParts(request, options, async (part) => ({
    fieldname: part.fieldname,
    buffer: await part.toBuffer(),
    mimetype: part.mimetype,
    filename: part.filename,
  }));
}

/** A file written to disk as it arrives (too large to hold in memory). */
export interface SpooledFile {
  fieldname: string;
  path: string;
  size: number;
  filename: string;
}

/**
 * As readForm, the file written to a new file in `dir` as it arrives instead of held in memory
 * (a restore's zip). The caller removes `file.path`; a refused form leaves no file behind.
 */
export async function readFormToDisk(
  request: FastifyRequest,
  options: ReadFormOptions & { dir: string },
): Promise<{ fields: Record<string, unknown>; file?: SpooledFile }> {
  await mkdir(options.dir, { recursive: true });
  const written: string[] = [];
  try {
    return await readParts(request, options, async (part) => {
      const file = path.join(options.dir, `upload-${randomUUID()}`);
      written.push(file);
      await pipeline(part.file, createWriteStream(file));
      // busboy stops at the limit and marks the stream truncated; the parser then raises it.
      if (part.file.truncated) throw Object.assign(new Error('too large'), { code: TOO_LARGE });
      const { size } = await stat(file);
      return { fieldname: part.fieldname, path: file, size, filename: part.filename };
    });
  } catch (err) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw err;
  }
}

const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

async function readParts<F extends { fieldname: string }>(
  request: FastifyRequest,
  options: ReadFormOptions,
  takeFile: (part: MultipartFile) => Promise<F>,
): Promise<{ fields: Record<string, unknown>; file?: F }> {
  const jsonFields = options.jsonFields ?? [];
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null || body === '') return { fields: {} };
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw validationError([{ field: 'request', message: 'Expected a JSON object or a form' }]);
    }
    return { fields: parseJsonFields({ ...(body as Record<string, unknown>) }, jsonFields) };
  }

  const fields = new Map<string, unknown>();
  let file: F | undefined;
  let unexpectedFile: string | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== options.fileField || file) {
          // Every file part is read to its end, or the parser stalls waiting for it.
          await part.toBuffer();
          unexpectedFile = part.fieldname;
          continue;
        }
        file = await takeFile(part);
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new AppError('PAYLOAD_TOO_LARGE', `The field ${part.fieldname} is too large`, 413);
        }
        if (part.fieldname === options.fileField) {
          throw validationError([{ field: part.fieldname, message: FORM_MESSAGES.notAFile }]);
        }
        assertNoNul(part.fieldname, part.value);
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === TOO_LARGE) {
      throw new AppError('PAYLOAD_TOO_LARGE', options.fileTooLargeMessage, 413);
    }
    if (code && LIMIT_CODES.has(code)) {
      throw new AppError('PAYLOAD_TOO_LARGE', FORM_MESSAGES.tooManyParts, 413);
    }
    request.log.info({ err }, 'unreadable multipart form');
    throw unreadableForm(err);
  }
  if (unexpectedFile !== null) {
    const expected = options.fileField
      ? `Only one file, in the field ${options.fileField}, is accepted`
      : 'No file is accepted here';
    throw validationError([{ field: unexpectedFile, message: expected }]);
  }
  return { fields: parseJsonFields(Object.fromEntries(fields), jsonFields), file };
}
