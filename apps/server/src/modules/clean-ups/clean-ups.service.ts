import type { FastifyBaseLogger } from 'fastify';

/** One clean-up: a name for the log, and a run answering how many rows (or stored contents) it removed. */
export type CleanUpStep = { name: string; run(): Promise<number> };

/**
 * The periodic clean-ups of the whole site (stale sessions, expired visitor files, stored content released longer
 * than its grace period, ended rate-limit windows), run by one pg-boss job for the cluster (clean-ups.job.ts); tests
 * run them directly. Each step is safe to run on any instance and twice at once; a failed step is logged, the others
 * still run, and the run fails afterwards so pg-boss retries it.
 */
export function createCleanUps(dependencies: { steps: CleanUpStep[]; log: FastifyBaseLogger }) {
  const { steps, log } = dependencies;

  /** Runs every step in turn; answers what each removed. */
  async function runCleanUps(): Promise<Record<string, number>> {
    const removed: Record<string, number> = {};
    let firstError: unknown;
    for (const step of steps) {
      try {
        removed[step.name] = await step.run();
      } catch (error) {
        log.warn({ err: error, step: step.name }, 'clean-ups: a step failed');
        firstError ??= error;
      }
    }
    if (firstError !== undefined) throw firstError;
    return removed;
  }

  return { runCleanUps };
}

/** The clean-ups as the app decorates them. */
export type CleanUps = ReturnType<typeof createCleanUps>;
