// Builds the server for production: src/server.ts (with PGlite's worker script, the rollups
// rebuild command and the backup and restore commands) and everything it imports from this package
// and from packages/contracts (TypeScript source) into one ES module, dist/server.js. npm
// packages stay external and load from node_modules as they are. Production runs this with plain
// `node` (ADR 022): no TypeScript loader in the running process.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@app/'))
  .flatMap((name) => [name, `${name}/*`]);

const started = performance.now();
await build({
  absWorkingDir: root,
  // The server, the script of PGlite's worker thread (ADR 035) it starts from
  // dist/platform/pglite-worker.js, and the admin command that rebuilds the report rollups
  // (ADR 034), the operator's backup and restore (ADR 079): server and commands one level below
  // the package, as src/paths.ts expects.
  entryPoints: [
    { in: 'src/server.ts', out: 'server' },
    { in: 'src/rollups-rebuild.ts', out: 'rollups-rebuild' },
    { in: 'src/backup.ts', out: 'backup' },
    { in: 'src/restore.ts', out: 'restore' },
    { in: 'src/platform/pglite-worker.ts', out: 'platform/pglite-worker' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(
  `API built to apps/api/dist (server.js, rollups-rebuild.js, backup.js, restore.js, platform/pglite-worker.js) in ${Math.round(performance.now() - started)} ms`,
);
