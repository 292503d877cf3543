// Worker-thread entry of the file-worker pool (file-worker-pool.ts): analyses uploaded files off the main event
// loop, one task at a time, for as long as the pool keeps it; libraries are loaded on first use (or warm-up) and
// stay loaded. Bundled as dist/file-worker.mjs (build.mjs); run from source under tsx in development and tests.
import { parentPort } from 'node:worker_threads';
import type { MessageParams } from '../i18n/messages.ts';
import { isAppError } from '../lib/app-error.ts';
import { type FileTask, listTransferables, loadTaskModules, runFileTask } from './file-tasks.ts';

/** What the pool sends: a task, or a request to load the libraries now (no answer). */
export type FileWorkerRequest = { kind: 'task'; task: FileTask } | { kind: 'warmUp' };

/** What the worker posts back: the result, or a refusal as an AppError's code, key and parameters. */
export type FileWorkerReply =
  | { ok: true; result: unknown }
  | { ok: false; refusal: { code: string; key: string; params: MessageParams } }
  | { ok: false; failure: string };

parentPort?.on('message', async (request: FileWorkerRequest) => {
  if (request.kind === 'warmUp') {
    await loadTaskModules().catch(() => undefined); // a failure shows again, with its task, when one runs
    return;
  }
  let reply: FileWorkerReply;
  let transfer: ArrayBuffer[] = [];
  try {
    const result = await runFileTask(request.task);
    transfer = listTransferables(result);
    reply = { ok: true, result };
  } catch (error) {
    reply = isAppError(error)
      ? { ok: false, refusal: { code: error.code, key: error.messageKey, params: error.params } }
      : { ok: false, failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  parentPort?.postMessage(reply, transfer);
});
