import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ApiCode } from '@boardforge/contracts/envelope.ts';
import { catalogues, type MessageKey } from '../i18n/messages.ts';
import { AppError } from '../lib/app-error.ts';
import type { FileTask, FileTaskResult } from './file-tasks.ts';
import type { FileWorkerReply } from './file-worker.ts';

/** Limits of one file worker: heap and wall-clock time. */
export type FileWorkerLimits = { timeoutMs: number; maxOldGenerationSizeMb: number };

/** Defaults: 30 s and a 512 MB heap. */
export const defaultFileWorkerLimits: FileWorkerLimits = { timeoutMs: 30_000, maxOldGenerationSizeMb: 512 };

const refusalCodes = new Set<string>(['400', '413', '415']);

/**
 * How to start the worker. From the bundle (import.meta.url is dist/main.mjs) the entry is
 * dist/file-worker.mjs. From source (tsx, vitest) it is file-worker.ts, started through a small
 * bootstrap that registers tsx's loader in the worker first, since Node 20 does not apply
 * `--import tsx` to worker threads.
 */
function locateWorkerEntry(): { entry: string; isEval: boolean } {
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

/**
 * Runs a file task in a fresh worker thread with a heap limit and a time limit; the worker is
 * terminated when time runs out (400 "could not be read in time") or when it runs out of memory or
 * crashes (400 "too large or complex"). Refusals thrown inside come back as the same AppError.
 */
export function runFileWorker<T extends FileTask>(
  task: T,
  limits: FileWorkerLimits = defaultFileWorkerLimits,
): Promise<FileTaskResult<T>> {
  const entry = locateWorkerEntry();
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry.entry, {
      eval: entry.isEval,
      resourceLimits: { maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb, maxYoungGenerationSizeMb: 64 },
      stdout: false,
      stderr: false,
    });
    let isSettled = false;
    const settle = (outcome: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => {
      settle(() =>
        reject(
          new AppError('400', 'files.parseTimeout', { seconds: Math.max(1, Math.round(limits.timeoutMs / 1000)) }),
        ),
      );
    }, limits.timeoutMs);
    worker.once('message', (reply: FileWorkerReply) => {
      settle(() => {
        if (reply.ok) return resolve(reply.result as FileTaskResult<T>);
        if ('refusal' in reply) return reject(toAppError(reply.refusal));
        reject(new Error(`file worker failed: ${reply.failure}`));
      });
    });
    worker.once('error', (error) => {
      settle(() => reject(new AppError('400', 'files.parseTooComplex', {}, { cause: error })));
    });
    worker.once('exit', (exitCode) => {
      settle(() => reject(new AppError('400', 'files.parseTooComplex', {}, { cause: new Error(`exit ${exitCode}`) })));
    });
    // Transfer (not copy) the bytes; a view into a shared pool is copied first so nothing else is detached.
    const bytes = isWholeBuffer(task.bytes) ? task.bytes : task.bytes.slice();
    worker.postMessage({ ...task, bytes }, [bytes.buffer as ArrayBuffer]);
  });
}

function isWholeBuffer(bytes: Uint8Array): boolean {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
}

/** Rebuilds a refusal posted by the worker, trusting only known codes and catalogue keys. */
function toAppError(refusal: { code: string; key: string; params: Record<string, string | number> }): AppError {
  const isKnownKey = Object.hasOwn(catalogues.en, refusal.key);
  if (!refusalCodes.has(refusal.code) || !isKnownKey) {
    return new AppError('400', 'files.parseTooComplex');
  }
  return new AppError(refusal.code as ApiCode, refusal.key as MessageKey, refusal.params);
}
