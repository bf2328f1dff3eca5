// Compiles the API for production: one ES module bundle at dist/server.js (our code and
// packages/contracts, which is TypeScript source); every npm dependency stays an import resolved
// from node_modules at run time. Development and tests keep running the source through tsx.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {})
  .filter((name) => !name.startsWith('@app/'))
  .flatMap((name) => [name, `${name}/*`]);

const dist = new URL('./dist/', import.meta.url);
rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
console.log('API built: apps/api/dist/server.js');
