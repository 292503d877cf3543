import { Worker } from 'node:worker_threads';
import type { ErrorCode } from '@boardforge/contracts/envelope.ts';
import { catalogues, type MessageKey, type MessageParams } from '../i18n/messages.ts';
import { AppError } from '../lib/app-error.ts';
import type { FileTask, FileTaskResult } from './file-tasks.ts';
import type { FileWorkerReply, FileWorkerRequest } from './file-worker.ts';
import { locateFileWorkerEntry, type WorkerEntry } from './file-worker-entry.ts';

/** Limits of one task in a file worker: wall-clock time, and the worker's heap. */
export type FileWorkerLimits = { timeoutMs: number; maxOldGenerationSizeMb: number };

/** Defaults: 30 s and a 512 MB heap. */
export const defaultFileWorkerLimits: FileWorkerLimits = { timeoutMs: 30_000, maxOldGenerationSizeMb: 512 };

/** What the pool tells about itself (for tests and logs). */
export type FileWorkerPoolState = { threadIds: number[]; busy: number; queued: number; started: number };

/** Runs file tasks in a few long-lived worker threads. */
export type FileWorkerPool = {
  /** Runs a task in a free worker, or queues it (first come, first served) until one is free. */
  run<T extends FileTask>(task: T): Promise<FileTaskResult<T>>;
  /** Starts every worker and has each load the analysis libraries, so the first uploads do not pay for it. */
  warmUp(): Promise<void>;
  /** Refuses queued tasks, ends running ones and terminates every worker. */
  close(): Promise<void>;
  inspect(): FileWorkerPoolState;
};

/** How a task ended: answered, refused (a 4xx the reading decided), failed, out of time, or given up at close. */
export type FileTaskOutcome = 'ok' | 'refused' | 'failed' | 'timeout' | 'closed';

/** One task the pool finished: its kind, how it ended and how long a worker spent on it (queueing not counted). */
export type SettledFileTask = { kind: FileTask['kind']; outcome: FileTaskOutcome; seconds: number };

type Job = {
  task: FileTask;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
  /** performance.now() when a worker took it. */
  startedMs?: number;
};
type PooledWorker = { worker: Worker; job: Job | undefined; timer: NodeJS.Timeout | undefined; isWarm: boolean };

const refusalCodes = new Set<string>(['400', '413', '415']);

/**
 * Creates a pool of `size` file workers, each with a heap limit. Workers start when first needed (or all at
 * once with warmUp) and then stay, reused by later tasks (libraries loaded once per worker). A task that runs
 * past the time limit has its worker terminated (400 "could not be read in time"); a worker that runs out of
 * memory or crashes fails its task (400 "too large or complex"); either way a new worker takes its place.
 * Refusals thrown inside come back as the same AppError. `entry` replaces the worker script (tests).
 */
export function createFileWorkerPool(options: {
  size: number;
  limits: FileWorkerLimits;
  entry?: WorkerEntry;
  /** Told of every task a worker took, once it ends (the metrics' parse times). */
  onTaskSettled?: (settled: SettledFileTask) => void;
}): FileWorkerPool {
  const { size, limits, onTaskSettled } = options;

  function report(job: Job, outcome: FileTaskOutcome): void {
    if (!onTaskSettled || job.startedMs === undefined) return;
    onTaskSettled({ kind: job.task.kind, outcome, seconds: (performance.now() - job.startedMs) / 1000 });
  }
  const entry = options.entry ?? locateFileWorkerEntry();
  const workers = new Set<PooledWorker>();
  const idle: PooledWorker[] = [];
  const queue: Job[] = [];
  let started = 0;
  let isClosed = false;
  let isWarm = false;
  /** Workers not yet exited (close waits for them); one leaves the set when it exits, so replacements do not pile up. */
  const exiting = new Set<Promise<void>>();

  function startWorker(): PooledWorker {
    const worker = new Worker(entry.entry, {
      eval: entry.isEval,
      resourceLimits: { maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb, maxYoungGenerationSizeMb: 64 },
      stdout: false,
      stderr: false,
    });
    started += 1;
    const pooled: PooledWorker = { worker, job: undefined, timer: undefined, isWarm: false };
    workers.add(pooled);
    const exit: Promise<void> = new Promise((resolve) => worker.once('exit', () => resolve()));
    exiting.add(exit);
    void exit.then(() => exiting.delete(exit));
    worker.on('message', (reply: FileWorkerReply) => finishJob(pooled, reply));
    worker.once('error', (error) => retire(pooled, new AppError('400', 'files.parseTooComplex', {}, { cause: error })));
    worker.once('exit', (exitCode) =>
      retire(pooled, new AppError('400', 'files.parseTooComplex', {}, { cause: new Error(`exit ${exitCode}`) })),
    );
    if (isWarm) sendWarmUp(pooled);
    return pooled;
  }

  function sendWarmUp(pooled: PooledWorker): void {
    pooled.isWarm = true;
    pooled.worker.postMessage({ kind: 'warmUp' } satisfies FileWorkerRequest);
  }

  /** A worker's answer: settles its job and takes the next one. */
  function finishJob(pooled: PooledWorker, reply: FileWorkerReply): void {
    const job = pooled.job;
    if (!job) return; // the answer to a warm-up
    clearTimeout(pooled.timer);
    pooled.job = undefined;
    pooled.timer = undefined;
    report(job, reply.ok ? 'ok' : 'refusal' in reply ? 'refused' : 'failed');
    if (reply.ok) job.resolve(reply.result);
    else if ('refusal' in reply) job.reject(toAppError(reply.refusal));
    else job.reject(new Error(`file worker failed: ${reply.failure}`));
    pooled.worker.unref(); // an idle worker does not keep the process alive
    idle.push(pooled);
    dispatch();
  }

  /** Takes a worker out of the pool (time out, out of memory, crash): fails its job, starts a replacement. */
  function retire(pooled: PooledWorker, error: unknown, outcome: FileTaskOutcome = 'failed'): void {
    if (!workers.delete(pooled)) return;
    clearTimeout(pooled.timer);
    const index = idle.indexOf(pooled);
    if (index !== -1) idle.splice(index, 1);
    if (pooled.job) report(pooled.job, outcome);
    pooled.job?.reject(error);
    pooled.job = undefined;
    void pooled.worker.terminate();
    if (isClosed) return;
    if (isWarm && workers.size < size) {
      // A warm pool keeps `size` workers ready: the replacement is idle at once, for the queue and later tasks.
      const replacement = startWorker();
      replacement.worker.unref();
      idle.push(replacement);
    }
    dispatch();
  }

  /** Hands queued jobs to idle workers, starting workers up to the pool size. */
  function dispatch(): void {
    while (queue.length > 0) {
      const pooled = idle.pop() ?? (workers.size < size ? startWorker() : undefined);
      if (!pooled) return;
      const job = queue.shift() as Job;
      job.startedMs = performance.now();
      pooled.job = job;
      pooled.worker.ref();
      pooled.timer = setTimeout(() => {
        const seconds = Math.max(1, Math.round(limits.timeoutMs / 1000));
        retire(pooled, new AppError('400', 'files.parseTimeout', { seconds }), 'timeout');
      }, limits.timeoutMs);
      // Transfer (not copy) the bytes; a view into a shared pool is copied first so nothing else is detached.
      const bytes = isWholeBuffer(job.task.bytes) ? job.task.bytes : job.task.bytes.slice();
      const request: FileWorkerRequest = { kind: 'task', task: { ...job.task, bytes } };
      pooled.worker.postMessage(request, [bytes.buffer as ArrayBuffer]);
    }
  }

  return {
    run<T extends FileTask>(task: T): Promise<FileTaskResult<T>> {
      if (isClosed) return Promise.reject(new AppError('503', 'errors.serviceUnavailable'));
      return new Promise((resolve, reject) => {
        queue.push({ task, resolve: resolve as (result: unknown) => void, reject });
        dispatch();
      });
    },
    async warmUp() {
      if (isClosed) return;
      isWarm = true;
      while (workers.size < size) idle.push(startWorker());
      for (const pooled of workers) {
        if (!pooled.isWarm) sendWarmUp(pooled);
        if (!pooled.job) pooled.worker.unref();
      }
    },
    async close() {
      isClosed = true;
      for (const job of queue.splice(0)) job.reject(new AppError('503', 'errors.serviceUnavailable'));
      for (const pooled of [...workers]) retire(pooled, new AppError('503', 'errors.serviceUnavailable'), 'closed');
      idle.length = 0;
      await Promise.all(exiting);
    },
    inspect() {
      return {
        threadIds: [...workers].map((pooled) => pooled.worker.threadId),
        busy: [...workers].filter((pooled) => pooled.job).length,
        queued: queue.length,
        started,
      };
    },
  };
}

function isWholeBuffer(bytes: Uint8Array): boolean {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
}

/** Rebuilds a refusal posted by the worker, trusting only known codes and catalogue keys. */
function toAppError(refusal: { code: string; key: string; params: MessageParams }): AppError {
  const isKnownKey = Object.hasOwn(catalogues.en, refusal.key);
  if (!refusalCodes.has(refusal.code) || !isKnownKey) {
    return new AppError('400', 'files.parseTooComplex');
  }
  return new AppError(refusal.code as ErrorCode, refusal.key as MessageKey, refusal.params);
}
