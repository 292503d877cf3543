import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAppError } from '../src/lib/app-error.ts';
import type { FileTask } from '../src/workers/file-tasks.ts';
import {
  createFileWorkerPool,
  defaultFileWorkerLimits,
  type FileWorkerLimits,
  type FileWorkerPool,
} from '../src/workers/file-worker-pool.ts';
import { buildTinyGerberSet, zipEntries } from './fixtures/hostile-files.ts';
import { createDataDir, postFile } from './fixtures/upload-requests.ts';
import { createTestApp } from './helpers/test-app.ts';

// A stand-in for file-worker.ts that speaks the same protocol: the "file" is a command (sleep, spin, allocate
// without end, crash, refuse), the answer the worker's thread id and when the task ran. It keeps these tests of
// the pool's bookkeeping fast and certain; the real worker is exercised by the upload tests.
const probeWorker = {
  isEval: true,
  entry: `
const { parentPort, threadId } = require('node:worker_threads');
parentPort.on('message', async (request) => {
  if (request.kind !== 'task') return;
  const command = JSON.parse(new TextDecoder().decode(request.task.bytes));
  const startedAt = Date.now();
  if (command.action === 'sleep') await new Promise((resolve) => setTimeout(resolve, command.ms));
  if (command.action === 'spin') { const end = Date.now() + command.ms; while (Date.now() < end); }
  if (command.action === 'allocate') { const hoard = []; for (;;) hoard.push(new Array(100000).fill(Math.random())); }
  if (command.action === 'crash') process.exit(3);
  if (command.action === 'refuse') {
    parentPort.postMessage({ ok: false, refusal: { code: '400', key: 'files.gerberNoLayers', params: {} } });
    return;
  }
  parentPort.postMessage({ ok: true, result: { threadId, startedAt, endedAt: Date.now() } });
});`,
};

type ProbeAnswer = { threadId: number; startedAt: number; endedAt: number };
type Command =
  | { action: 'answer' }
  | { action: 'sleep' | 'spin'; ms: number }
  | { action: 'allocate' }
  | { action: 'crash' }
  | { action: 'refuse' };

const pools: FileWorkerPool[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

function createProbePool(size: number, limits: Partial<FileWorkerLimits> = {}): FileWorkerPool {
  const pool = createFileWorkerPool({ size, limits: { ...defaultFileWorkerLimits, ...limits }, entry: probeWorker });
  pools.push(pool);
  return pool;
}

const run = (pool: FileWorkerPool, command: Command) => {
  const task: FileTask = {
    kind: 'gerber',
    bytes: new TextEncoder().encode(JSON.stringify(command)),
    solderMask: 'green',
  };
  return pool.run(task) as unknown as Promise<ProbeAnswer>;
};

/** The refusal's message key, or a description of what else came back. */
async function readRefusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return isAppError(error) ? `${error.code} ${error.messageKey}` : String(error);
  }
}

describe('file worker pool', () => {
  it('reuses one worker for uploads one after another (no thread started per task)', async () => {
    const pool = createProbePool(2);
    expect(pool.inspect().started).toBe(0); // workers start when first needed
    const answers = [];
    for (let round = 0; round < 4; round += 1) answers.push(await run(pool, { action: 'answer' }));
    expect(new Set(answers.map((answer) => answer.threadId)).size).toBe(1);
    expect(pool.inspect()).toMatchObject({ started: 1, busy: 0, queued: 0 });
  });

  it('runs at most `size` tasks at once and queues the rest, first come first served', async () => {
    const pool = createProbePool(2);
    const pending = Array.from({ length: 5 }, () => run(pool, { action: 'sleep', ms: 150 }));
    expect(pool.inspect()).toMatchObject({ busy: 2, queued: 3, started: 2 });
    const answers = await Promise.all(pending);
    // First come, first served, said without comparing clocks of two threads (a worker that boots late would start its
    // first task after the other worker's second): one thread runs its tasks one after another, in the order they were
    // given to the pool, so on each thread the start times rise with the task's place in the queue.
    expect(answers[0]?.threadId).not.toBe(answers[1]?.threadId);
    for (const threadId of new Set(answers.map((answer) => answer.threadId))) {
      const startsInQueueOrder = answers
        .filter((answer) => answer.threadId === threadId)
        .map((answer) => answer.startedAt);
      expect(startsInQueueOrder).toEqual([...startsInQueueOrder].sort((a, b) => a - b));
    }
    // How many ran at each moment one started: at most the pool's size.
    const mostAtOnce = Math.max(
      ...answers.map(
        (answer) =>
          answers.filter((other) => other.startedAt <= answer.startedAt && answer.startedAt < other.endedAt).length,
      ),
    );
    expect(mostAtOnce).toBeLessThanOrEqual(2);
    expect(new Set(answers.map((answer) => answer.threadId)).size).toBe(2);
    expect(pool.inspect()).toMatchObject({ started: 2, busy: 0, queued: 0 });
  });

  it('gives queued tasks to one worker in the order they came', async () => {
    const pool = createProbePool(1);
    const pending = Array.from({ length: 4 }, () => run(pool, { action: 'sleep', ms: 20 }));
    expect(pool.inspect()).toMatchObject({ busy: 1, queued: 3 });
    const answers = await Promise.all(pending);
    // Each task starts once the one before it in the queue has ended.
    answers.slice(1).forEach((answer, index) => {
      expect(answer.startedAt).toBeGreaterThanOrEqual(answers[index]?.endedAt ?? Number.POSITIVE_INFINITY);
    });
  });

  it('terminates a worker that runs past the time limit, refuses its task and replaces the worker', async () => {
    // The limit only has to tell a ten-minute task from a quick one: 5 s, so a loaded machine's slow start of the worker
    // or of a quick answer is never taken for a stuck task (300 ms once timed out the first, quick task in CI).
    const pool = createProbePool(1, { timeoutMs: 5_000 });
    const first = await run(pool, { action: 'answer' });
    // The task would spin for ten minutes: it ends within the test's time limit only because the worker is stopped.
    expect(await readRefusal(run(pool, { action: 'spin', ms: 600_000 }))).toBe('400 files.parseTimeout');
    const queuedBehind = run(pool, { action: 'answer' }); // a task waiting behind the stuck one still runs
    const next = await queuedBehind;
    expect(next.threadId).not.toBe(first.threadId);
    expect(pool.inspect()).toMatchObject({ started: 2, threadIds: [next.threadId] });
  });

  // Issue 33: in a warm pool (the app warms its pool at start) the replacement of a timed-out worker was started but
  // never made idle, so after as many time-outs as the pool had workers every later upload waited for ever.
  it.each([
    { warmth: 'warm', size: 1 },
    { warmth: 'warm', size: 2 },
    { warmth: 'cold', size: 1 },
  ])(
    'after five time-outs in a row a $warmth pool of $size still answers the next task at once',
    async ({ warmth, size }) => {
      // The pool's clock is faked: a task times out when the test says so, and the quick task at the end can never be
      // taken for a stuck one, however slow the machine.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const pool = createProbePool(size, { timeoutMs: 1_000 });
      if (warmth === 'warm') await pool.warmUp();
      for (let round = 0; round < 5; round += 1) {
        const stuck = Array.from({ length: size }, () => readRefusal(run(pool, { action: 'spin', ms: 600_000 })));
        expect(pool.inspect(), `round ${round}`).toMatchObject({ busy: size, queued: 0 }); // each got a worker
        vi.advanceTimersByTime(1_000);
        expect(await Promise.all(stuck)).toEqual(Array(size).fill('400 files.parseTimeout'));
        expect(pool.inspect().threadIds.length).toBeLessThanOrEqual(size);
      }
      const answer = run(pool, { action: 'answer' });
      expect(pool.inspect()).toMatchObject({ busy: 1, queued: 0 });
      expect((await answer).threadId).toBeGreaterThan(0); // the clock did not move: no timer could settle it
      expect(pool.inspect()).toMatchObject({ busy: 0, queued: 0 });
      expect(pool.inspect().started).toBe(warmth === 'warm' ? 6 * size : 5 * size + 1);
    },
  );

  it('replaces a crashed worker of a warm pool with one that takes the next tasks', async () => {
    const pool = createProbePool(1);
    await pool.warmUp();
    for (let round = 0; round < 3; round += 1) {
      const crashing = readRefusal(run(pool, { action: 'crash' }));
      expect(pool.inspect(), `round ${round}`).toMatchObject({ busy: 1, queued: 0 });
      expect(await crashing).toBe('400 files.parseTooComplex');
    }
    const answer = run(pool, { action: 'answer' });
    expect(pool.inspect()).toMatchObject({ busy: 1, queued: 0 });
    expect((await answer).threadId).toBeGreaterThan(0);
    expect(pool.inspect()).toMatchObject({ started: 4, busy: 0, queued: 0 });
  });

  it('replaces a worker that ran out of memory (resourceLimits) or crashed; a refusal keeps the worker', async () => {
    const pool = createProbePool(1, { maxOldGenerationSizeMb: 16 });
    const first = await run(pool, { action: 'answer' });
    expect(await readRefusal(run(pool, { action: 'allocate' }))).toBe('400 files.parseTooComplex');
    const afterMemory = await run(pool, { action: 'answer' });
    expect(afterMemory.threadId).not.toBe(first.threadId);
    expect(await readRefusal(run(pool, { action: 'crash' }))).toBe('400 files.parseTooComplex');
    const afterCrash = await run(pool, { action: 'answer' });
    expect(afterCrash.threadId).not.toBe(afterMemory.threadId);
    expect(await readRefusal(run(pool, { action: 'refuse' }))).toBe('400 files.gerberNoLayers');
    expect((await run(pool, { action: 'answer' })).threadId).toBe(afterCrash.threadId);
    expect(pool.inspect().started).toBe(3);
  });

  it('closes: running and queued tasks are refused, every worker exits, later tasks are refused', async () => {
    const pool = createProbePool(2);
    await pool.warmUp();
    expect(pool.inspect().threadIds).toHaveLength(2); // warm: started before any task
    const running = [run(pool, { action: 'sleep', ms: 5000 }), run(pool, { action: 'sleep', ms: 5000 })];
    const queued = run(pool, { action: 'answer' });
    const outcomes = Promise.all([...running, queued].map(readRefusal)); // observed before close refuses them
    await pool.close();
    expect(await outcomes).toEqual(Array(3).fill('503 errors.serviceUnavailable'));
    expect(pool.inspect()).toMatchObject({ threadIds: [], busy: 0, queued: 0 });
    expect(await readRefusal(run(pool, { action: 'answer' }))).toBe('503 errors.serviceUnavailable');
  });
});

describe('the app and its file worker pool', () => {
  it('reads uploads in one reused worker (FILE_WORKERS=1) and terminates it when the app closes', async () => {
    const dataDir = createDataDir();
    const testApp = await createTestApp({ env: { DATA_DIR: dataDir.dir, FILE_WORKERS: '1' } });
    try {
      for (let round = 0; round < 3; round += 1) {
        const response = await postFile(testApp.app, '/api/file/uploadGerber', {
          filename: 'tiny.zip',
          content: zipEntries(buildTinyGerberSet()),
        });
        expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      }
      expect(testApp.app.fileWorkerPool.inspect()).toMatchObject({ started: 1, busy: 0 });
      expect(testApp.app.fileWorkerPool.inspect().threadIds).toHaveLength(1);
    } finally {
      await testApp.close();
      dataDir.remove();
    }
    expect(testApp.app.fileWorkerPool.inspect().threadIds).toEqual([]);
  });
});
