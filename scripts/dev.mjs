// `npm run dev`: the API with tsx in watch mode and the web app with Vite's dev server (proxying /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@boardforge/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@boardforge/web'], { stdio: 'inherit' }),
];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
for (const child of children) child.on('exit', (code) => process.exit(code ?? 0));
