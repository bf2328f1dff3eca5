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
