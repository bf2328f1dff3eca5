import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's root folder (where its package.json is), found by walking up from this
 * module. It works the same from the TypeScript source (src/platform/paths.ts, under tsx in
 * development and tests) and from the compiled bundle (dist/server.js, in production), so files
 * that ship beside the code (the migrations, the built web app) are found from either.
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name;
      if (name === '@app/api') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the @app/api package folder');
    dir = parent;
  }
}

export const API_ROOT = findApiRoot();
/** Drizzle's SQL migrations, applied at start-up. */
export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');
/** The Vite build of the web app, served by the SPA plugin. */
export const WEB_DIST = path.resolve(API_ROOT, '../web/dist');
