// Worker-thread entry: analyses one uploaded file off the main event loop and answers once.
// Bundled as dist/file-worker.mjs (build.mjs); run from source under tsx in development and tests.
import { parentPort } from 'node:worker_threads';
import { isAppError } from '../lib/app-error.ts';
import { type FileTask, listTransferables, runFileTask } from './file-tasks.ts';

/** What the worker posts back: the result, or a refusal as an AppError's code, key and parameters. */
export type FileWorkerReply =
  | { ok: true; result: unknown }
  | { ok: false; refusal: { code: string; key: string; params: Record<string, string | number> } }
  | { ok: false; failure: string };

parentPort?.once('message', async (task: FileTask) => {
  let reply: FileWorkerReply;
  let transfer: ArrayBuffer[] = [];
  try {
    const result = await runFileTask(task);
    transfer = listTransferables(result);
    reply = { ok: true, result };
  } catch (error) {
    reply = isAppError(error)
      ? { ok: false, refusal: { code: error.code, key: error.messageKey, params: error.params } }
      : { ok: false, failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  parentPort?.postMessage(reply, transfer);
});
