// npm run dev: the API with reload on :3000 and the Vite dev server on :5173 (proxying /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', '-w', '@jobline/server', 'dev'], { stdio: 'inherit' }),
  spawn('npm', ['run', '-w', '@jobline/web', 'dev'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));
