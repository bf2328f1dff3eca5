// `npm run dev`: the API in watch mode on :3000 and Vite on :5173 proxying /api, /uploads and /ws.
import { spawn } from 'node:child_process';

const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? `${process.cwd()}/data` };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@app/api'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@app/web'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && process.exit(code)));
