import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A worker script: a file, or code to evaluate. */
export type WorkerEntry = { entry: string; isEval: boolean };

/**
 * How to start a file worker. From the bundle (import.meta.url is dist/main.mjs) the entry is
 * dist/file-worker.mjs. From source (tsx, vitest) it is file-worker.ts, started through a small
 * bootstrap that registers tsx's loader in the worker first, since Node 20 does not apply
 * `--import tsx` to worker threads.
 */
export function locateFileWorkerEntry(): WorkerEntry {
  const isSource = import.meta.url.endsWith('.ts');
  if (!isSource) return { entry: fileURLToPath(new URL('./file-worker.mjs', import.meta.url)), isEval: false };
  const workerUrl = new URL('./file-worker.ts', import.meta.url).href;
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/index\.cjs$/, 'index.mjs'),
  ).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); });`;
  return { entry: bootstrap, isEval: true };
}
