// `npm start`: builds the web app when it is missing and the server every time (esbuild, well
// under a second), then runs the one compiled server process (API under /api, websocket at /ws,
// the SPA on PORT) with plain node: no TypeScript loader in production (ADR 022).
// Migrations run at server start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(args) {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync('apps/web/dist/index.html')) {
  console.log('Building the web app (first start)...');
  run(['run', 'build', '-w', '@app/web']);
}
run(['run', 'build', '-w', '@app/api']);

// --expose-gc: the server runs one major GC once it listens (see apps/api/src/server.ts).
// glibc's malloc with fixed thresholds (ADR 048): a block of 128 KB or more is mapped on its own
// and given back when freed, and a heap's free top over 128 KB is returned. By default glibc
// raises both after each large free, and PGlite's worker thread and V8's background threads then
// kept ~85-100 MB of freed memory resident (~40-55 MB with these). Read once, at process start.
const server = spawn(process.execPath, ['--expose-gc', 'dist/server.js'], {
  cwd: 'apps/api',
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    DATA_DIR: `${process.cwd()}/data`,
    MALLOC_MMAP_THRESHOLD_: '131072',
    MALLOC_TRIM_THRESHOLD_: '131072',
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
