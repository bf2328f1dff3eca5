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

const server = spawn(process.execPath, ['dist/server.js'], {
  cwd: 'apps/api',
  stdio: 'inherit',
  env: { NODE_ENV: 'production', DATA_DIR: `${process.cwd()}/data`, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
