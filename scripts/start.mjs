// `npm start`: builds the web app when it is missing, then runs the one server process
// (API under /api, websocket at /ws, the SPA on PORT). Migrations run at server start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('apps/web/dist/index.html')) {
  console.log('Building the web app (first start)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@app/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: 'apps/api',
  stdio: 'inherit',
  env: { NODE_ENV: 'production', DATA_DIR: `${process.cwd()}/data`, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
