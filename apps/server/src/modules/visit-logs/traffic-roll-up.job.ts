import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';
import type { TrafficService } from './traffic.service.ts';

/** pg-boss's queue of the roll-up, in pg-boss's own schema. */
const rollUpQueue = 'traffic-roll-up';
const pgBossSchema = 'pgboss';
/** Every night at 03:10 China time, when the site is quietest. */
const rollUpCron = '10 3 * * *';
const rollUpTimeZone = 'Asia/Shanghai';

/** A started roll-up job: `runNow` queues one run at once (start-up, tests); `stop` waits for a run in progress. */
export type TrafficRollUpJob = { runNow(): Promise<void>; stop(): Promise<void> };

/**
 * Starts the nightly roll-up of old visit logs as a pg-boss job, on PostgreSQL and PGlite alike: pg-boss reaches the
 * database through the handle's `executeSql` (decision 0007). A failed run is logged and left to pg-boss's retry,
 * never thrown into the process; pg-boss's own errors (a lost connection) are logged likewise.
 */
export async function startTrafficRollUpJob(dependencies: {
  database: DatabaseHandle;
  traffic: Pick<TrafficService, 'rollUpOldVisitLogs'>;
  log: FastifyBaseLogger;
  /** How often the worker looks for a queued run (pg-boss's default 2 s; tests ask sooner). */
  pollingIntervalSeconds?: number;
}): Promise<TrafficRollUpJob> {
  const { database, traffic, log } = dependencies;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: pgBossSchema,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'traffic roll-up: pg-boss error'));
  await boss.start();
  await boss.createQueue(rollUpQueue);
  await boss.schedule(rollUpQueue, rollUpCron, {}, { tz: rollUpTimeZone });
  await boss.work(rollUpQueue, { pollingIntervalSeconds: dependencies.pollingIntervalSeconds ?? 2 }, async () => {
    try {
      const rolledUp = await traffic.rollUpOldVisitLogs();
      log.info(rolledUp, 'traffic roll-up: complete days summarised, old visit logs deleted');
    } catch (error) {
      log.warn({ err: error }, 'traffic roll-up failed; pg-boss retries it');
      throw error;
    }
  });
  return {
    async runNow() {
      await boss.send(rollUpQueue, {});
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
