import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';
import type { WebhooksService } from './webhooks.service.ts';

const deliveryQueue = 'webhook-deliveries';
const pgBossSchema = 'pgboss';
/** Every minute: retries come due on their own schedule (1 min doubling), the run sends whatever is due. */
const sweepCron = '* * * * *';

/** A started delivery job: `runNow` queues a run at once (a new order event); `stop` waits for a run in progress. */
export type WebhooksJob = { runNow(): Promise<void>; stop(): Promise<void> };

/**
 * Webhook delivery as a pg-boss job on PostgreSQL and PGlite alike (decision 0007's way): each run turns newly
 * committed order events into deliveries and sends what is due. A run is queued on every order event notification
 * and every minute; runs may overlap safely (deliveries are claimed, the cursor is locked).
 */
export async function startWebhooksJob(dependencies: {
  database: DatabaseHandle;
  webhooks: Pick<WebhooksService, 'dispatch' | 'deliverDue'>;
  log: FastifyBaseLogger;
}): Promise<WebhooksJob> {
  const { database, webhooks, log } = dependencies;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: pgBossSchema,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'webhooks: pg-boss error'));
  await boss.start();
  await boss.createQueue(deliveryQueue);
  await boss.schedule(deliveryQueue, sweepCron, {});
  await boss.work(deliveryQueue, { pollingIntervalSeconds: 1 }, async () => {
    try {
      await webhooks.dispatch();
      await webhooks.deliverDue();
    } catch (error) {
      log.warn({ err: error }, 'webhooks: a delivery run failed; pg-boss retries it');
      throw error;
    }
  });
  return {
    async runNow() {
      await boss.send(deliveryQueue, {});
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
