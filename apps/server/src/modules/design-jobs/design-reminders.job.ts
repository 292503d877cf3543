import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';
import type { DesignRoundReminders } from './design-round-reminders.ts';

const reminderQueue = 'design-round-reminders';
const pgBossSchema = 'pgboss';
/** Every ten minutes: a round is reminded within ten minutes of its 24 hours. */
const reminderCron = '*/10 * * * *';

/** A started reminder job; `stop` waits for a run in progress. */
export type DesignRemindersJob = { stop(): Promise<void> };

/**
 * The design round reminders as a pg-boss job on PostgreSQL and PGlite alike (decision 0007's way, as webhooks.job.ts):
 * every ten minutes the rounds waiting for the customer over 24 hours are reminded, each once.
 */
export async function startDesignRemindersJob(dependencies: {
  database: DatabaseHandle;
  reminders: DesignRoundReminders;
  log: FastifyBaseLogger;
}): Promise<DesignRemindersJob> {
  const { database, reminders, log } = dependencies;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: pgBossSchema,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'design reminders: pg-boss error'));
  await boss.start();
  await boss.createQueue(reminderQueue);
  await boss.schedule(reminderQueue, reminderCron, {});
  await boss.work(reminderQueue, async () => {
    await reminders.remindWaitingRounds();
  });
  return {
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
