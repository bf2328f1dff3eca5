import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (apps/api), from the running file. This file is src/paths.ts in
 * development and part of dist/server.js once built: one level below the package either way,
 * so files the server reads from disk (migrations, the built web app) are found in both.
 */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST = path.resolve(API_ROOT, '..', 'web', 'dist');

/**
 * The script of PGlite's worker thread (ADR 035): the TypeScript source under tsx and vitest,
 * dist/platform/pglite-worker.js (built next to dist/server.js) in production.
 */
export const RUNNING_FROM_SOURCE = import.meta.url.endsWith('.ts');
export const PGLITE_WORKER_FILE = RUNNING_FROM_SOURCE
  ? path.join(API_ROOT, 'src', 'platform', 'pglite-worker.ts')
  : path.join(API_ROOT, 'dist', 'platform', 'pglite-worker.js');
