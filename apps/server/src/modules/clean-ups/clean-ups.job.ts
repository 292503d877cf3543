import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';
import type { CleanUps } from './clean-ups.service.ts';

const cleanUpsQueue = 'clean-ups';
const pgBossSchema = 'pgboss';
/** Every hour (the purges' old interval), at minute 5. */
const cleanUpsCron = '5 * * * *';
/** Instances starting within the same ten minutes queue one start-up run between them. */
const startUpRunSlotSeconds = 600;

/** A started clean-ups job: `runNow` queues the start-up run; `stop` waits for a run in progress. */
export type CleanUpsJob = { runNow(): Promise<void>; stop(): Promise<void> };

/**
 * The clean-ups as a pg-boss job on PostgreSQL and PGlite alike (decision 0007's way), replacing the timers every
 * instance ran: pg-boss sends a scheduled job once per cron tick for the whole cluster and one worker takes it, and the
 * queue's `stately` policy keeps at most one run queued and one running. A failed run is logged and retried by pg-boss.
 */
export async function startCleanUpsJob(dependencies: {
  database: DatabaseHandle;
  cleanUps: Pick<CleanUps, 'runCleanUps'>;
  log: FastifyBaseLogger;
  /** How often the worker looks for a queued run (pg-boss's default 2 s; tests ask sooner). */
  pollingIntervalSeconds?: number;
}): Promise<CleanUpsJob> {
  const { database, cleanUps, log } = dependencies;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: pgBossSchema,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'clean-ups: pg-boss error'));
  await boss.start();
  await boss.createQueue(cleanUpsQueue, { name: cleanUpsQueue, policy: 'stately' });
  await boss.schedule(cleanUpsQueue, cleanUpsCron, {});
  await boss.work(cleanUpsQueue, { pollingIntervalSeconds: dependencies.pollingIntervalSeconds ?? 2 }, async () => {
    try {
      log.info(await cleanUps.runCleanUps(), 'clean-ups: done');
    } catch (error) {
      log.warn({ err: error }, 'clean-ups: a run failed; pg-boss retries it');
      throw error;
    }
  });
  return {
    async runNow() {
      await boss.send(cleanUpsQueue, {}, { singletonKey: 'start-up', singletonSeconds: startUpRunSlotSeconds });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
