// `npm start`: builds what is missing or stale (web app, server bundle), then serves both from one process.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time under the given paths (files and folders, recursively). */
function findNewestChange(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else newest = Math.max(newest, stats.mtimeMs);
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

/** Builds one workspace when its output is missing or older than its sources. */
function buildIfStale(workspace, output, sources) {
  const outputPath = join(root, output);
  if (existsSync(outputPath) && statSync(outputPath).mtimeMs >= findNewestChange(sources)) return;
  console.log(`building ${workspace} …`);
  execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
}

const shared = ['packages/domain/src', 'packages/contracts/src'];
// WEB_DIST names a web build made elsewhere (the server serves it, or nothing when it does not exist): none to make.
if (!process.env.WEB_DIST) {
  buildIfStale('@boardforge/web', 'apps/web/dist/index.html', [
    ...shared,
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
  ]);
}
buildIfStale('@boardforge/server', 'apps/server/dist/main.mjs', [
  ...shared,
  'apps/server/src',
  'apps/server/build.mjs',
]);

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.mjs')], { cwd: root, stdio: 'inherit' });
// The server stops gracefully on SIGTERM/SIGINT; this process only passes them on and ends with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));

// `npm start` runs this under `sh -c`: npm passes SIGTERM to the shell, which dies without passing it on, and this
// process is left an orphan (adopted by init or a subreaper) with the server still running. Losing the parent is
// therefore a SIGTERM too.
const parentAtStart = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid !== parentAtStart) {
    clearInterval(parentWatch);
    server.kill('SIGTERM');
  }
}, 500);
parentWatch.unref();

// Ends with the server's code; killed by a signal, with 128 + its number, as a shell reports it.
server.on('exit', (code, signal) => {
  clearInterval(parentWatch);
  process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1));
});
